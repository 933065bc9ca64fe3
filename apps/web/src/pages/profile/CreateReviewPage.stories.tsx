import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import {
  anong,
  completedShoot,
  customerSession,
  fullDay,
  photographerSession,
  somchaiReview,
} from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './CreateReviewPage';

const completed = { details: [completedShoot], total: 1 };
/** A second completed, unreviewed shoot with Anong: the full day, a month ago. */
const fullDayShoot = {
  ...completedShoot,
  subpackage: fullDay,
  appointment: {
    ...completedShoot.appointment,
    id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e6f',
    start: '2026-10-10T02:00:00.000Z',
    end: '2026-10-10T10:00:00.000Z',
  },
};

const meta = {
  title: 'Pages/Reviews/Write a review',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/profile/:id/createreview',
      url: `/profile/${anong.id}/createreview`,
      session: customerSession,
      api: {
        'GET /user/profile/{id}': anong,
        'GET /appointment/detail': completed,
        'POST /user/{id}/rating': (call: ApiCall) =>
          reply(201, { ...somchaiReview, ...(call.body as object) }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = () => apiCalls.find((c) => c.operation === 'POST /user/{id}/rating');

/**
 * One completed shoot to review, so no appointment to choose: stars and a comment are sent with
 * that appointment's id, and the customer lands on the photographer's reviews.
 */
export const WriteReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Review ${anong.name}` }),
    ).toBeVisible();
    await expect(
      apiCalls.find((c) => c.operation === 'GET /appointment/detail')?.query,
    ).toMatchObject({ status: 'Completed' });
    await expect(canvas.queryByRole('combobox', { name: /Appointment/ })).toBeNull();
    await userEvent.click(await canvas.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Comment/ }), 'Worth every baht.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));

    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: `Next page: /profile/${anong.id}/allreview`,
      }),
    ).toBeVisible();
    await expect(posted()).toMatchObject({
      path: { id: anong.id },
      body: {
        appointmentId: completedShoot.appointment.id,
        score: 5,
        comment: 'Worth every baht.',
      },
    });
    await findToast('Thank you! Your review is published.');
  },
};

/** Stars are required: the form says so and sends nothing. */
export const StarsRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(posted()).toBeUndefined();
  },
};

/** Two completed shoots not reviewed yet: the customer picks which one the review is about. */
export const ChooseTheShoot: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/detail': reply(200, {
          details: [completedShoot, fullDayShoot],
          total: 2,
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Appointment/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: /Full day, old city and Doi Suthep/ }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Next page:/ }),
    ).toBeVisible();
    await expect(posted()?.body).toMatchObject({
      appointmentId: fullDayShoot.appointment.id,
      score: 4,
    });
  },
};

/** Every shoot is reviewed already: nothing to write, the customer is pointed to their appointments. */
export const NothingToReview: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/detail': reply(200, {
          details: [{ ...completedShoot, reviewed: true }],
          total: 1,
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing to review yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My appointments' })).toHaveAttribute(
      'href',
      '/appointment/list',
    );
    await expect(canvas.queryByRole('button', { name: 'Submit review' })).toBeNull();
  },
};

/** A photographer does not review: told why, with a link to the reviews; nothing is loaded for a form. */
export const PhotographerCannotReview: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Reviews are written by customers' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See reviews' })).toHaveAttribute(
      'href',
      `/profile/${anong.id}/allreview`,
    );
    await expect(apiCalls.some((c) => c.operation === 'GET /appointment/detail')).toBe(false);
  },
};

/** While the customer's completed shoots load. */
export const Loading: Story = loadingStory('GET /appointment/detail', 'Loading your appointments…');

/** They fail to load: said, and "Try again" brings the form. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /user/profile/{id}': anong,
        'GET /appointment/detail': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          completed,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load your appointments', userEvent);
    await expect(await canvas.findByRole('radiogroup', { name: 'Rating' })).toBeVisible();
  },
};
