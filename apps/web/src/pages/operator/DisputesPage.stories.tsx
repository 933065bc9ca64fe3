import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, bodySent, failingFirst, reply } from '../../stories/api-fixtures';
import { inThai } from '../../stories/delivery-fixtures';
import { disputes, operatorSession } from '../../stories/operator-fixtures';
import { findToast, tryAgainAfter, withPage } from '../../stories/page-harness';
import { loadingStory } from '../../stories/shared-stories';
import { Component } from './DisputesPage';

const [first] = disputes as [(typeof disputes)[number]];

const meta = {
  title: 'Pages/Operator/Disputes',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/operator',
      session: operatorSession,
      api: {
        'GET /operator/disputes': { disputes },
        'POST /operator/disputes/{id}/decision': () => ({
          ...first,
          status: 'Decided',
          decision: 'partial_refund',
          refundAmount: 150050,
          decidedAt: '2026-11-22T05:00:00.000Z',
        }),
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The disputes to decide, each with the customer's words, the answer if any and "Decide". */
export const Disputes: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'The photographer did not come' }),
    ).toBeVisible();
    await expect(canvas.getByText(first.text)).toBeVisible();
    await expect(canvas.getByText('No answer yet')).toBeVisible();
    await expect(
      canvas.getByText('The other 20 are being edited and will arrive on Friday.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Decide' })).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'Booking and ledger' })[0]).toHaveAttribute(
      'href',
      `/operator/bookings/${first.appointmentId}`,
    );
  },
};

/** The decide dialog: the reason is required; a partial refund in baht is sent in satang. */
export const DecidePartialRefund: Story = {
  play: async ({ canvas, userEvent }) => {
    const [decideFirst] = await canvas.findAllByRole('button', { name: 'Decide' });
    await userEvent.click(decideFirst!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Decide this dispute?' });
    const confirm = within(dialog).getByRole('button', { name: 'Decide' });
    await expect(confirm).toBeDisabled();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Decision'),
      'Partial refund to the customer',
    );
    const amount = within(dialog).getByLabelText('Refund amount (baht)');
    await userEvent.type(amount, '15x');
    await expect(
      within(dialog).getByText('Enter an amount in baht, e.g. 1500 or 1500.50.'),
    ).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500.50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Half the photos are missing.');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await findToast('Dispute decided');
    await expect(bodySent('POST /operator/disputes/{id}/decision')).toEqual({
      decision: 'partial_refund',
      amount: 150050,
      reason: 'Half the photos are missing.',
    });
    await expect(apiCalls).toContainEqual(
      expect.objectContaining({
        operation: 'POST /operator/disputes/{id}/decision',
        path: { id: first.id },
      }),
    );
  },
};

/** A refusal (the amount is not below what was paid) is said and the dialog stays open. */
export const DecideRefused: Story = {
  parameters: {
    page: {
      api: {
        'POST /operator/disputes/{id}/decision': reply(422, {
          code: 'unprocessable',
          message: 'Developer message the page never shows',
          params: { reason: 'dispute_amount_out_of_range' },
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const [decideFirst] = await canvas.findAllByRole('button', { name: 'Decide' });
    await userEvent.click(decideFirst!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Decide this dispute?' });
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Decision'),
      'Partial refund to the customer',
    );
    await userEvent.type(within(dialog).getByLabelText('Refund amount (baht)'), '9000');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Most of it back.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await findToast('The refund must be more than nothing and less than the amount paid.');
    await expect(screen.getByRole('alertdialog', { name: 'Decide this dispute?' })).toBeVisible();
  },
};

/** The decide dialog in Thai, a full refund with its reason. */
export const DecideInThai: Story = {
  ...inThai,
  play: async ({ canvas, userEvent }) => {
    const [decideFirst] = await canvas.findAllByRole('button', { name: 'ตัดสิน' });
    await userEvent.click(decideFirst!);
    const dialog = await screen.findByRole('alertdialog', { name: 'ตัดสินข้อโต้แย้งนี้?' });
    await expect(within(dialog).getByLabelText('คำตัดสิน')).toHaveDisplayValue('คืนเงินเต็มจำนวนให้ลูกค้า');
    await userEvent.type(within(dialog).getByLabelText('เหตุผล'), 'ช่างภาพไม่มา');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตัดสิน' }));
    await findToast('ตัดสินข้อโต้แย้งแล้ว');
    await expect(bodySent('POST /operator/disputes/{id}/decision')).toEqual({
      decision: 'refund',
      reason: 'ช่างภาพไม่มา',
    });
  },
};

/** The list in Thai. */
export const DisputesInThai: Story = {
  ...inThai,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'ช่างภาพไม่มาตามนัด' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'ข้อโต้แย้ง' })).toBeVisible();
    await expect(canvas.getByText('รอช่างภาพตอบ')).toBeVisible();
  },
};

/** Nothing to decide. */
export const Empty: Story = {
  parameters: { page: { api: { 'GET /operator/disputes': { disputes: [] } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No disputes to decide')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('GET /operator/disputes', 'Loading disputes…');

/** The list fails to load; "Try again" asks again. */
export const LoadFailed: Story = {
  parameters: {
    page: {
      api: {
        'GET /operator/disputes': failingFirst(apiError(500, 'internal', 'boom'), { disputes }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await tryAgainAfter('We could not load the disputes', userEvent);
    await waitFor(async () =>
      expect(
        await canvas.findByRole('heading', { level: 2, name: 'The photographer did not come' }),
      ).toBeVisible(),
    );
  },
};
