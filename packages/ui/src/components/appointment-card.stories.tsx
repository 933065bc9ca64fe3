import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { AppointmentCard } from './appointment-card.tsx';
import { Button } from './button.tsx';
import { StatusBadge } from './status-badge.tsx';

const accept = fn();
const reject = fn();

const meta = {
  title: 'Booking/AppointmentCard',
  component: AppointmentCard,
  tags: ['autodocs'],
  args: {
    start: '2026-11-28T09:00:00Z',
    end: '2026-11-28T11:00:00Z',
    timeZone: 'Asia/Bangkok',
    locale: 'en-GB',
    packageTitle: 'Family portraits at home',
    subpackageTitle: 'Standard · 2 hours, 60 photos',
    counterpartName: 'Nok Charoen',
    counterpartLabel: 'Customer',
    status: 'Pending',
    statusLabel: 'Pending',
    priceSatang: 450000,
    href: '/appointment/a_1',
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof AppointmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a photographer sees for a new request: accept or reject. */
export const RequestToAnswer: Story = {
  args: {
    actions: (
      <>
        <Button variant="outline" size="sm" onClick={reject}>
          Reject
        </Button>
        <Button size="sm" onClick={accept}>
          Accept
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('28 Nov 2026, 16:00–18:00')).toBeVisible();
    await expect(canvas.getByText('Nok Charoen')).toBeVisible();
    await expect(canvas.getByText('฿4,500')).toBeVisible();
    // Actions stay clickable above the card's link.
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(accept).toHaveBeenCalled();
  },
};

export const AwaitingPayment: Story = {
  args: {
    status: 'Accepted',
    statusLabel: 'Accepted',
    counterpartLabel: 'Photographer',
    counterpartName: 'Somchai Jaidee',
    meta: <StatusBadge status="Unpaid" label="Unpaid" />,
    actions: <Button size="sm">Pay now</Button>,
  },
};

export const Completed: Story = {
  args: { status: 'Completed', statusLabel: 'Completed', href: undefined },
};

export const Rejected: Story = { args: { status: 'Rejected', statusLabel: 'Rejected' } };
