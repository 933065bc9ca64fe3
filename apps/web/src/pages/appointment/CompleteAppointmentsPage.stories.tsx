import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiCalls } from '../../stories/api-fixtures';
import {
  appointmentDetail,
  appointmentsApi,
  fullDay,
  photographerSession,
  pimchanok,
  somchai,
} from '../../stories/fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './CompleteAppointmentsPage';

/** Yesterday's shoot with Somchai, paid: ready to complete. */
const shotAndPaid = appointmentDetail({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  customer: somchai,
  days: -1,
  hour: 10,
  status: 'Accepted',
  payment: { status: 'Paid', paidAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
});
/** Pimchanok's full day next week, paid: not shot yet. */
const paidAhead = appointmentDetail({
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  customer: pimchanok,
  sub: fullDay,
  days: 6,
  hour: 8,
  status: 'Accepted',
  payment: { status: 'Paid', paidAt: new Date().toISOString() },
});
/** Pimchanok's shoot two days ago, her payment still being processed by the provider. */
const paymentInProcess = appointmentDetail({
  id: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
  customer: pimchanok,
  days: -2,
  hour: 14,
  status: 'Accepted',
  payment: { status: 'InProcess' },
});
const completeFor = (name: string) => `Mark as completed: the shoot with ${name}`;

const meta = {
  title: 'Pages/Appointments/Complete appointments',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/appointment/complete',
      session: photographerSession,
      api: appointmentsApi([shotAndPaid, paidAhead, paymentInProcess]),
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The accepted shoots: only yesterday's paid one can be completed; the others say why not on their
 * disabled button (next week's is not shot yet, the other's payment is still in process). Completing sends `Completed` and moves it to
 * "Just completed".
 */
export const AcceptedShoots: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Appointments to complete' }),
    ).toBeVisible();
    const queue = await canvas.findByRole('region', { name: 'Appointments to complete' });
    const [notShot, notPaid] = within(queue).getAllByRole('button', {
      name: completeFor(pimchanok.name),
    });
    await expect(notShot).toBeDisabled();
    await expect(notShot).toHaveAccessibleDescription('Shoot has not ended yet');
    await expect(notPaid).toBeDisabled();
    await expect(notPaid).toHaveAccessibleDescription('Waiting for payment');
    const complete = within(queue).getByRole('button', { name: completeFor(somchai.name) });
    await expect(complete).toBeEnabled();
    await userEvent.click(complete);
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'PATCH /appointment/status/{id}')).toMatchObject({
        path: { id: shotAndPaid.appointment.id },
        body: { status: 'Completed' },
      }),
    );
    await findToast(`Shoot with ${somchai.name} marked as completed`);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Just completed' }),
    ).toBeVisible();
  },
};

/** Nothing accepted: said, with the requests to confirm offered. */
export const NothingToComplete: Story = {
  parameters: {
    page: {
      api: appointmentsApi([
        appointmentDetail({
          id: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a',
          days: 3,
          hour: 9,
          status: 'Pending',
        }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No accepted appointments' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Appointments to confirm' })).toHaveAttribute(
      'href',
      '/appointment/confirm',
    );
  },
};

/** While the appointments load. */
export const Loading: Story = loadingStory('GET /appointment/detail', 'Loading…');

/** They fail to load: said, and "Try again" loads them. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: appointmentsApi([shotAndPaid], { firstReadFails: true }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load appointments.', userEvent);
    await expect(
      await canvas.findByRole('region', { name: 'Appointments to complete' }),
    ).toBeVisible();
  },
};
