import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import { anong, anongRatings, customerSession, somchaiReview } from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './EditReviewPage';

const meta = {
  title: 'Pages/Reviews/Edit a review',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile/:id/editreview/:ratingid',
      url: `/profile/${anong.id}/editreview/${somchaiReview.ratingId}`,
      session: customerSession,
      api: {
        'GET /user/{id}/rating/{ratingId}': somchaiReview,
        'PUT /user/{id}/rating/{ratingId}': (call: ApiCall) =>
          reply(200, { ...somchaiReview, ...(call.body as object) }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Somchai's review opens as he wrote it; his change is sent with `PUT` and he returns to the reviews. */
export const EditOwnReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit your review' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: '5 stars' })).toBeChecked();
    const comment = canvas.getByRole('textbox', { name: /^Comment/ });
    await expect(comment).toHaveValue(somchaiReview.comment);
    await expect(apiCalls[0]?.path).toEqual({ id: anong.id, ratingId: somchaiReview.ratingId });

    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Lovely photos, a little late.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save review' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Next page: /profile/${anong.id}/allreview`,
      }),
    ).toBeVisible();
    await expect(
      apiCalls.find((c) => c.operation === 'PUT /user/{id}/rating/{ratingId}')?.body,
    ).toEqual({ score: 4, comment: 'Lovely photos, a little late.' });
    await findToast('Review saved.');
  },
};

/** Someone else's review (Pimchanok's): no form, an explanation and a way to the reviews. */
export const NotYours: Story = {
  parameters: {
    page: { api: { 'GET /user/{id}/rating/{ratingId}': reply(200, anongRatings.ratings[1]) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not your review')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See reviews' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}/allreview`,
    );
    await expect(canvas.queryByRole('button', { name: 'Save review' })).toBeNull();
  },
};

/** While the review loads. */
export const Loading: Story = loadingStory(
  'GET /user/{id}/rating/{ratingId}',
  'Loading the review…',
);

/** The review fails to load (a 503): said, and "Try again" loads the form. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /user/{id}/rating/{ratingId}': failingFirst(
          apiError(503, 'internal', 'database unavailable'),
          somchaiReview,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load this review', userEvent);
    await expect(await canvas.findByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

/** A deleted review (404): the API's "not found" is said. */
export const Deleted: Story = {
  parameters: {
    page: {
      api: { 'GET /user/{id}/rating/{ratingId}': apiError(404, 'not_found', 'no such rating') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
  },
};
