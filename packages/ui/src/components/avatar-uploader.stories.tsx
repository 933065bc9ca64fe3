import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { AvatarUploader } from './avatar-uploader.tsx';

const meta = {
  title: 'Media/AvatarUploader',
  component: AvatarUploader,
  tags: ['autodocs'],
  args: {
    name: 'Ploy Sukjai',
    src: null,
    status: 'idle',
    accept: 'image/jpeg,image/png,image/webp,image/avif',
    onFile: fn(),
    labels: {
      change: 'Change profile photo',
      hint: 'A square photo of your face works best.',
      uploading: (percent: number) => `Uploading: ${percent}%`,
      processing: 'Processing…',
    },
  },
} satisfies Meta<typeof AvatarUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Change profile photo');
    await expect(input).toHaveAccessibleDescription('A square photo of your face works best.');
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 0.6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading: 60%' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(canvas.getByLabelText('Change profile photo')).toBeDisabled();
  },
};

export const Processing: Story = {
  args: { status: 'processing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing…');
  },
};

export const Failed: Story = {
  args: {
    status: 'error',
    error:
      'This file is not a photo ShootBook can read: send a JPEG, PNG, WebP, AVIF or HEIC image.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('not a photo');
    await expect(canvas.getByLabelText('Change profile photo')).toBeEnabled();
  },
};
