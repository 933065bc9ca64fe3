import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Status/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading photographers' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading photographers' })).toBeInTheDocument();
  },
};

export const Decorative: Story = { args: { label: undefined, className: 'size-8 text-primary' } };
