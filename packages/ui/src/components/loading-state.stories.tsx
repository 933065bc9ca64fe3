import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LoadingState } from './loading-state.tsx';

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

/** Reviews loading: rows. */
export const ListLoading: Story = {
  args: { variant: 'list', label: 'Loading reviews…', count: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading reviews…' })).toBeInTheDocument();
  },
};
