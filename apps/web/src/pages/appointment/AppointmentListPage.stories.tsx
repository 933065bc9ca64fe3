import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, failingFirst, never, reply } from '../../stories/api-fixtures';
import {
  anong,
  appointmentDetail,
  customerSession,
  fullDay,
  photographerSession,
} from '../../stories/fixtures';
import { signedIn } from '../../test/session';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './AppointmentListPage';

const pending = appointmentDetail({
  id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
  days: 10,
  hour: 16,
  status: 'Pending',
});
const accepted = appointmentDetail({
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  sub: fullDay,
  days: 4,
  hour: 8,
  status: 'Accepted',
});
const completed = appointmentDetail({
  id: '3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e',
  days: -20,
  hour: 16,
  status: 'Completed',
  payment: { status: 'Completed' },
});

/** An instant booking: accepted at its creation by the package's setting, not yet paid. */
const instant = appointmentDetail({
  id: '4c5d6e7f-8a9b-4c0d-9e1f-3a4b5c6d7e8f',
  days: 6,
  hour: 10,
  status: 'Accepted',
});
// Booked and accepted in the same moment, as the API writes an instant booking's history.
instant.appointment.statusHistory = [
  {
    status: 'Pending',
    at: instant.appointment.acceptedAt!,
    by: instant.appointment.customerId,
    reason: null,
  },
  {
    status: 'Accepted',
    at: instant.appointment.acceptedAt!,
    by: anong.id,
    reason: 'instant_booking',
  },
];

const meta = {
  title: 'Pages/Appointments/Appointment list',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/appointment/list',
      session: customerSession,
      api: { 'GET /appointment/detail': { details: [pending, accepted, completed], total: 3 } },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A customer's bookings: an accepted one to pay, a pending request, a finished shoot to review;
 * the status tabs narrow the list.
 */
export const CustomerBookings: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('region', { name: '3 appointments' });
    await expect(within(list).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      '/payment/topay',
    );
    await expect(within(list).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/profile/${completed.appointment.photographerId}/createreview`,
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    const completedOnly = await canvas.findByRole('region', { name: '1 appointment' });
    await expect(within(completedOnly).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/payment/order/${completed.payment!.id}`,
    );
  },
};

/** A new customer has not booked yet: the page points to the photographers. */
export const NoAppointments: Story = {
  parameters: {
    page: { api: { 'GET /appointment/detail': reply(200, { details: [], total: 0 }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No appointments yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse photographers' })).toHaveAttribute(
      'href',
      '/photographers',
    );
  },
};

/** The list is on its way. */
export const Loading: Story = {
  parameters: { page: { api: { 'GET /appointment/detail': never } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Appointments' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: /Loading/ })).toBeInTheDocument();
  },
};

/**
 * The photographer's view while payouts are not set up: the request can be rejected but not
 * accepted, and the page says why and how to fix it.
 */
export const PhotographerWithoutPayouts: Story = {
  parameters: {
    page: {
      session: signedIn({
        ...anong,
        bankAccount: {
          bank: 'KASIKORN_BANK',
          accountNumber: '0123456789',
          accountName: 'Anong Srisuk',
        },
        payoutsEnabled: false,
      }),
    },
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert', { name: 'Set up payouts to accept bookings' });
    await expect(within(notice).getByRole('button', { name: 'Set up payouts' })).toBeEnabled();
    const list = await canvas.findByRole('region', { name: '3 appointments' });
    await expect(
      within(list).getByRole('button', { name: 'Reject booking from Somchai Jaidee' }),
    ).toBeEnabled();
    await expect(within(list).queryByRole('button', { name: /^Accept/ })).toBeNull();
  },
};

/**
 * The photographer's view of an instant booking: among the accepted bookings, marked "Instant
 * booking", with nothing to answer (no Accept or Reject), while the request beside it waits for
 * an answer.
 */
export const PhotographerInstantBooking: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: { 'GET /appointment/detail': { details: [pending, instant], total: 2 } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: '2 appointments' });
    await expect(canvas.getAllByText('Instant booking')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Accepted' }));
    const acceptedOnly = await canvas.findByRole('region', { name: '1 appointment' });
    await expect(within(acceptedOnly).getByText('Instant booking')).toBeVisible();
    await expect(
      within(acceptedOnly).queryByRole('button', { name: /^(Accept|Reject)/ }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending' }));
    const pendingOnly = await canvas.findByRole('region', { name: '1 appointment' });
    await expect(within(pendingOnly).queryByText('Instant booking')).toBeNull();
    await expect(within(pendingOnly).getByRole('button', { name: /^Accept/ })).toBeEnabled();
  },
};

/** The appointments fail to load: said, and "Try again" lists them. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /appointment/detail': failingFirst(apiError(500, 'internal', 'database unavailable'), {
          details: [pending, accepted, completed],
          total: 3,
        }),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load appointments.', userEvent);
    await expect(
      (await canvas.findAllByRole('heading', { name: 'Doi Suthep pre-wedding' })).length,
    ).toBeGreaterThan(0);
  },
};
