import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { RatingStars } from './rating-stars.tsx';

const meta = {
  title: 'Reviews/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { value: 4.5, label: 'Rated 4.5 out of 5' },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Average: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const Unrated: Story = { args: { value: 0, label: 'No reviews yet' } };

const onValueChange = fn();

/** The review form's score input: a radio group, keyboard operable. */
export const ChoosingAScore: Story = {
  args: { value: null, label: 'Your rating', onValueChange } as never,
  render: function Render(args) {
    const [score, setScore] = React.useState<number | null>(null);
    return (
      <RatingStars
        label={args.label}
        value={score}
        scoreLabel={(n) => `${n} star${n === 1 ? '' : 's'}`}
        onValueChange={(n) => {
          setScore(n);
          onValueChange(n);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(onValueChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    // Arrow keys move the choice, like any radio group.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(onValueChange).toHaveBeenLastCalledWith(3);
  },
};
