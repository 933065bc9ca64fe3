import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@shootbook/api-client';
import { formattingLocale } from '@shootbook/machines';
import { formatSatang } from '@shootbook/ui';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, never, reply, type ApiCall, type ApiFixtures } from '../../stories/api-fixtures';
import {
  appointmentDetail,
  customerSession,
  orderOf,
  photographerSession,
} from '../../stories/fixtures';
import { bookingDelivery, inThai } from '../../stories/delivery-fixtures';
import { withPage } from '../../stories/page-harness';
import { threadOf } from '../../stories/thread-fixtures';
import { Component } from './AppointmentPage';

const ID = '6d7e8f90-ab1c-4d2e-8f30-4b5c6d7e8f90';
const DISPUTE_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
/** A paid shoot that ended yesterday and was never marked completed: inside the dispute window. */
const paid = appointmentDetail({
  id: ID,
  days: -1,
  hour: 10,
  status: 'Accepted',
  payment: { status: 'Paid', paidAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
});
const payment = paid.payment!;

/** The customer's dispute of {@link paid}, opened an hour ago, unanswered. */
const opened: Schemas['Dispute'] = {
  id: DISPUTE_ID,
  appointmentId: ID,
  paymentId: payment.id,
  customerId: paid.appointment.customerId,
  photographerId: paid.appointment.photographerId,
  reason: 'no_show',
  text: 'Nobody came to the pier; I waited an hour.',
  status: 'Opened',
  answer: null,
  answeredAt: null,
  decision: null,
  refundAmount: null,
  decidedAt: null,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
};
const answered: Schemas['Dispute'] = {
  ...opened,
  status: 'Answered',
  answer: 'I was at the north pier at 10:00 as written in the booking.',
  answeredAt: new Date(Date.now() - 1_800_000).toISOString(),
};
/** Half of what was paid back to the customer. */
const REFUND = Math.round(payment.amount / 2);
const decided: Schemas['Dispute'] = {
  ...answered,
  status: 'Decided',
  decision: 'partial_refund',
  refundAmount: REFUND,
  decidedAt: new Date(Date.now() - 600_000).toISOString(),
};

/**
 * The booking page's answers with a dispute that changes as it is opened or answered, as the API
 * does: `GET` answers what the last `POST` made.
 */
function disputeApi(start: Schemas['Dispute'] | null): () => ApiFixtures {
  return () => {
    let dispute = start;
    return {
      'GET /appointment/detail/{id}': reply(200, paid),
      'GET /payment/{id}': reply(200, orderOf(paid)),
      'GET /appointment/{id}/delivery': reply(200, bookingDelivery(null)),
      'GET /thread/appointment/{id}': threadOf({ kind: 'appointment', appointmentId: ID }),
      'GET /thread/{id}/message': { messages: [], nextBefore: null },
      'POST /thread/{id}/read': { unread: 0 },
      'GET /appointment/{id}/dispute': () => reply(200, { dispute }),
      'POST /appointment/{id}/dispute': (call: ApiCall) => {
        dispute = { ...opened, ...(call.body as Pick<Schemas['Dispute'], 'reason' | 'text'>) };
        return reply(201, dispute);
      },
      'POST /appointment/{id}/dispute/answer': (call: ApiCall) => {
        dispute = {
          ...answered,
          answer: (call.body as { text: string }).text,
        };
        return reply(200, dispute);
      },
    };
  };
}

const meta = {
  title: 'Pages/Appointments/Booking dispute',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/appointment/:id',
      url: `/appointment/${ID}`,
      session: customerSession,
      api: disputeApi(null),
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Thai stories leave axe's `label-content-name-mismatch` out: it splits a name into words at
 * spaces, which Thai does not write (the booking's cancel button reads as a mismatch).
 */
const thaiA11y = {
  a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } },
};

const money = (satang: number, language: string) =>
  formatSatang(satang, formattingLocale(language));

/**
 * The customer of a paid booking whose shoot has ended: "Report a problem" opens a dialog with the
 * reason and what happened; an empty text is refused in words; sending posts the reason code and
 * the text, and the page then shows the dispute with the payout held.
 */
export const CustomerReportsAProblem: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'A problem with the shoot?' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report a problem' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('Tell us what happened.')).toBeVisible();
    await expect(apiCalls.some((c) => c.operation === 'POST /appointment/{id}/dispute')).toBe(
      false,
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'What is the problem?' }),
      'not_as_agreed',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'What happened' }),
      'The shoot ended after 40 minutes.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'POST /appointment/{id}/dispute')?.body).toEqual({
        reason: 'not_as_agreed',
        text: 'The shoot ended after 40 minutes.',
      }),
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Dispute' })).toBeVisible();
    await expect(canvas.getByText('The shoot was not as agreed')).toBeVisible();
    await expect(
      canvas.getByText("The photographer's payout is held until we decide."),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  },
};

