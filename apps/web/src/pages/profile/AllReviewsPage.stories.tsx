import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply } from '../../stories/api-fixtures';
import {
  anong,
  anongRatings,
  completedShoot,
  customerSession,
  photographerSession,
  pimchanok,
  somchai,
  somchaiReview,
} from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './AllReviewsPage';

const reviews = {
  'GET /user/profile/{id}': anong,
  'GET /user/{id}/rating': anongRatings,
  // Somchai's reviewed shoot is no longer reviewable; his newer one is.
  'GET /appointment/detail': {
    details: [
      { ...completedShoot, reviewed: true },
      {
        ...completedShoot,
        appointment: { ...completedShoot.appointment, id: 'b1c2d3e4-5f6a-4b7c-9d8e-0f1a2b3c4d5f' },
      },
    ],
    total: 2,
  },
};

const meta = {
  title: 'Pages/Reviews/All reviews',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile/:id/allreview',
      url: `/profile/${anong.id}/allreview`,
      session: customerSession,
      api: reviews,
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Anong's reviews with their average; Somchai may edit or delete his own review (not others'), and
 * since one of his completed shoots with her is not reviewed yet, he is offered "Write a review".
 */
export const CustomerReads: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Reviews of ${anong.name}` }),
    ).toBeVisible();
    await expect(canvas.getByText('4.5 out of 5 from 2 reviews')).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Reviews' });
    const reviewers = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    await expect(reviewers).toEqual([somchai.name, pimchanok.name]);
    await expect(within(list).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}/editreview/${somchaiReview.ratingId}`,
    );
    await expect(within(list).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await expect(await canvas.findByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}/createreview`,
    );
    await expect(apiCalls.find((c) => c.operation === 'GET /user/{id}/rating')).toMatchObject({
      path: { id: anong.id },
      query: { limit: '1000' },
    });
  },
};

/** Deleting one's review asks first, then `DELETE /user/{id}/rating/{ratingId}`. */
export const DeleteOwnReview: Story = {
  parameters: { page: { api: { 'DELETE /user/{id}/rating/{ratingId}': reply(204) } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    await findToast('Review deleted.');
    await expect(
      apiCalls.find((c) => c.operation === 'DELETE /user/{id}/rating/{ratingId}')?.path,
    ).toEqual({ id: anong.id, ratingId: somchaiReview.ratingId });
  },
};

/** The photographer reads her own reviews: nothing to edit, nothing to write, her appointments are not asked for. */
export const PhotographerReads: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: somchai.name }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Write a review' })).toBeNull();
    await expect(apiCalls.some((c) => c.operation === 'GET /appointment/detail')).toBe(false);
  },
};

/** No reviews yet: said, with the way back to the profile. */
export const NoReviews: Story = {
  parameters: {
    page: {
      api: { 'GET /user/{id}/rating': reply(200, { ratings: [], total: 0, average: null }) },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: 'Back to profile' })).toHaveLength(2),
    );
  },
};

/** While the reviews load. */
export const Loading: Story = loadingStory('GET /user/{id}/rating', 'Loading reviews…');

/** The reviews fail to load: said, and "Try again" loads them. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        ...reviews,
        'GET /user/{id}/rating': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          anongRatings,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load the reviews', userEvent);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: pimchanok.name }),
    ).toBeVisible();
  },
};

/**
 * A reviewer who deleted their account (docs/product.md §14): the review stays, its author shown
 * as "Former user" (the API sends an empty name and `formerUser`).
 */
export const ReviewOfFormerUser: Story = {
  parameters: {
    page: {
      api: {
        'GET /user/{id}/rating': reply(200, {
          ...anongRatings,
          ratings: [
            somchaiReview,
            {
              ...anongRatings.ratings[1]!,
              reviewer: { ...pimchanok, name: '', formerUser: true },
            },
          ],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Former user' }),
    ).toBeVisible();
    await expect(canvas.getByText('ถ่ายสวยมาก แต่รอรูปนานนิดหน่อย')).toBeVisible();
  },
};
