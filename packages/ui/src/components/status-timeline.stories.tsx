import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StatusTimeline } from './status-timeline.tsx';

const meta = {
  title: 'Booking/StatusTimeline',
  component: StatusTimeline,
  tags: ['autodocs'],
  args: {
    timeZone: 'Asia/Bangkok',
    locale: 'en-GB',
    reasonLabel: 'Reason:',
    emptyLabel: 'Nothing has happened to this booking yet.',
    steps: [
      {
        id: '0',
        status: 'Pending',
        statusLabel: 'Waiting for the photographer',
        at: '2030-01-06T03:15:00Z',
        by: 'You',
      },
      {
        id: '1',
        status: 'Accepted',
        statusLabel: 'Accepted',
        at: '2030-01-06T05:40:00Z',
        by: 'Somchai P.',
      },
      {
        id: '2',
        status: 'Canceled',
        statusLabel: 'Canceled',
        at: '2030-01-07T05:40:00Z',
        by: 'ShootBook',
        reason: 'Unpaid by the pay-by deadline',
      },
    ],
  },
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each step in order, with who, when (in Bangkok time) and the reason. */
export const History: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Waiting for the photographer');
    await expect(steps[1]).toHaveTextContent('Somchai P.');
    // 05:40 UTC is 12:40 in Bangkok.
    await expect(steps[1]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2030-01-06T05:40:00Z',
    );
    await expect(steps[1]).toHaveTextContent('12:40');
    await expect(steps[2]).toHaveTextContent('Reason: “Unpaid by the pay-by deadline”');
  },
};

/** Thai dates in the Buddhist calendar. */
export const Thai: Story = {
  args: {
    locale: 'th-TH',
    reasonLabel: 'เหตุผล:',
    steps: [
      {
        id: '0',
        status: 'Rejected',
        statusLabel: 'ปฏิเสธแล้ว',
        at: '2030-01-06T05:40:00Z',
        by: 'สมชาย',
        reason: 'ไม่ว่างวันนั้น',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('2573');
  },
};

/** No history yet. */
export const Empty: Story = {
  args: { steps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has happened to this booking yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
