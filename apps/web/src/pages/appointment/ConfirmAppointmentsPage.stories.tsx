import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, never } from '../../stories/api-fixtures';
import {
  appointmentDetail,
  appointmentsApi,
  fullDay,
  photographerPayoutsPendingSession,
  photographerSession,
  pimchanok,
  somchai,
} from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './ConfirmAppointmentsPage';

const requests = [
  appointmentDetail({
    id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    customer: somchai,
    days: 5,
    hour: 16,
    status: 'Pending',
    note: 'Sunset at the viewpoint, please. We bring our own flowers.',
  }),
  appointmentDetail({
    id: '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    customer: pimchanok,
    sub: fullDay,
    days: 9,
    hour: 8,
    status: 'Pending',
  }),
];

const meta = {
  title: 'Pages/Appointments/Confirm appointments',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/appointment/confirm',
      session: photographerSession,
      api: appointmentsApi(requests),
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two customers wait for an answer; accepting one moves it to "Just handled" as Accepted. */
export const PendingRequests: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Appointments to confirm' }),
    ).toBeVisible();
    const queue = await canvas.findByRole('region', { name: 'Appointments to confirm' });
    await expect(
      within(queue).getByRole('button', { name: 'Reject booking from พิมพ์ชนก วงศ์สวัสดิ์' }),
    ).toBeEnabled();

    await userEvent.click(
      within(queue).getByRole('button', { name: 'Accept booking from Somchai Jaidee' }),
    );

    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'PATCH /appointment/status/{id}')).toMatchObject({
        path: { id: requests[0]!.appointment.id },
        body: { status: 'Accepted' },
      }),
    );
    const toast = await screen.findByText('Accepted booking from Somchai Jaidee');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Just handled' }),
    ).toBeVisible();
    // Only Pimchanok's request is still waiting.
    await waitFor(() =>
      expect(within(queue).queryByRole('button', { name: /Somchai Jaidee/ })).toBeNull(),
    );
    await expect(
      within(queue).getByRole('button', { name: 'Accept booking from พิมพ์ชนก วงศ์สวัสดิ์' }),
    ).toBeVisible();
    // The pressed button left with its request: focus is on the next request, not back at the top.
    await waitFor(() => expect(queue).toContainElement(document.activeElement as HTMLElement));
    // The toast leads to the booking's own page.
    await userEvent.click(
      within(toast.closest<HTMLElement>('[data-sonner-toast]')!).getByRole('button', {
        name: 'View booking',
      }),
    );
    await expect(
      await canvas.findByRole('heading', {
        name: `Next page: /appointment/${requests[0]!.appointment.id}`,
      }),
    ).toBeVisible();
  },
};

/** Nothing waits: the photographer is pointed to all appointments. */
export const NoRequests: Story = {
  parameters: {
    page: {
      api: appointmentsApi([
        appointmentDetail({
          id: '7c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
          days: 3,
          hour: 10,
          status: 'Accepted',
        }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests waiting')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all appointments' })).toHaveAttribute(
      'href',
      '/appointment/list',
    );
  },
};

/**
 * Anong has not finished payout onboarding: accepting would be refused (403
 * `registration_incomplete`), so instead of Accept buttons a notice says payouts come first and
 * starts onboarding, coming back to this page. Rejecting needs no payouts and stays offered.
 */
export const PayoutsNotSetUp: Story = {
  parameters: {
    page: {
      session: photographerPayoutsPendingSession,
      api: () => ({
        ...appointmentsApi(requests)(),
        // Answering would send the browser to the provider's onboarding page; the story stops before.
        'GET /payment/onboardingURL': never,
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByRole('alert', { name: 'Set up payouts to accept bookings' });
    await expect(notice).toHaveTextContent('You can still reject requests.');
    const queue = await canvas.findByRole('region', { name: 'Appointments to confirm' });
    await expect(
      within(queue).getByRole('button', { name: 'Reject booking from Somchai Jaidee' }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /^Accept/ })).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(apiCalls.some((c) => c.operation === 'GET /payment/onboardingURL')).toBe(true),
    );
    const onboarding = apiCalls.find((c) => c.operation === 'GET /payment/onboardingURL')!;
    // The provider sends the photographer back to this page.
    await expect(new URL(onboarding.query.returnUrl ?? '').pathname).toBe('/appointment/confirm');
  },
};

/**
 * The profile on screen said payouts were set up, but the API no longer thinks so: the acceptance
 * is refused and the toast says in words what is missing; the request stays waiting.
 */
export const AcceptRefusedForPayouts: Story = {
  parameters: {
    page: {
      api: () => ({
        ...appointmentsApi(requests)(),
        'PATCH /appointment/status/{id}': apiError(
          403,
          'registration_incomplete',
          'Finish your registration first (missing: payoutsEnabled)',
          {
            missing: ['payoutsEnabled'],
          },
        ),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const queue = await canvas.findByRole('region', { name: 'Appointments to confirm' });
    await userEvent.click(
      within(queue).getByRole('button', { name: 'Accept booking from Somchai Jaidee' }),
    );
    const toast = await screen.findByText(
      'Finish setting up your account first. Still missing: payout setup with our payment partner.',
    );
    await waitFor(() => expect(toast).toBeVisible());
    // An error is announced at once (role="alert"), not politely like a success.
    await expect(toast.closest('[role="alert"]')).not.toBeNull();
    await expect(
      await within(queue).findByRole('button', { name: 'Accept booking from Somchai Jaidee' }),
    ).toBeVisible();
  },
};

/** While the requests load. */
export const Loading: Story = loadingStory('GET /appointment/detail', 'Loading…');

/** They fail to load: said, and "Try again" lists them. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: appointmentsApi(requests, { firstReadFails: true }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load appointments.', userEvent);
    await expect(
      await canvas.findByRole('region', { name: 'Appointments to confirm' }),
    ).toBeVisible();
  },
};
