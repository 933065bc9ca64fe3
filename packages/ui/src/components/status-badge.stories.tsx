import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Status/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'Pending', label: 'Waiting for the photographer' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPhotographer: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Waiting for the photographer');
    await expect(badge).toHaveAttribute('data-status', 'Pending');
  },
};

export const AppointmentStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge status="Pending" label="Pending" />
      <StatusBadge status="Accepted" label="Accepted" />
      <StatusBadge status="Rejected" label="Rejected" />
      <StatusBadge status="Canceled" label="Canceled" />
      <StatusBadge status="Completed" label="Completed" />
    </div>
  ),
};

export const PaymentStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge status="Unpaid" label="Unpaid" />
      <StatusBadge status="Wait" label="Awaiting payment" />
      <StatusBadge status="InProcess" label="Processing" />
      <StatusBadge status="Paid" label="Paid" />
      <StatusBadge status="Completed" label="Paid out" />
      <StatusBadge status="Refunded" label="Refunded" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Every payment status has its own colour on screen.
    const colours = [
      'Unpaid',
      'Awaiting payment',
      'Processing',
      'Paid',
      'Paid out',
      'Refunded',
    ].map((t) => getComputedStyle(canvas.getByText(t)).backgroundColor);
    await expect(new Set(colours).size).toBe(colours.length);
  },
};

export const InThai: Story = { args: { status: 'Accepted', label: 'ยืนยันแล้ว' } };
