import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from './button.tsx';
import { Toaster } from './sonner.tsx';

const meta = {
  title: 'Status/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  render: (args) => (
    <div>
      <h1 className="sr-only">Toasts</h1>
      <Toaster {...args} />
      <Button onClick={() => toast.success('Booking requested')}>Book</Button>{' '}
      <Button variant="outline" onClick={() => toast.error('That slot was just taken')}>
        Try a taken slot
      </Button>{' '}
      <Button variant="outline" onClick={() => toast.success('ส่งคำขอจองแล้ว')}>
        จอง
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast after booking: readable (axe checks its contrast) and closable. */
export const BookingRequested: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByText('Booking requested')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText('Booking requested')).toBeNull());
  },
};

/** An error toast: the same surface, so it meets contrast too. */
export const SlotTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try a taken slot' }));
    await waitFor(() => expect(screen.getByText('That slot was just taken')).toBeVisible());
  },
};

/** A Thai toast is in the app's bundled font (IBM Plex Sans Thai), not the device's system font. */
export const ThaiInTheAppFont: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'จอง' }));
    const text = await screen.findByText('ส่งคำขอจองแล้ว');
    await waitFor(() => expect(text).toBeVisible());
    await expect(getComputedStyle(text).fontFamily).toMatch(/^"?IBM Plex Sans Thai"?,/);
  },
};

/**
 * A toast raised before the region is on the page (the app's region downloads after the first
 * paint, and the route guard's wrong-role notice can come first) still shows once it mounts:
 * sonner replays the toasts that are still active to a region that subscribes late.
 */
export const RaisedBeforeTheRegionMounts: Story = {
  loaders: [
    () => {
      toast.info('You were signed in as a customer');
      return {};
    },
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByText('You were signed in as a customer')).toBeVisible());
  },
};
