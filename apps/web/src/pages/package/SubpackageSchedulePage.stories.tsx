import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply } from '../../stories/api-fixtures';
import { customerSession, fullDay, preWedding } from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { slotsAnswer } from '../../stories/slot-fixtures';
import { Component } from './SubpackageSchedulePage';

const SLOTS = 'GET /subpackage/{id}/slots';
const noBusyTimes = slotsAnswer(fullDay.durationMinutes);

const meta = {
  title: 'Pages/Scheduling/Sub-package availability',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id/subpackage/schedule/:subpackageid',
      url: `/package/${preWedding.id}/subpackage/schedule/${fullDay.id}`,
      session: customerSession,
      api: {
        'GET /package/{id}': preWedding,
        [SLOTS]: noBusyTimes,
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full day (eight hours) fits a working day once it starts by 10:00: 09:00–17:00 is offered day after day. */
export const FreeTimes: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Availability: ${preWedding.title}` }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/for a shoot of 8 hrs \(Full day, old city and Doi Suthep\)/),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('09:00–17:00').length).toBeGreaterThan(8));
    await expect(canvas.queryByText('12:00–20:00')).toBeNull();
    await expect(canvas.getByRole('link', { name: `Book ${fullDay.title}` })).toHaveAttribute(
      'href',
      `/package/${preWedding.id}/subpackage/appointment/create/${fullDay.id}`,
    );
    await expect(apiCalls.find((c) => c.operation === SLOTS)?.path).toEqual({ id: fullDay.id });
  },
};

/** The option was paused since the link was shared: nothing to book, said. */
export const OptionPaused: Story = {
  parameters: {
    page: {
      api: {
        'GET /package/{id}': reply(200, {
          ...preWedding,
          subpackages: preWedding.subpackages.map((s) =>
            s.id === fullDay.id ? { ...s, active: false } : s,
          ),
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This package has no sub-packages to book yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Book / })).toBeNull();
  },
};

/** While the free times load, after the package. */
export const Loading: Story = loadingStory(SLOTS, 'Loading available times');

/** The free times fail to load: said under the title, and "Try again" shows them. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package/{id}': preWedding,
        [SLOTS]: failingFirst(apiError(503, 'internal', 'database unavailable'), noBusyTimes),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load the availability.', userEvent);
    await waitFor(() => expect(canvas.getAllByText('09:00–17:00').length).toBeGreaterThan(8));
  },
};
