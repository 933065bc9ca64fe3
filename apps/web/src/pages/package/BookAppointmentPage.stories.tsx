import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import {
  apiCalls,
  apiError,
  failingFirst,
  reply,
  type ApiCall,
  type ApiFixtures,
} from '../../stories/api-fixtures';
import {
  anong,
  bangkokTime,
  customerSession,
  photographerSession,
  preWedding,
  twoHours,
} from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { slotsAnswer } from '../../stories/slot-fixtures';
import { Component } from './BookAppointmentPage';

const url = `/package/${preWedding.id}/subpackage/appointment/create/${twoHours.id}`;

/** Tomorrow 09:00–12:00 Bangkok is already booked (an Accepted appointment of someone else). */
const busyTomorrowMorning = [{ start: bangkokTime(1, 9), end: bangkokTime(1, 12) }];
const SLOTS = 'GET /subpackage/{id}/slots';
const slotCalls = () => apiCalls.filter((c) => c.operation === SLOTS);

const created = (call: ApiCall) =>
  reply(201, { id: 'c4d5e6f7-0a1b-4c2d-8e3f-9a0b1c2d3e4f', ...(call.body as object) });
const api = {
  'GET /package/{id}': preWedding,
  [SLOTS]: slotsAnswer(twoHours.durationMinutes, busyTomorrowMorning),
  'POST /appointment/{id}': created,
} satisfies ApiFixtures;

/** Tomorrow, or the day after when tomorrow is Anong's Sunday off (she works MON–SAT 09:00–18:00). */
const workday = [1, 2].find((days) => new Date(bangkokTime(days, 13)).getUTCDay() !== 0)!;
/** A free time on that day: 13:00–15:00 (the busy morning ends at 12:00). */
const freeAfternoon = bangkokTime(workday, 13);
/** This tab's draft of the booking's details, as the page keeps it (features/booking/booking-draft.ts). */
const draftKey = `shootbook.booking-draft.${twoHours.id}`;

const meta = {
  title: 'Pages/Booking/Book an appointment',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/package/:id/subpackage/appointment/create/:subpackageid',
      url,
      session: customerSession,
      api,
    },
  },
  // No story leaves a draft behind for the next.
  beforeEach: () => {
    sessionStorage.removeItem(draftKey);
    return () => sessionStorage.removeItem(draftKey);
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A month calendar opens on the first day with free times (days with free times carry a dot);
 * picking one of its times shows it in the summary; the price is the sub-package's (฿4,500).
 */
export const SlotsAvailable: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Book an appointment' }),
    ).toBeVisible();
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await expect(canvas.getAllByRole('grid').length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByRole('button', { name: /, \d+ free times?, selected$/ }),
    ).toHaveLength(1);
    const summaryTime = () => canvas.getByText('Time', { selector: 'dt' }).nextElementSibling;
    await expect(summaryTime()).toHaveTextContent('Not chosen yet');
    // A duration reads as every screen writes one (2 hrs), not in minutes.
    await expect(
      canvas.getByText('Duration', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/^2 hrs$/);
    await expect(
      canvas.getByText('Price', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/4,500/);

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
        [SLOTS]: slotsAnswer(twoHours.durationMinutes, (call: ApiCall) => [
          { start: call.query.from!, end: call.query.to! },
        ]),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No free times to book' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    // Said only after looking month by month up to the horizon, never past it.
    const horizon = Date.now() + 181 * 24 * 3_600_000;
    await expect(slotCalls().length).toBeGreaterThan(5);
    await expect(slotCalls().every((c) => Date.parse(c.query.from!) < horizon)).toBe(true);
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
        'POST /appointment/{id}': apiError(
          409,
          'slot_unavailable',
          'The requested time is no longer free',
        ),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Note for the photographer/ }),
      'Two of us and a dog',
    );
    const busyCallsBefore = slotCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));

    await expect(await canvas.findByText('That slot was just taken')).toBeVisible();
    // The taken slot cannot be sent again: no "Try again", and it is no longer the chosen time.
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByText('Time', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Not chosen yet',
    );
    const booking = apiCalls.find((c) => c.operation === 'POST /appointment/{id}');
    await expect(booking?.path).toEqual({ id: twoHours.id });
    await expect(booking?.body).toMatchObject({
      location: preWedding.location,
      note: 'Two of us and a dog',
    });
    // The free times are fetched again.
    await waitFor(() => expect(slotCalls().length).toBeGreaterThan(busyCallsBefore));
  },
};

/**
 * The customer waited on the page until the slot was inside the lead time: the API answers `422`
 * with `params.reason` `too_soon` and its `minutes`; the page says so in its own words (never the
 * API's English `message`) and reloads the free times.
 */
