import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inThai } from '../../stories/delivery-fixtures';
import { operatorActions, operatorSession } from '../../stories/operator-fixtures';
import { withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './AuditPage';

const meta = {
  title: 'Pages/Operator/Audit',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/operator/audit',
      session: operatorSession,
      api: { 'GET /operator/audit': { actions: operatorActions, total: 2 } },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The log, newest first: who, what, on what (a decided dispute links its booking) and why. */
export const Audit: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'The latest 2 of 2 entries' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('ops@shootbook.example');
    await expect(rows[1]).toHaveTextContent('Dispute decided');
    await expect(within(rows[1]!).getByRole('link', { name: 'Booking' })).toHaveAttribute(
      'href',
      `/operator/bookings/${String(operatorActions[0]!.details['appointmentId'])}`,
    );
    await expect(rows[2]).toHaveTextContent('op-uid-2');
    await expect(rows[2]).toHaveTextContent('Three no-shows in a month.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The log in Thai. */
export const AuditInThai: Story = {
  ...inThai,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: '2 รายการล่าสุดจากทั้งหมด 2 รายการ' }),
    ).toBeVisible();
    await expect(canvas.getByText('ระงับช่างภาพ')).toBeVisible();
  },
};

/** Nothing logged yet. */
export const Empty: Story = {
  parameters: { page: { api: { 'GET /operator/audit': { actions: [], total: 0 } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No operator actions yet')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('GET /operator/audit', 'Loading the audit log…');
