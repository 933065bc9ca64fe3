import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { NotificationCentre, type NotificationItem } from './notification-centre.tsx';

const items: NotificationItem[] = [
  {
    id: 'n1',
    title: 'Booking accepted',
    description: 'Golden hour portraits · pay by 25 Nov, 18:00',
    time: '5 min ago',
    dateTime: '2026-11-24T10:55:00Z',
    unread: true,
  },
  {
    id: 'n2',
    title: 'New booking request',
    description: 'Somchai P. · Mon 30 Nov, 10:00',
    time: '1 h ago',
    dateTime: '2026-11-24T10:00:00Z',
    unread: true,
  },
  {
    id: 'n3',
    title: 'Shoot completed',
    description: 'Wedding story · write a review',
    time: 'Yesterday',
    dateTime: '2026-11-23T12:00:00Z',
    unread: false,
  },
];

const meta = {
  title: 'Feedback/NotificationCentre',
  component: NotificationCentre,
  tags: ['autodocs'],
  args: {
    items,
    unread: 2,
    state: 'ready',
    renderLink: (item, children) => (
      <a href={`#booking-${item.id}`} className="block">
        {children}
      </a>
    ),
    onMarkAllRead: fn(),
    onRetry: fn(),
    onOpenChange: fn(),
    labels: {
      trigger: 'Notifications, 2 unread',
      heading: 'Notifications',
      markAllRead: 'Mark all read',
      empty: 'Nothing new. We will tell you here when a booking changes.',
      loading: 'Loading notifications…',
      error: 'Notifications could not be loaded.',
      retry: 'Try again',
      unread: 'Unread',
    },
  },
  render: (args) => (
    <div className="flex justify-end p-2">
      <NotificationCentre {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell shows the unread count; the panel lists the entries as links; Escape returns focus to the bell. */
export const WithUnread: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(screen.getByRole('link', { name: /Booking accepted/ })).toHaveAttribute(
      'href',
      '#booking-n1',
    );
    await expect(screen.getAllByText('Unread:', { exact: false })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};

/** Nothing yet: the panel says what will appear there. */
export const Empty: Story = {
  args: { items: [], unread: 0, labels: { ...meta.args.labels, trigger: 'Notifications' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await screen.findByText(/Nothing new/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

/** A failed load says so and offers a retry. */
export const LoadFailed: Story = {
  args: { state: 'error', items: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A hundred and more unread: the badge stays small. */
export const ManyUnread: Story = {
  args: { unread: 128, labels: { ...meta.args.labels, trigger: 'Notifications, 99+ unread' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toHaveTextContent('99+');
  },
};
