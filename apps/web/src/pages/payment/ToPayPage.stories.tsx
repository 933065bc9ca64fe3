import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiCalls, apiError, failingFirst, never, reply } from '../../stories/api-fixtures';
import { appointmentDetail, customerSession, fullDay } from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './ToPayPage';

const unpaid = appointmentDetail({
  id: '8d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f7a',
  days: 6,
  hour: 16,
  status: 'Accepted',
});
const checkoutStarted = appointmentDetail({
  id: '9e5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7a8b',
  sub: fullDay,
  days: 12,
  hour: 8,
  status: 'Accepted',
  payment: { status: 'Wait', checkoutUrl: 'http://127.0.0.1:3000/sandbox/checkout/cs_test_1' },
});

const meta = {
  title: 'Pages/Payments/To pay',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/payment/topay',
      session: customerSession,
      api: {
        'GET /appointment/detail': { details: [unpaid, checkoutStarted], total: 2 },
        // Answering would send the browser to the provider's checkout page; the story stops before.
        'POST /payment/charge/{id}': never,
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One accepted booking is unpaid ('Pay now'), one has a checkout started ('Continue payment'),
 * each with the time it must be paid by. Paying asks the API for a checkout with an idempotency key, and locks the buttons meanwhile.
 */
export const AwaitingPayment: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'To pay' })).toBeVisible();
    await expect(
      await canvas.findByText('A checkout was started. Continue where you left off.'),
    ).toBeVisible();
    // Each booking says until when it can be paid (a day after acceptance, in Bangkok time).
    await expect(canvas.getAllByText(/^Pay by .+ to keep the slot\.$/)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Continue payment' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));

    await waitFor(() =>
      expect(apiCalls.some((c) => c.operation === 'POST /payment/charge/{id}')).toBe(true),
    );
    const charge = apiCalls.find((c) => c.operation === 'POST /payment/charge/{id}')!;
    await expect(charge.path).toEqual({ id: unpaid.payment!.id });
    await expect(charge.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await expect(canvas.getByRole('button', { name: 'Continue payment' })).toBeDisabled();
  },
};

/** No accepted booking waits for payment. */
export const NothingToPay: Story = {
  parameters: {
    page: { api: { 'GET /appointment/detail': reply(200, { details: [], total: 0 }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to pay')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my appointments' })).toHaveAttribute(
      'href',
      '/appointment/list',
    );
  },
};

/** While the bookings load. */
export const Loading: Story = loadingStory('GET /appointment/detail', 'Loading…');

/** They fail to load: said, and "Try again" lists what there is to pay. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /appointment/detail': failingFirst(apiError(500, 'internal', 'database unavailable'), {
          details: [unpaid, checkoutStarted],
          total: 2,
        }),
        'POST /payment/charge/{id}': never,
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load your payments.', userEvent);
    await expect(await canvas.findByRole('button', { name: /Continue payment/ })).toBeVisible();
  },
};
