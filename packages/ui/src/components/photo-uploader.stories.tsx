import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { processingPhoto, readyPhoto } from './photo-fixtures.ts';
import { PhotoUploader, type UploadItem } from './photo-uploader.tsx';

const labels = {
  add: 'Add photos',
  hint: 'JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB each',
  list: 'Photos of this package',
  uploading: (name: string, percent: number) => `Uploading ${name}: ${percent}%`,
  processing: 'Processing…',
  cancel: (name: string) => `Cancel ${name}`,
  retry: (name: string) => `Retry ${name}`,
  remove: (name: string) => `Remove ${name}`,
  moveEarlier: (name: string) => `Move ${name} earlier`,
  moveLater: (name: string) => `Move ${name} later`,
  makeCover: (name: string) => `Make ${name} the cover`,
  cover: 'Cover',
  caption: (name: string) => `Caption of ${name}`,
  full: '30 of 30 photos: remove one to add another',
};

const stored: UploadItem[] = [
  {
    id: '1',
    name: 'sunset.jpg',
    status: 'ready',
    photo: readyPhoto('#f6b27a', '#9a3f1c'),
    caption: 'Golden hour',
    cover: true,
  },
  { id: '2', name: 'rings.jpg', status: 'ready', photo: readyPhoto('#7aa6f6', '#1c3f9a') },
  { id: '3', name: 'garden.jpg', status: 'processing', photo: processingPhoto },
];

const meta = {
  title: 'Media/PhotoUploader',
  component: PhotoUploader,
  tags: ['autodocs'],
  args: {
    items: stored,
    labels,
    accept: 'image/jpeg,image/png,image/webp,image/avif',
    onFiles: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onMove: fn(),
    onMakeCover: fn(),
    onCaption: fn(),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof PhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Add photos');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAccessibleDescription(
      'JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB each',
    );
    const file = new File(['x'], 'beach.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, [file]);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

export const Uploading: Story = {
  args: {
    items: [
      { id: 'u1', name: 'beach.jpg', status: 'uploading', progress: 0.42 },
      { id: 'u2', name: 'temple.jpg', status: 'uploading', progress: 0 },
    ],
  },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading beach.jpg: 42%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel temple.jpg' }));
    await expect(args.onCancel).toHaveBeenCalledWith('u2');
  },
};

export const Errors: Story = {
  args: {
    items: [
      {
        id: 'e1',
        name: 'scan.pdf',
        status: 'error',
        error: 'scan.pdf is not a photo: send a JPEG, PNG, WebP, AVIF or HEIC image.',
      },
      { id: 'e2', name: 'huge.jpg', status: 'error', error: 'huge.jpg is over 25 MB.' },
      {
        id: 'e3',
        name: 'beach.jpg',
        status: 'error',
        error: 'The connection dropped. Try again.',
        retryable: true,
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual([
      'scan.pdf is not a photo: send a JPEG, PNG, WebP, AVIF or HEIC image.',
      'huge.jpg is over 25 MB.',
      'The connection dropped. Try again.',
    ]);
    // Only a failure that retrying can help offers a retry.
    await expect(canvas.queryByRole('button', { name: 'Retry scan.pdf' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry beach.jpg' }));
    await expect(args.onRetry).toHaveBeenCalledWith('e3');
  },
};

/** Reordering without a mouse: the move buttons, and Alt+↑/↓ on a photo, with the list kept by the caller. */
export const ReorderByKeyboard: Story = {
  render: function Render(args) {
    const [items, setItems] = React.useState(args.items);
    return (
      <PhotoUploader
        {...args}
        items={items}
        onMove={(id, step) => {
          args.onMove?.(id, step);
          setItems((list) => {
            const from = list.findIndex((i) => i.id === id);
            const next = [...list];
            const [moved] = next.splice(from, 1);
            next.splice(from + step, 0, moved!);
            return next;
          });
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const names = () =>
      within(canvas.getByRole('list', { name: 'Photos of this package' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    await expect(names()).toEqual(['sunset.jpg', 'rings.jpg', 'garden.jpg']);
    canvas.getByRole('button', { name: 'Move rings.jpg earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(names()).toEqual(['rings.jpg', 'sunset.jpg', 'garden.jpg']);
    // Alt+↓ on a photo's control moves it later.
    canvas.getByRole('textbox', { name: 'Caption of sunset.jpg' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(names()).toEqual(['rings.jpg', 'garden.jpg', 'sunset.jpg']);
    await expect(canvas.getByRole('button', { name: 'Move sunset.jpg later' })).toBeDisabled();
  },
};

export const CoverCaptionAndRemove: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Make sunset.jpg the cover' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Make rings.jpg the cover' }));
    await expect(args.onMakeCover).toHaveBeenCalledWith('2');
    const caption = canvas.getByRole('textbox', { name: 'Caption of rings.jpg' });
    await userEvent.type(caption, 'Rings on a lotus leaf{Enter}');
    await expect(args.onCaption).toHaveBeenCalledWith('2', 'Rings on a lotus leaf');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove garden.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('3');
  },
};

export const Full: Story = {
  args: { full: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Add photos')).toBeDisabled();
    await expect(canvas.getByText('30 of 30 photos: remove one to add another')).toBeVisible();
  },
};
