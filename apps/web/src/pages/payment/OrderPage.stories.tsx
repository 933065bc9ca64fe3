import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiError, reply } from '../../stories/api-fixtures';
import {
  appointmentDetail,
  bangkokTime,
  customerSession,
  orderOf,
  photographerSession,
} from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './OrderPage';

const detail = appointmentDetail({
  id: '4c5d6e7f-8a9b-4c0d-9e1f-3a4b5c6d7e8f',
  days: 6,
  hour: 16,
  status: 'Accepted',
  payment: { status: 'Paid', paidAt: bangkokTime(-1, 12) },
});
const paid = orderOf(detail);
const oid = paid.payment.id;

const meta = {
  title: 'Pages/Payments/Order',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/payment/order/:oid',
      url: `/payment/order/${oid}`,
      session: customerSession,
      api: { 'GET /payment/{id}': paid },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: the receipt (฿4,500) and its charge line in the ledger; nothing left to pay. */
export const PaidOrder: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ledger' })).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Ledger lines of this order (append-only)' }),
    ).toHaveTextContent(/4,500/);
    await expect(canvas.queryByRole('link', { name: 'Go to payment' })).toBeNull();
    // The receipt says what was bought and from whom, not the payment's raw id.
    await expect(
      canvas.getByText(
        `Receipt for ${paid.package.title} · ${paid.subpackage.title} with ${paid.photographer.name}`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(new RegExp(oid))).toBeNull();
  },
};

/** Accepted but not paid yet: no money has moved and the customer is offered the payment. */
export const AwaitingPayment: Story = {
  parameters: {
    page: {
      api: {
        'GET /payment/{id}': reply(
          200,
          orderOf({ ...detail, payment: { ...detail.payment!, status: 'Unpaid', paidAt: null } }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No money has moved yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/payment/topay',
    );
  },
};

/** The photographer's view of the same order shows the payout after the 10 % platform fee (฿4,050). */
export const PhotographerView: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payout to the photographer')).toBeVisible();
    await expect(
      canvas.getByText('Payout to the photographer').nextElementSibling,
    ).toHaveTextContent(/4,050/);
  },
};

/** Someone else's or a mistyped order: 404 from the API, with a retry. */
export const NotFound: Story = {
  parameters: {
    page: { api: { 'GET /payment/{id}': apiError(404, 'not_found', 'payment not found') } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load this order.');
    await expect(alert).toHaveTextContent('We could not find what you were looking for.');
  },
};

/** While the order loads. */
export const Loading: Story = loadingStory('GET /payment/{id}', 'Loading…');