/** The same dialog in Thai, with the three reasons in Thai. */
export const CustomerReportsAProblemInThai: Story = {
  ...inThai,
  parameters: thaiA11y,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'แจ้งปัญหา' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'แจ้งปัญหา' });
    const reason = within(dialog).getByRole('combobox', { name: 'ปัญหาคืออะไร' });
    await expect(reason).toHaveValue('no_show');
    await expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ช่างภาพไม่มา', 'การถ่ายภาพไม่เป็นไปตามที่ตกลงกัน', 'ไม่ได้รับภาพ']);
    await expect(within(dialog).getByRole('button', { name: 'ส่งเรื่อง' })).toBeVisible();
  },
};

/** A refusal of the API (the window closed meanwhile) is told in words and keeps the dialog open. */
export const CustomerReportRefused: Story = {
  parameters: {
    page: {
      api: () => ({
        ...disputeApi(null)(),
        'POST /appointment/{id}/dispute': reply(409, {
          code: 'invalid_transition',
          message: 'The dispute window has closed',
          params: { reason: 'dispute_window_closed' },
        }),
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report a problem' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What happened' }), 'No one.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const told = await screen.findByText(
      'The time to dispute this booking has passed (72 hours after the shoot, or until the photos are accepted).',
    );
    await waitFor(() => expect(told).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'What happened' })).toHaveValue(
      'No one.',
    );
  },
};

/** The customer's open dispute: status, reason, text and the held payout; nothing to report again. */
export const DisputeOpenedForTheCustomer: Story = {
  parameters: { page: { api: disputeApi(opened) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Dispute' })).toBeVisible();
    await expect(await canvas.findByText("Waiting for the photographer's answer")).toBeVisible();
    await expect(canvas.getByText('The photographer did not come')).toBeVisible();
    await expect(canvas.getByText(opened.text)).toBeVisible();
    await expect(
      canvas.getByText("The photographer's payout is held until we decide."),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  },
};

/** The customer's open dispute in Thai. */
export const DisputeOpenedForTheCustomerInThai: Story = {
  ...inThai,
  parameters: { page: { api: disputeApi(opened) }, ...thaiA11y },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'ข้อโต้แย้ง' })).toBeVisible();
    await expect(await canvas.findByText('รอช่างภาพตอบ')).toBeVisible();
    await expect(canvas.getByText('ช่างภาพไม่มา')).toBeVisible();
    await expect(canvas.getByText('ระบบจะยังไม่โอนเงินให้ช่างภาพจนกว่าเราจะตัดสิน')).toBeVisible();
  },
};

/**
 * The photographer answers the open dispute once: an empty answer is refused in words; the
 * answer is sent and shown, and the form is gone.
 */
export const PhotographerAnswers: Story = {
  parameters: { page: { session: photographerSession, api: disputeApi(opened) } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your payout is held until we decide.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Write your answer.')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your answer' }),
      'I waited at the north pier.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(
        apiCalls.find((c) => c.operation === 'POST /appointment/{id}/dispute/answer')?.body,
      ).toEqual({ text: 'I waited at the north pier.' }),
    );
    await expect(await canvas.findByText('I waited at the north pier.')).toBeVisible();
    await expect(canvas.getByText('Answered, waiting for our decision')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  },
};

/** The photographer's answer form in Thai. */
export const PhotographerAnswersInThai: Story = {
  ...inThai,
  parameters: { page: { session: photographerSession, api: disputeApi(opened) }, ...thaiA11y },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'คำตอบของคุณ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ส่งคำตอบ' })).toBeVisible();
    await expect(canvas.getByText('ระบบจะยังไม่โอนเงินให้คุณจนกว่าเราจะตัดสิน')).toBeVisible();
  },
};

/**
 * Decided with a partial refund: the answer and the operator's decision with the amounts (what
 * went back of what was paid); the payout is no longer held and the photographer answers no more.
 */
export const DecidedWithPartialRefund: Story = {
  parameters: { page: { session: photographerSession, api: disputeApi(decided) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Decided')).toBeVisible();
    await expect(canvas.getByText(answered.answer!)).toBeVisible();
    await expect(
      canvas.getByText(
        `Partial refund: ${money(REFUND, 'en')} of the ${money(payment.amount, 'en')} paid goes back to the customer; the photographer is paid from the other ${money(payment.amount - REFUND, 'en')}.`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Your payout is held until we decide.')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  },
};

/** The decided dispute in Thai, for the customer. */
export const DecidedWithPartialRefundInThai: Story = {
  ...inThai,
  parameters: { page: { api: disputeApi(decided) }, ...thaiA11y },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ตัดสินแล้ว')).toBeVisible();
    await expect(
      canvas.getByText(
        `คืนเงินบางส่วน: คืน ${money(REFUND, 'th')} จากยอดที่ชำระ ${money(payment.amount, 'th')} ให้ลูกค้า ช่างภาพได้รับเงินจาก ${money(payment.amount - REFUND, 'th')} ที่เหลือ`,
      ),
    ).toBeVisible();
  },
};

/** While the dispute loads, its section says so. */
export const DisputeLoading: Story = {
  parameters: {
    page: { api: () => ({ ...disputeApi(null)(), 'GET /appointment/{id}/dispute': never }) },
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Dispute' });
    const section = heading.closest<HTMLElement>('[data-slot="card"]')!;
    await expect(within(section).getByRole('status')).toBeVisible();
  },
};
