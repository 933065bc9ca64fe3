import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoadingState } from './loading-state.tsx';
import { LOADING_LEAD_SLOT } from './photo-preload.ts';

const meta = {
  title: 'Status/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  args: { label: 'Loading photographers…' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A result grid loading: card placeholders, announced once. */
export const CardGridLoading: Story = {
  args: { variant: 'cards', count: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('status', { name: 'Loading photographers…' }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="loading-state"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Shaped like package cards by default: a 4:3 cover over their lines.
    const cards = canvasElement.querySelectorAll('[data-slot="loading-state-card"]');
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card).toHaveAttribute('data-card', 'package');
  },
};

/** The photographer directory loading: cards with a 16:9 cover and an avatar, as PhotographerCard. */
export const PhotographerCardsLoading: Story = {
  args: { variant: 'cards', count: 3, card: 'photographer' },
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[data-slot="loading-state-card"]');
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card).toHaveAttribute('data-card', 'photographer');
  },
};

/** A package, profile or order page loading. */
export const DetailLoading: Story = { args: { variant: 'detail', label: 'Loading package…' } };

/** Checks the lead photo's box: 4:3 and as wide as a gallery's lead (the grid below 640 px). */
async function expectLeadPhotoBox(canvasElement: HTMLElement) {
  const lead = canvasElement.querySelector(`[data-slot="${LOADING_LEAD_SLOT}"]`)!;
  const box = lead.getBoundingClientRect();
  await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  // As wide as a gallery's lead: the whole grid below 640 px, two of its three columns above.
  const grid = lead.parentElement!.getBoundingClientRect();
  await expect(box.width / grid.width).toBeCloseTo(window.innerWidth < 640 ? 1 : 2 / 3, 1);
}

/**
 * A package's page loading: its header, and the box where the gallery will draw its lead photo
 * (4:3, the width of the page on a phone) — which a first paint fills before the app has rendered.
 */
export const GalleryLoading: Story = {
  args: { variant: 'gallery', label: 'Loading the package…' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the package…' })).toBeInTheDocument();
    await expectLeadPhotoBox(canvasElement);
  },
};

/**
 * A photographer's profile loading: avatar, name and a line, then the box of the section's lead
 * photo (the portfolio's first, or the first package's cover), which a first paint fills too.
 */
export const ProfileLoading: Story = {
  args: { variant: 'profile', label: 'Loading the profile…' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the profile…' })).toBeInTheDocument();
    await expectLeadPhotoBox(canvasElement);
  },
};

/** Reviews loading: rows. */
export const ListLoading: Story = {
  args: { variant: 'list', label: 'Loading reviews…', count: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading reviews…' })).toBeInTheDocument();
  },
};
