import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from './button.tsx';
import { PhotoProofGrid, type ProofPhoto } from './delivery-proof-grid.tsx';
import { phoneViewport, storyPhotos } from './delivery-stories.ts';

const labels = {
  grid: 'Proofs',
  favourite: (name: string) => `Favourite ${name}`,
  extra: 'Extra · ฿300',
};

const proofs: ProofPhoto[] = storyPhotos(8).map((photo, index) => ({
  ...photo,
  picked: index === 1 || index === 4,
}));

/** The grid with its picks kept in state, as the page keeps them. */
function Picking({ initial, included }: { initial: ProofPhoto[]; included: number }) {
  const [items, setItems] = React.useState(initial);
  const picked = items.filter((item) => item.picked).length;
  return (
    <PhotoProofGrid
      proofs={items}
      labels={labels}
      included={included}
      counter={`${picked} of ${included} picked`}
      onPick={(id, next) =>
        setItems((list) => list.map((item) => (item.id === id ? { ...item, picked: next } : item)))
      }
      action={<Button size="sm">Submit picks</Button>}
    />
  );
}

const meta = {
  title: 'Delivery/PhotoProofGrid',
  component: PhotoProofGrid,
  tags: ['autodocs'],
  ...phoneViewport,
  args: {
    proofs,
    labels,
    included: 3,
    counter: '2 of 3 picked',
    onPick: fn(),
  },
} satisfies Meta<typeof PhotoProofGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Favourites toggle with `aria-pressed`; the counter follows; the fourth pick is marked extra with its price. */
export const PickingFavourites: Story = {
  render: () => <Picking initial={proofs} included={3} />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth, 'a phone-width story').toBeLessThanOrEqual(390);
    const first = canvas.getByRole('button', { name: 'Favourite IMG_0001.jpg' });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('2 of 3 picked')).toBeVisible();
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('3 of 3 picked')).toBeVisible();
    await expect(canvas.queryByText('Extra · ฿300')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite IMG_0008.jpg' }));
    await expect(canvas.getByText('4 of 3 picked')).toBeVisible();
    // Picks past the included three, in grid order, carry the extra photo's price.
    await expect(canvas.getAllByText('Extra · ฿300')).toHaveLength(1);
    const last = canvas.getByRole('img', { name: 'IMG_0008.jpg' }).closest('li');
    await expect(last).toHaveTextContent('Extra · ฿300');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByText('Extra · ฿300')).toBeNull();
  },
};

/** The counter and the submit button stay at the bottom of a phone screen while the grid scrolls. */
export const StickyCounter: Story = {
  render: () => (
    <Picking initial={storyPhotos(24).map((p) => ({ ...p, picked: false }))} included={10} />
  ),
  play: async ({ canvas }) => {
    const counter = canvas.getByText('0 of 10 picked');
    const { bottom } = counter.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('button', { name: 'Submit picks' })).toBeVisible();
  },
};

/** Picks submitted: the toggles show the picks but take no click. */
export const ReadOnly: Story = {
  args: { onPick: undefined, counter: '2 of 3 picked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favourite IMG_0002.jpg' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Favourite IMG_0002.jpg' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Dark: Story = {
  globals: { ...phoneViewport.globals, theme: 'dark' },
  args: { included: 1, counter: '2 of 1 picked' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Extra · ฿300')).toHaveLength(1);
  },
};
