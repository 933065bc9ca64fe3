import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { never } from '../../stories/api-fixtures';
import { appointmentDetail, bangkokTime, customerSession } from '../../stories/fixtures';
import { withPage } from '../../stories/page-harness';
import { Component } from './TransactionsPage';

const older = appointmentDetail({ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', days: -20, hour: 10, status: 'Accepted', payment: { status: 'Refunded', paidAt: bangkokTime(-25, 9) } });
const newer = appointmentDetail({ id: '6f5e4d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f', days: 5, hour: 10, status: 'Accepted', payment: { id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', status: 'Paid', paidAt: bangkokTime(-1, 9) } });
const line = (id: string, type: 'charge' | 'refund', amount: number, paymentId: string, userId: string, createdAt: string) => ({ id, type, amount, currency: 'THB' as const, paymentId, userId, createdAt });
const list = {
  payments: [newer.payment!, older.payment!],
  // As the API lists them: each payment's lines in the order they happened.
  transactions: [
    line('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 'charge', 450_000, older.payment!.id, older.customer.id, bangkokTime(-25, 9)),
    line('1c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f', 'refund', 450_000, older.payment!.id, older.customer.id, bangkokTime(-22, 9)),
    line('2d3e4f5a-6b7c-4d8e-af90-1b2c3d4e5f6a', 'charge', 450_000, newer.payment!.id, newer.customer.id, bangkokTime(-1, 9)),
  ],
  total: 2,
};

const meta = {
  title: 'Pages/Payments/Transactions',
  component: Component,
  decorators: [withPage],
  parameters: { page: { route: '/payment/transaction', url: '/payment/transaction', session: customerSession, api: { 'GET /payment': list } } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's ledger: newest line first, with what they paid and what came back in the totals. */
export const CustomerNewestFirst: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Ledger transactions, newest first' });
    const rows = [...table.querySelectorAll('tbody tr')];
    await expect(rows.map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual([bangkokTime(-1, 9), bangkokTime(-22, 9), bangkokTime(-25, 9)]);
    await expect(rows[1]).toHaveTextContent(/Refund/i);
  },
};

/** While the ledger loads. */
export const Loading: Story = {
  parameters: { page: { api: { 'GET /payment': never } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
