import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ErrorAlert } from './error-alert.tsx';

const meta = {
  title: 'Status/ErrorAlert',
  component: ErrorAlert,
  tags: ['autodocs'],
  args: {
    title: 'Could not load your appointments',
    message: 'The server is not reachable. Check your connection.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load your appointments');
    await expect(alert).toHaveTextContent('The server is not reachable. Check your connection.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { title: 'Could not load this order', message: 'This order does not exist.' },
};
