import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Money } from './money.tsx';
import { StatusBadge } from './status-badge.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx';

const rows = [
  { id: 't1', date: '21 Nov 2026', kind: 'charge', amount: 350000, status: 'Paid' as const },
  { id: 't2', date: '21 Nov 2026', kind: 'fee', amount: -35000, status: 'Paid' as const },
  { id: 't3', date: '28 Nov 2026', kind: 'payout', amount: 315000, status: 'Completed' as const },
];

const meta = {
  title: 'Payments/Table',
  component: Table,
  tags: ['autodocs'],
  render: (args) => (
    <Table {...args}>
      <TableCaption>Transactions for November 2026</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead numeric>Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.date}</TableCell>
            <TableCell className="capitalize">{r.kind}</TableCell>
            <TableCell>
              <StatusBadge status={r.status} label={r.status} />
            </TableCell>
            <TableCell numeric>
              <Money satang={r.amount} locale="en" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Transactions for November 2026' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getByText('-฿350')).toBeVisible();
    // The Amount column is numeric: its header and cells end on the same right edge.
    const head = canvas.getByRole('columnheader', { name: 'Amount' });
    const cell = canvas.getByText('฿3,150').closest('td');
    await expect(getComputedStyle(head).textAlign).toBe('right');
    await expect(cell && getComputedStyle(cell).textAlign).toBe('right');
  },
};
