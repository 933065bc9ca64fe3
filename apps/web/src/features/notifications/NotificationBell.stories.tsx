import type { Schemas } from '@shootbook/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { i18n } from '../../i18n';
import { apiCalls } from '../../stories/api-fixtures';
import { anong, bangkokTime, customerSession, preWedding, twoHours } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { NotificationBell } from './NotificationBell';

const APPOINTMENT = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const accepted: Schemas['Notification'] = {
  id: '1f2e3d4c-5b6a-4978-8a1b-2c3d4e5f6a7b',
  kind: 'accepted',
  appointmentId: APPOINTMENT,
  details: {
    packageTitle: preWedding.title,
    subpackageTitle: twoHours.title,
    counterpartName: anong.name,
    start: bangkokTime(4, 10),
    reason: null,
    payBy: bangkokTime(1, 10),
  },
  createdAt: new Date().toISOString(),
  readAt: null,
};
const older: Schemas['Notification'] = {
  ...accepted,
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'requested',
  // 51 hours before the story opens: "2 days ago" whatever the time of day.
  createdAt: new Date(Date.now() - 51 * 3_600_000).toISOString(),
};

const meta = {
  title: 'Features/Notifications/Bell',
  component: NotificationBell,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/',
      session: customerSession,
      // The first answer holds what was already there (unread, not news); the next one brings the
      // photographer's acceptance, as a live update's refetch would.
      api: () => {
        let calls = 0;
        return {
          'GET /notification': () =>
            calls++ === 0
              ? { notifications: [older], unread: 1, total: 1 }
              : { notifications: [accepted, older], unread: 2, total: 2 },
          'POST /notification/read': { unread: 1 },
        };
      },
    },
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A notification that arrives while the app is open is toasted with "View booking", which opens
 * the booking's page and marks it read; what was there on load is not toasted.
 */
export const ArrivalToastLeadsToTheBooking: Story = {
  play: async ({ canvas, userEvent }) => {
    // Once the first answer is in (one unread, already there), opening the panel refetches (like a
    // live update) and the acceptance arrives.
    await userEvent.click(await canvas.findByRole('button', { name: /1 unread/ }));
    const toastView = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-sonner-toast] [data-button]');
      if (!button) throw new Error('no toast yet');
      return button;
    });
    const toastEl = toastView.closest('[data-sonner-toast]')!;
    await expect(toastEl).toHaveTextContent('Booking accepted: please pay');
    await expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(toastView);
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'POST /notification/read')?.body).toEqual({
        ids: [accepted.id],
      }),
    );
    await expect(
      await canvas.findByRole('heading', { name: `Next page: /appointment/${APPOINTMENT}` }),
    ).toBeVisible();
  },
};

/**
 * In Thai the entries are Thai throughout: the booking's time in the Buddhist era on a 24-hour
 * clock (never "Dec 19, 2026, 9:00 AM") and the age of the entry in Thai words.
 */
export const InThai: Story = {
  beforeEach: async () => {
    await i18n.changeLanguage('th');
    return async () => {
      await i18n.changeLanguage('en');
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /1/ }));
    const entry = await screen.findByText((text) => text.startsWith(preWedding.title));
    await expect(entry.textContent).toMatch(/ 25\d\d \d{2}:\d{2}/);
    await expect(entry.textContent).not.toMatch(/AM|PM|20\d\d/);
    // Two days ago in Thai words: "the day before yesterday".
    await expect(screen.getByText('เมื่อวานซืน')).toBeVisible();
  },
};

/** In English the booking's time is day first on a 24-hour clock: "19 Dec 2026, 09:00". */
export const EnglishDayFirst: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /1 unread/ }));
    const entry = await screen.findByText((text) => text.startsWith(preWedding.title));
    await expect(entry.textContent).toMatch(/ \d{1,2} [A-Z][a-z]{2} 20\d\d, \d{2}:\d{2}/);
    await expect(entry.textContent).not.toMatch(/AM|PM/);

    // The newest entry was stamped when this file loaded, a moment (or, on a loaded machine, a
    // minute or two) before this story runs.
    await expect(screen.getByText(/^(now|\d+ (seconds?|minutes?) ago)$/)).toBeVisible();
    await expect(screen.getByText('2 days ago')).toBeVisible();
  },
};

/** Notifications of a customer who then deleted their account (docs/product.md §14). */
const fromFormerUser = {
  'GET /notification': {
    notifications: [
      { ...older, details: { ...older.details, counterpartName: '', counterpartFormerUser: true } },
    ],
    unread: 1,
    total: 1,
  },
  'POST /notification/read': { unread: 0 },
};

/** The other person deleted their account: the entry names them "Former user". */
export const FormerUser: Story = {
  parameters: { page: { api: fromFormerUser } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /1 unread/ }));
    const entry = await screen.findByText((text) => text.startsWith(preWedding.title));
    await expect(entry).toHaveTextContent(`${preWedding.title} · Former user · `);
  },
};

export const FormerUserInThai: Story = {
  beforeEach: InThai.beforeEach,
  parameters: { page: { api: fromFormerUser } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /1/ }));
    const entry = await screen.findByText((text) => text.startsWith(preWedding.title));
    await expect(entry).toHaveTextContent(`${preWedding.title} · ผู้ใช้เดิม · `);
  },
};