export const TooSoon: Story = {
  parameters: {
    page: {
      api: {
        'POST /appointment/{id}': reply(422, {
          code: 'unprocessable',
          message: 'Developer message the page never shows',
          params: { reason: 'too_soon', minutes: 120 },
          details: { reason: 'too_soon' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    const busyCallsBefore = slotCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));

    await expect(
      await canvas.findByText('Book at least 120 minutes ahead, so the photographer can confirm.'),
    ).toBeVisible();
    await expect(canvas.getByText('That time can no longer be booked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The refused time is no longer chosen: it cannot be sent again.
    await expect(canvas.getByText('Time', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Not chosen yet',
    );
    await waitFor(() => expect(slotCalls().length).toBeGreaterThan(busyCallsBefore));
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
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: /^Next page: \/appointment\/[0-9a-f-]{36}$/,
      }),
    ).toBeVisible();
  },
};

/**
 * A package that takes requests says so before Book: nothing is charged until the photographer
 * accepts, and then the customer has the payment window (24 hours) to pay.
 */
export const ARequest: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Available times' });
    const notice = canvas
      .getByText('This is a request')
      .closest<HTMLElement>('[data-slot="alert"]')!;
    await expect(notice).toHaveTextContent(
      `Nothing is charged until ${anong.name} accepts. You then have 24 hrs to pay.`,
    );
    await expect(canvas.queryByText('Instant booking')).toBeNull();
  },
};

/** An instant booking: confirmed at once, the API answers Accepted with its pay-by deadline. */
const instantBooked = (call: ApiCall) =>
  reply(201, {
    id: 'd5e6f7a8-1b2c-4d3e-9f4a-0b1c2d3e4f5a',
    ...(call.body as object),
    status: 'Accepted',
    payBy: bangkokTime(1, 7),
  });

/**
 * A package that takes instant bookings says so before Book (confirmed at once, pay within 24
 * hours); once booked, the customer lands on the booking's own page, where they pay.
 */
export const InstantBooking: Story = {
  parameters: {
    page: {
      api: {
        ...api,
        'GET /package/{id}': { ...preWedding, instantBooking: true },
        'POST /appointment/{id}': instantBooked,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    const notice = canvas.getByText('Instant booking').closest<HTMLElement>('[data-slot="alert"]')!;
    await expect(notice).toHaveTextContent('Confirmed at once: pay within 24 hrs.');
    await expect(canvas.queryByText('This is a request')).toBeNull();
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Next page: /appointment/d5e6f7a8-1b2c-4d3e-9f4a-0b1c2d3e4f5a',
      }),
    ).toBeVisible();
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

/**
 * The request failed for a reason that is not the time's (the API was down a moment): "Try
 * again" sends the same time and details once more, and this time the customer lands on the booking.
 */
export const FailedThenTryAgain: Story = {
  parameters: {
    page: {
      api: () => ({
        ...api,
        'POST /appointment/{id}': failingFirst(
          apiError(500, 'internal', 'Developer message the page never shows'),
          created,
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await userEvent.click(within(times).getAllByRole('radio')[0]!);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Note for the photographer/ }),
      'Sunset, please',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(
      await canvas.findByText('Something went wrong on our side. Please try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: /^Next page: \/appointment\/[0-9a-f-]{36}$/,
      }),
    ).toBeVisible();
    const posts = apiCalls.filter((c) => c.operation === 'POST /appointment/{id}');
    await expect(posts).toHaveLength(2);
    await expect(posts[1]?.body).toEqual(posts[0]?.body);
    await expect(posts[1]?.body).toMatchObject({ note: 'Sunset, please' });
  },
};

/** "Next available" jumps to the next day with free times; that day's times replace the first day's. */
export const NextAvailableDay: Story = {
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    const firstDay = within(times).getByRole('radiogroup').getAttribute('aria-labelledby');
    const next = canvas.getByRole('button', { name: /^Next available: / });
    const nextDay = next.textContent?.replace('Next available: ', '') ?? '';
    await userEvent.click(next);
    const day = within(times).getByRole('radiogroup');
    await expect(day.getAttribute('aria-labelledby')).not.toBe(firstDay);
    // The heading names the same day the button did, e.g. "Fri 27 Nov" → "Friday 27 November".
    await expect(
      canvas.getByRole('heading', { level: 3, name: new RegExp(nextDay.split(' ')[1]!) }),
    ).toBeVisible();
    await userEvent.click(within(day).getAllByRole('radio')[0]!);
    await expect(canvas.getByText('Time', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      nextDay.split(' ').slice(0, 2).join(' '),
    );
  },
};

/**
 * A reload (or a link) keeps the booking: the chosen time is in the address (`?slot=`) and the
 * note in this tab's session, so the page opens with both as they were.
 */
export const ReloadKeepsTheDraft: Story = {
  parameters: { page: { url: `${url}?slot=${encodeURIComponent(freeAfternoon)}` } },
  beforeEach: () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ location: preWedding.location, note: 'Two of us and a dog' }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await waitFor(() =>
      expect(within(times).getByRole<HTMLInputElement>('radio', { checked: true }).value).toBe(
        freeAfternoon,
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /Note for the photographer/ })).toHaveValue(
      'Two of us and a dog',
    );
    await expect(canvas.getByText('Time', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '13:00',
    );
    // What is typed next is kept too.
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Note for the photographer/ }),
      ', small one',
    );
    await expect(JSON.parse(sessionStorage.getItem(draftKey) ?? '{}')).toMatchObject({
      note: 'Two of us and a dog, small one',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Next page: \/appointment\// }),
    ).toBeVisible();
    await expect(
      apiCalls.find((c) => c.operation === 'POST /appointment/{id}')?.body,
    ).toMatchObject({
      start: freeAfternoon,
      note: 'Two of us and a dog, small one',
    });
    // Booked: the draft is gone.
    await expect(sessionStorage.getItem(draftKey)).toBeNull();
  },
};

