import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { apiCalls, apiError, failingFirst, reply, type ApiCall } from '../../stories/api-fixtures';
import {
  bangkokTime,
  blockedByAnong,
  customerSession,
  preWedding,
  twoHours,
} from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { slotsAnswer } from '../../stories/slot-fixtures';
import { Component } from './PackageSchedulePage';

/** A working day (Monday to Saturday in Bangkok) four or five days ahead. */
const workday = [4, 5].find((days) => new Date(bangkokTime(days, 10)).getUTCDay() !== 0)!;
const dayHeading = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));

const SLOTS = 'GET /subpackage/{id}/slots';

const meta = {
  title: 'Pages/Scheduling/Package availability',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id/schedule',
      url: `/package/${preWedding.id}/schedule`,
      session: customerSession,
      api: {
        'GET /package/{id}': preWedding,
        [SLOTS]: slotsAnswer(twoHours.durationMinutes, [
          blockedByAnong('8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f1b', workday, 'Family day'),
        ]),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const days = () => screen.queryAllByRole('heading', { level: 2 });

/**
 * Anong's free times for the cheapest option (two hours) over the next 14 days, day by day: none on
 * Sundays (she does not work) nor on the day she blocked, but a week later; "Book" leads to booking
 * that option.
 */
export const FreeTimes: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Availability: ${preWedding.title}` }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/for a shoot of 2 hrs \(Golden hour, 2 hours\)\. Times in Indochina Time\./),
    ).toBeVisible();
    await waitFor(() => expect(days().length).toBeGreaterThan(8));
    const headings = days().map((h) => h.textContent ?? '');
    await expect(headings.filter((h) => h.startsWith('Sunday'))).toEqual([]);
    await expect(
      headings.filter((h) => h.startsWith(dayHeading(bangkokTime(workday, 12)))),
    ).toEqual([]);
    // The same weekday a week later is free.
    await expect(
      headings.filter((h) => h.startsWith(dayHeading(bangkokTime(workday + 7, 12)))),
    ).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: `Book ${twoHours.title}` })).toHaveAttribute(
      'href',
      `/package/${preWedding.id}/subpackage/appointment/create/${twoHours.id}`,
    );
    const slots = apiCalls.find((c) => c.operation === SLOTS);
    await expect(slots?.path).toEqual({ id: twoHours.id });
  },
};

/** Away for the whole fortnight: no free time, said. */
export const FullyBooked: Story = {
  parameters: {
    page: {
      api: {
        [SLOTS]: slotsAnswer(twoHours.durationMinutes, (call: ApiCall) => [
          { start: call.query.from!, end: call.query.to! },
        ]),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No free times in the next 14 days' }),
    ).toBeVisible();
  },
};

/** No active option to book yet: said, with the way back to the package. */
export const NoOptions: Story = {
  parameters: {
    page: { api: { 'GET /package/{id}': reply(200, { ...preWedding, subpackages: [] }) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This package has no sub-packages to book yet.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to the package' })[0]).toHaveAttribute(
      'href',
      `/package/${preWedding.id}`,
    );
  },
};

/** While the package loads. */
export const Loading: Story = loadingStory('GET /package/{id}', 'Loading…');

/** The package fails to load: said, and "Try again" shows the free times. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /package/{id}': failingFirst(
          apiError(500, 'internal', 'database unavailable'),
          preWedding,
        ),
        [SLOTS]: slotsAnswer(twoHours.durationMinutes),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load the availability.', userEvent);
    await expect(await canvas.findByRole('link', { name: `Book ${twoHours.title}` })).toBeVisible();
  },
};
