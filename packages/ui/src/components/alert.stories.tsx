import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Alert, AlertDescription, AlertTitle } from './alert.tsx';

const meta = {
  title: 'Status/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { variant: 'info' },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>Times are shown in Bangkok time</AlertTitle>
      <AlertDescription>The photographer works in Asia/Bangkok (UTC+7).</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Times are shown in Bangkok time');
  },
};

export const PaymentReceived: Story = {
  args: { variant: 'success' },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>Payment received</AlertTitle>
      <AlertDescription>Your shoot is booked. We e-mailed your receipt.</AlertDescription>
    </Alert>
  ),
};

export const PayWithin24Hours: Story = {
  args: { variant: 'warning' },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>Pay within 24 hours</AlertTitle>
      <AlertDescription>
        Unpaid bookings are canceled automatically 24 hours after acceptance.
      </AlertDescription>
    </Alert>
  ),
};

export const SlotNoLongerFree: Story = {
  args: { variant: 'destructive' },
  render: (args) => (
    <Alert {...args} className="max-w-lg">
      <AlertTitle>That time was just taken</AlertTitle>
      <AlertDescription>Please choose another time.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That time was just taken');
  },
};