/**
 * The kept time's month answers after the next month's: the time is judged once both are in,
 * and stays chosen (it was once dropped as "no longer free" by the next month's list alone).
 */
export const KeptTimeMonthAnswersLast: Story = {
  parameters: {
    page: {
      url: `${url}?slot=${encodeURIComponent(freeAfternoon)}`,
      api: {
        ...api,
        [SLOTS]: async (call: ApiCall) => {
          const answer = slotsAnswer(twoHours.durationMinutes, busyTomorrowMorning)(call);
          const holdsTheKeptTime =
            call.query.from! <= freeAfternoon && freeAfternoon < call.query.to!;
          if (holdsTheKeptTime) await new Promise((resolve) => setTimeout(resolve, 400));
          return answer;
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const times = await canvas.findByRole('group', { name: 'Available times' });
    await waitFor(() => expect(slotCalls()).toHaveLength(2));
    await waitFor(() =>
      expect(within(times).getByRole<HTMLInputElement>('radio', { checked: true }).value).toBe(
        freeAfternoon,
      ),
    );
    // Both months in, and still chosen.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.queryByText('The time you chose is no longer free')).toBeNull();
    await expect(canvas.getByText('Time', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '13:00',
    );
  },
};

/** The kept time was booked by someone else meanwhile (tomorrow 10:00 lies in the busy morning): said so, and not chosen. */
export const KeptTimeNoLongerFree: Story = {
  parameters: { page: { url: `${url}?slot=${encodeURIComponent(bangkokTime(1, 10))}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The time you chose is no longer free')).toBeVisible();
    await expect(canvas.getByText('Time', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Not chosen yet',
    );
  },
};

/**
 * On a phone the summary is a bar at the bottom of the screen, there from the start: the time
 * once picked, the sub-package and its price, and Book.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth, 'story tests run at a phone width').toBeLessThan(768);
    const times = await canvas.findByRole('group', { name: 'Available times' });
    const bar = canvas.getByRole('region', { name: 'Booking summary' });
    await expect(bar).toHaveTextContent('Pick a day and a time');
    await expect(bar).toHaveTextContent(/4,500/);
    await expect(bar.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The sidebar's summary card is not shown on a phone.
    await expect(canvas.queryByRole('heading', { name: 'Summary' })).toBeNull();

    const slot = within(times).getAllByRole('radio')[0]!;
    await userEvent.click(slot);
    await expect(bar).toHaveTextContent(slot.closest('label')?.textContent?.slice(0, 5) ?? '');
    await userEvent.click(within(bar).getByRole('button', { name: 'Book' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Next page: \/appointment\// }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Thai: the calendar's months in Thai with Buddhist-era years, the bar and the jump in Thai. */
export const InThai: Story = {
  beforeEach: async () => {
    await i18n.changeLanguage('th');
    return async () => {
      await i18n.changeLanguage('en');
    };
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'เวลาว่าง' });
    // e.g. "พฤศจิกายน 2569": a Thai month name and a year of the Buddhist era (25xx).
    await expect(canvas.getAllByRole('grid')[0]).toHaveAccessibleName(/^[\u0E00-\u0E7F]+ 25\d\d$/);
    await expect(canvas.getByRole('button', { name: /^วันว่างถัดไป: / })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'สรุป' })).toBeVisible();
  },
};

/**
 * The calendar asks the API for the free times of the month it shows and of the next, one month
 * per request (the operation takes at most 62 days); paging on asks for the month after.
 */
export const AMonthAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Available times' });
    const days = (call: ApiCall) =>
      (Date.parse(call.query.to!) - Date.parse(call.query.from!)) / (24 * 3_600_000);
    await expect(slotCalls().length).toBe(2);
    await expect(slotCalls().every((call) => days(call) <= 32)).toBe(true);
    const asked = slotCalls().map((call) => call.query.to);
    await userEvent.click(canvas.getByRole('button', { name: /next month/i }));
    await waitFor(() => expect(slotCalls()).toHaveLength(3));
    // The new month starts where the last one asked ended (less the day a shoot may cross into).
    const next = slotCalls()[2]!;
    await expect(asked).not.toContain(next.query.to);
    await expect(days(next)).toBeLessThanOrEqual(32);
  },
};

/**
 * Before Book, the customer reads the cancellation policy the booking will keep (the package's,
 * MODERATE here; docs/product.md §12).
 */
export const CancellationPolicyBeforeBook: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cancellation policy: Moderate')).toBeVisible();
    await expect(
      canvas.getByText(
        'Cancel at least 7 days before the shoot for a full refund, at least 24 hours before for half; after that, no refund.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('If the photographer cancels, you get everything back.'),
    ).toBeVisible();
  },
};
