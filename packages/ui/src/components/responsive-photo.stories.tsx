import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { processingPhoto, readyPhoto } from './photo-fixtures.ts';
import { ResponsivePhoto } from './responsive-photo.tsx';

const meta = {
  title: 'Media/ResponsivePhoto',
  component: ResponsivePhoto,
  tags: ['autodocs'],
  args: {
    photo: readyPhoto('#f6b27a', '#9a3f1c'),
    alt: 'Golden-hour pre-wedding at Doi Suthep',
    sizes: '320px',
  },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof ResponsivePhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Golden-hour pre-wedding at Doi Suthep' });
    // Intrinsic size from the file: the box keeps its shape before the bytes arrive.
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '900');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img.getAttribute('style') ?? '').toContain('data:image/png');
  },
};

export const FirstOnThePage: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const StillProcessing: Story = {
  args: { photo: processingPhoto, processingLabel: 'Processing…' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Golden-hour pre-wedding at Doi Suthep — Processing…' }),
    ).toBeVisible();
    await expect(canvas.getByText('Processing…')).toBeVisible();
  },
};

export const Portrait: Story = { args: { photo: readyPhoto('#7aa6f6', '#1c3f9a', 900, 1200) } };
