import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { PhotoGallery, type GalleryPhoto } from './photo-gallery.tsx';
import { processingPhoto, readyPhoto, svgPhoto } from './photo-fixtures.ts';
import { preloadGalleryLead } from './photo-preload.ts';

const photos: GalleryPhoto[] = [
  {
    id: 'a',
    ...readyPhoto('#f6b27a', '#9a3f1c'),
    alt: 'The couple at sunset on Doi Suthep',
    caption: 'Golden hour on the mountain',
  },
  {
    id: 'b',
    ...readyPhoto('#7aa6f6', '#1c3f9a', 900, 1200),
    alt: 'Rings on a lotus leaf',
    caption: null,
  },
  {
    id: 'c',
    ...readyPhoto('#9af67a', '#2f7a1c'),
    alt: 'Guests in the temple garden',
    caption: 'Wat Phra That',
  },
];

const labels = {
  gallery: 'Photos',
  open: (index: number, total: number, alt: string) => `Open photo ${index} of ${total}: ${alt}`,
  counter: (index: number, total: number) => `${index} / ${total}`,
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  processing: 'Processing…',
};

const meta = {
  title: 'Media/PhotoGallery',
  component: PhotoGallery,
  tags: ['autodocs'],
  args: { photos, labels },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PackageGallery: Story = {
  play: async ({ canvas }) => {
    const thumbs = canvas.getAllByRole('button', { name: /^Open photo/ });
    await expect(thumbs).toHaveLength(3);
    // The first photo is the page's main image.
    await expect(thumbs[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(thumbs[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

/** A gallery whose photos offer AVIF and WebP, as the API's do. */
const withSources = (photo: GalleryPhoto, from: string, to: string): GalleryPhoto => ({
  ...photo,
  sources: [
    { type: 'image/avif', srcSet: `${svgPhoto(from, to, 640, 480)} 640w` },
    { type: 'image/webp', srcSet: `${svgPhoto(to, from, 640, 480)} 640w` },
  ],
});

/**
 * A page's data module asks for the lead photo as soon as the photos are known
 * (`preloadGalleryLead`): one preload, of exactly the source and `sizes` the gallery then draws
 * (a mismatch would download the photo twice), and none for a photo still processing.
 */
export const LeadPhotoPreloaded: Story = {
  args: {
    photos: [
      withSources(photos[0]!, '#f6b27a', '#9a3f1c'),
      withSources(photos[1]!, '#7aa6f6', '#1c3f9a'),
    ],
  },
  play: async ({ canvas, args }) => {
    const preloads = () => [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
    ];
    const before = preloads().length;
    preloadGalleryLead([processingPhoto]);
    await expect(preloads()).toHaveLength(before);
    preloadGalleryLead(args.photos);
    preloadGalleryLead(args.photos);
    await expect(preloads()).toHaveLength(before + 1);
    const link = preloads().at(-1)!;
    const drawn = canvas
      .getAllByRole('button', { name: /^Open photo/ })[0]!
      .querySelector('source[type="image/avif"]')!;
    await expect(link.type).toBe('image/avif');
    await expect(link.getAttribute('imagesrcset')).toBe(drawn.getAttribute('srcset'));
    await expect(link.getAttribute('imagesizes')).toBe(drawn.getAttribute('sizes'));
    await expect(link).toHaveAttribute('fetchpriority', 'high');
    link.remove();
  },
};

/** The lightbox by keyboard: Enter opens, arrows move (wrapping), Escape closes and focus returns. */
export const LightboxByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const second = canvas.getByRole('button', { name: 'Open photo 2 of 3: Rings on a lotus leaf' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: '2 / 3' });
    await expect(within(dialog).getByRole('img', { name: 'Rings on a lotus leaf' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: '3 / 3' })).toBeVisible();
    await expect(within(dialog).getByText('Wat Phra That')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: '1 / 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await body.findByRole('dialog', { name: '3 / 3' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(second).toHaveFocus();
  },
};

export const LightboxButtons: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = canvas.getByRole('button', { name: /^Open photo 1 of 3/ });
    await userEvent.click(first);
    await userEvent.click(await body.findByRole('button', { name: 'Next photo' }));
    await expect(await body.findByRole('dialog', { name: '2 / 3' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Back on the thumbnail that opened it, not the one shown last.
    await expect(first).toHaveFocus();
  },
};

export const WithAPhotoStillProcessing: Story = {
  args: { photos: [...photos.slice(0, 2), { id: 'p', ...processingPhoto, alt: 'A new photo' }] },
};

export const OnePhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Open photo 1 of 1/ }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: '1 / 1' });
    await expect(body.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};
