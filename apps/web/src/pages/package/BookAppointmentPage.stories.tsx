import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, reply, type ApiCall } from '../../stories/api-fixtures';
import { anong, bangkokTime, customerSession, photographerSession, preWedding, twoHours } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { Component } from './BookAppointmentPage';

const url = `/package/${preWedding.id}/subpackage/appointment/create/${twoHours.id}`;

/** Tomorrow 09:00–12:00 Bangkok is already booked (an Accepted appointment of someone else). */
const busyTomorrowMorning = {
  busyTimes: [
    {
      id: 'a8f3c2d1-5e4b-4a6c-9d8e-7f6a5b4c3d2e',
      photographerId: anong.id,
      start: bangkokTime(1, 9),
      end: bangkokTime(1, 12),
      title: 'Appointment',
      kind: 'Appointment' as const,
      appointmentId: 'b7e2d1c0-4f3a-4b5c-8d9e-6f5a4b3c2d1e',
    },
  ],
};

const meta = {
  title: 'Pages/Booking/Book an appointment',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id/subpackage/appointment/create/:subpackageid',
      url,
      session: customerSession,
      api: {
        'GET /package/{id}': preWedding,
        'GET /user/profile/{id}': anong,
        'GET /busytime/photographer/{id}': busyTomorrowMorning,
        'POST /appointment/{id}': (call: ApiCall) => reply(201, { id: 'c4d5e6f7-0a1b-4c2d-8e3f-9a0b1c2d3e4f', ...(call.body as object) }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking a free time shows it in the summary; the price is the sub-package's (฿4,500). */
export const SlotsAvailable: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
    const times = await canvas.findByRole('group', { name: 'Available times' });
    const summaryTime = () => canvas.getByText('Time', { selector: 'dt' }).nextElementSibling;
    await expect(summaryTime()).toHaveTextContent('Not chosen yet');
    await expect(canvas.getByText('Price', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/4,500/);

    const slot = within(times).getAllByRole('radio')[0]!;
    const label = slot.closest('label')?.textContent ?? '';
    await userEvent.click(slot);
    await expect(slot).toBeChecked();
    // The summary shows the slot's start, e.g. "Wed 25 Nov, 09:00" for the slot "09:00–11:00".
    await expect(summaryTime()).toHaveTextContent(label.slice(0, 5));
  },
};

/** The photographer is away for the whole booking window: no times to pick, so nothing to book yet. */
export const NoFreeSlots: Story = {
  parameters: {
    page: {
      api: {
        'GET /busytime/photographer/{id}': (call: ApiCall) => ({
          busyTimes: [
            {
              id: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
              photographerId: anong.id,
              start: call.query.from,
              end: call.query.to,
              title: 'Away: shooting in Japan',
              kind: 'Photographer',
              appointmentId: null,
            },
          ],
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No free times this week')).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Pick a time first.');
    // No time to pick this week: the message itself takes focus (in view), not the Book button.
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/**
 * Someone else booked the same slot a moment earlier: the API answers `409 slot_unavailable`, the
 * page says so and reloads the free times.
 */
export const SlotTaken: Story = {
  parameters: {
    page: {
      api: {
        'POST /appointment/{id}': apiError(409, 'slot_unavailable', 'The requested time is no longer free'),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: /Note for the photographer/ }), 'Two of us and a dog');
    const busyCallsBefore = apiCalls.filter((c) => c.operation === 'GET /busytime/photographer/{id}').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));

    await expect(await canvas.findByText('That slot was just taken')).toBeVisible();
    const booking = apiCalls.find((c) => c.operation === 'POST /appointment/{id}');
    await expect(booking?.path).toEqual({ id: twoHours.id });
    await expect(booking?.body).toMatchObject({ location: preWedding.location, note: 'Two of us and a dog' });
    // The free times are fetched again.
    await waitFor(() =>
      expect(apiCalls.filter((c) => c.operation === 'GET /busytime/photographer/{id}').length).toBeGreaterThan(busyCallsBefore),
    );
  },
};

/**
 * The customer waited on the page until the slot was inside the lead time: the API answers `422`
 * with `details.reason` `too_soon`; the page shows the API's words and reloads the free times.
 */
export const TooSoon: Story = {
  parameters: {
    page: {
      api: {
        'POST /appointment/{id}': reply(422, {
          code: 'unprocessable',
          message: 'Book at least 120 minutes ahead, so the photographer can confirm',
          details: { reason: 'too_soon' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    const busyCallsBefore = apiCalls.filter((c) => c.operation === 'GET /busytime/photographer/{id}').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));

    await expect(await canvas.findByText('Book at least 120 minutes ahead, so the photographer can confirm')).toBeVisible();
    await waitFor(() =>
      expect(apiCalls.filter((c) => c.operation === 'GET /busytime/photographer/{id}').length).toBeGreaterThan(busyCallsBefore),
    );
  },
};

/** Book pressed before a time was picked: the error is said and the first free time takes focus, in view. */
export const BookWithoutATime: Story = {
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Pick a time first.');
    await waitFor(() => expect(within(times).getAllByRole('radio')[0]).toHaveFocus());
  },
};

/** The request is sent: the customer lands on the new booking's own page. */
export const Booked: Story = {
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Next page: \/appointment\/[0-9a-f-]{36}$/ })).toBeVisible();
  },
};

/** A photographer looking at a booking page sees why there is no Book button. */
export const PhotographerCannotBook: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only customers can book appointments.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Book' })).toBeNull();
  },
};
