import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { FinalGallery, type FinalPhoto } from './delivery-final-gallery.tsx';
import { phoneViewport, storyPhotos } from './delivery-stories.ts';

const labels = {
  gallery: 'Your photos',
  open: (index: number, total: number, alt: string) => `Open photo ${index} of ${total}: ${alt}`,
  counter: (index: number, total: number) => `${index} / ${total}`,
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  download: (name: string) => `Download ${name}`,
  downloadAll: 'Download all (ZIP)',
  portfolio: (name: string) => `May show ${name} in the portfolio`,
  portfolioShort: 'Portfolio',
};

const photos: FinalPhoto[] = storyPhotos(5).map(({ id, name, photo }, index) => ({
  id,
  name,
  alt: name,
  ...photo,
  downloadHref: `#download-${id}`,
  portfolio: index === 0,
}));

/** The gallery with the consent kept in state, as the page keeps it. */
function Consenting({
  onChange,
  onDownloadAll,
}: {
  onChange: (id: string, allowed: boolean) => void;
  onDownloadAll: () => Promise<unknown>;
}) {
  const [items, setItems] = React.useState(photos);
  return (
    <FinalGallery
      photos={items}
      labels={labels}
      onDownloadAll={onDownloadAll}
      onPortfolioChange={(id, allowed) => {
        onChange(id, allowed);
        setItems((list) => list.map((p) => (p.id === id ? { ...p, portfolio: allowed } : p)));
      }}
    />
  );
}

const meta = {
  title: 'Delivery/FinalGallery',
  component: FinalGallery,
  tags: ['autodocs'],
  ...phoneViewport,
  args: { photos, labels, onDownloadAll: fn(() => Promise.resolve()) },
} satisfies Meta<typeof FinalGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's finals: download one or all, open one large, and decide per photo on the portfolio. */
export const CustomerFinals: Story = {
  args: { onPortfolioChange: fn() },
  render: (args) => (
    <Consenting onChange={args.onPortfolioChange!} onDownloadAll={args.onDownloadAll!} />
  ),
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth, 'a phone-width story').toBeLessThanOrEqual(390);
    await userEvent.click(canvas.getByRole('button', { name: 'Download all (ZIP)' }));
    await expect(args.onDownloadAll).toHaveBeenCalledOnce();
    const one = canvas.getByRole('link', { name: 'Download IMG_0002.jpg' });
    await expect(one).toHaveAttribute('href', '#download-p2');
    await expect(one).toHaveAttribute('download', 'IMG_0002.jpg');

    const consent = canvas.getByRole('switch', { name: 'May show IMG_0002.jpg in the portfolio' });
    await expect(consent).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(consent);
    await expect(args.onPortfolioChange).toHaveBeenCalledWith('p2', true);
    await expect(consent).toHaveAttribute('aria-checked', 'true');

    const opener = canvas.getByRole('button', { name: 'Open photo 2 of 5: IMG_0002.jpg' });
    await userEvent.click(opener);
    const lightbox = within(document.body).getByRole('dialog', { name: '2 / 5' });
    await expect(within(lightbox).getByRole('img', { name: 'IMG_0002.jpg' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(document.body).getByRole('dialog', { name: '3 / 5' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** The photographer's view: no consent switch (the customer decides), downloads still there. */
export const PhotographerView: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /^Download IMG_/ })).toHaveLength(5);
  },
};

export const Dark: Story = {
  globals: { ...phoneViewport.globals, theme: 'dark' },
  args: { onPortfolioChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(5);
  },
};
