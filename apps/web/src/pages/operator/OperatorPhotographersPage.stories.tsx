import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { bodySent } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { operatorPhotographers, operatorSession } from '../../stories/operator-fixtures';
import { findToast, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './OperatorPhotographersPage';

const [suspended, listed] = operatorPhotographers as [
  (typeof operatorPhotographers)[number],
  (typeof operatorPhotographers)[number],
];

const meta = {
  title: 'Pages/Operator/Photographers',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/operator/photographers',
      session: operatorSession,
      api: {
        'GET /operator/photographers': { photographers: operatorPhotographers },
        'POST /operator/photographers/{id}/suspension': {
          ...listed,
          suspendedAt: '2026-11-22T05:00:00.000Z',
        },
        'POST /operator/photographers/{id}/restoration': { ...suspended, suspendedAt: null },
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suspended photographers first, with since when; each row's Suspend or Restore. */
export const Photographers: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Photographers and their suspension' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(suspended.name);
    await expect(rows[1]).toHaveTextContent('Suspended since');
    await expect(rows[2]).toHaveTextContent('Listed');
    await expect(
      within(table).getByRole('button', { name: `Restore ${suspended.name}` }),
    ).toBeVisible();
    await expect(
      within(table).getByRole('button', { name: `Suspend ${listed.name}` }),
    ).toBeVisible();
  },
};

/** Suspending asks for a reason, which goes with the call to the audit log. */
export const Suspend: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Suspend ${listed.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Suspend ${listed.name}?` });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Two no-shows this week.');
    await userEvent.click(confirm);
    await findToast(`${listed.name} is suspended`);
    await expect(bodySent('POST /operator/photographers/{id}/suspension')).toEqual({
      reason: 'Two no-shows this week.',
    });
  },
};

/** The list in Thai, and the restore dialog. */
export const RestoreInThai: Story = {
  ...inThai,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('แสดงในรายชื่อ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `คืนสถานะ ${suspended.name}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `คืนสถานะ ${suspended.name}?`,
    });
    await userEvent.type(within(dialog).getByLabelText('เหตุผล'), 'ตรวจสอบแล้ว');
    await userEvent.click(within(dialog).getByRole('button', { name: 'คืนสถานะ' }));
    await findToast(`คืนสถานะ ${suspended.name} แล้ว`);
    await expect(bodySent('POST /operator/photographers/{id}/restoration')).toEqual({
      reason: 'ตรวจสอบแล้ว',
    });
  },
};

export const Loading: Story = loadingStory('GET /operator/photographers', 'Loading photographers…');
