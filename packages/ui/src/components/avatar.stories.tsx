import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Avatar, initialsOf } from './avatar.tsx';

// An inline image, so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c2622d"/><circle cx="32" cy="26" r="12" fill="#fde7d3"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#fde7d3"/></svg>',
  );

const meta = {
  title: 'People/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Somchai Jaidee', src: photo },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Somchai Jaidee' })).toBeVisible();
  },
};

export const NoPhoto: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const fallback = await canvas.findByRole('img', { name: 'Somchai Jaidee' });
    await expect(fallback).toHaveTextContent('SJ');
    await expect(initialsOf('ณัฐ พร')).toBe('ณพ');
  },
};

export const BrokenPhoto: Story = {
  args: { src: 'http://127.0.0.1:9/missing.jpg', name: 'Nok' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('N')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} />
      <Avatar {...args} size="lg" src={null} />
    </div>
  ),
};
