import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiError, failingFirst, reply } from '../../stories/api-fixtures';
import { appointmentDetail, bangkokTime, customerSession, orderOf } from '../../stories/fixtures';
import { tryAgainAfter, withPage } from '../../stories/page-harness';
import { Component } from './PaymentSuccessPage';

const detail = appointmentDetail({
  id: 'af6a7b8c-9d0e-4f1a-9b2c-4d5e6f7a8b9c',
  days: 6,
  hour: 16,
  status: 'Accepted',
});
const payment = detail.payment!;
const inProcess = orderOf({ ...detail, payment: { ...payment, status: 'InProcess' } });
const paid = orderOf({
  ...detail,
  payment: { ...payment, status: 'Paid', paidAt: bangkokTime(0, 12) },
});

const meta = {
  title: 'Pages/Payments/Payment success',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/payment/success',
      url: `/payment/success?oid=${payment.id}`,
      session: customerSession,
      api: { 'GET /payment/{id}': inProcess },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from checkout, before the provider's webhook arrived: the page waits and says so. */
export const Confirming: Story = {
  play: async ({ canvas }) => {
    // The order summary arrived, and the payment is still being confirmed.
    await expect(await canvas.findByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/payment/order/${payment.id}`,
    );
    await expect(canvas.getByText('Confirming your payment…')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  },
};

/** The webhook marks the payment Paid while the page polls: "Payment received" replaces the wait. */
export const PaymentReceived: Story = {
  parameters: {
    page: {
      api: () => {
        let calls = 0;
        return { 'GET /payment/{id}': () => (++calls === 1 ? inProcess : paid) };
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirming your payment…')).toBeVisible();
    // The page polls every second.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Thank you! Your booking is paid. The photographer has been notified.'),
    ).toBeVisible();
  },
};

/** The checkout was abandoned: the payment is Unpaid again and the customer can retry from To pay. */
export const NotPaid: Story = {
  parameters: { page: { api: { 'GET /payment/{id}': reply(200, orderOf(detail)) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The payment was not completed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to To pay' })).toHaveAttribute(
      'href',
      '/payment/topay',
    );
  },
};

/** The order cannot be read (500): said, and "Try again" asks again and shows where the payment stands. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: () => ({
        'GET /payment/{id}': failingFirst(apiError(500, 'internal', 'database unavailable'), paid),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('Could not load this order.', userEvent);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment received' }),
    ).toBeVisible();
  },
};

/** Opened without an order in the address: nothing to wait for, the customer is sent to what there is to pay. */
export const NoOrder: Story = {
  parameters: { page: { url: '/payment/success' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No order was given')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to To pay' })).toHaveAttribute(
      'href',
      '/payment/topay',
    );
  },
};
