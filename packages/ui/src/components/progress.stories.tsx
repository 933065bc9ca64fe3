import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Progress } from './progress.tsx';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  tags: ['autodocs'],
  args: { value: 42, label: 'Uploading beach.jpg: 42%' },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Uploading beach.jpg: 42%' }),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

export const ClampedAndRounded: Story = {
  args: { value: 140.6, label: 'Done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Done' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
