import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { apiCalls, apiError, never, reply, type ApiCall } from '../../stories/api-fixtures';
import {
  anong,
  appointmentDetail,
  bangkokTime,
  customerSession,
  orderOf,
  photographerSession,
  somchai,
} from '../../stories/fixtures';
import { bookingDelivery, deliveryOf, inThai } from '../../stories/delivery-fixtures';
import { withPage } from '../../stories/page-harness';
import { slotsAnswer } from '../../stories/slot-fixtures';
import { lineMessage, textMessage, threadOf } from '../../stories/thread-fixtures';
import { Component } from './AppointmentPage';

const ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const pending = appointmentDetail({
  id: ID,
  days: 5,
  hour: 10,
  status: 'Pending',
  note: 'Golden hour at the pier, please',
});
const accepted = appointmentDetail({
  id: ID,
  days: 5,
  hour: 10,
  status: 'Accepted',
  payment: { status: 'Unpaid' },
});
// Accepted two hours ago: about 22 hours left to pay.
accepted.appointment.acceptedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
accepted.appointment.payBy = new Date(Date.now() + 22 * 3_600_000).toISOString();
const overdue = {
  ...accepted,
  appointment: { ...accepted.appointment, payBy: new Date(Date.now() - 5 * 60_000).toISOString() },
};
accepted.appointment.statusHistory = [
  ...accepted.appointment.statusHistory,
  { status: 'Accepted', at: accepted.appointment.acceptedAt!, by: anong.id, reason: null },
];
const canceled = appointmentDetail({
  id: ID,
  days: 5,
  hour: 10,
  status: 'Canceled',
  payment: null,
});
canceled.appointment.statusHistory = [
  ...canceled.appointment.statusHistory,
  { status: 'Accepted', at: bangkokTime(-1, 9), by: anong.id, reason: null },
  {
    status: 'Canceled',
    at: bangkokTime(0, 9),
    by: 'system',
    reason: 'unpaid_by_deadline',
  },
];

const bookingThread = threadOf({ kind: 'appointment', appointmentId: ID, unread: 1 });
const bookingMessages = [
  lineMessage('requested', { start: pending.appointment.start }, bangkokTime(-1, 9)),
  textMessage('Happy to shoot at the pier. Sunset is at 18:10.', false, bangkokTime(-1, 10)),
];

const meta = {
  title: 'Pages/Appointments/Booking',
  component: Component,
  decorators: [withPage],
  parameters: {
    page: {
      route: '/appointment/:id',
      url: `/appointment/${ID}`,
      session: customerSession,
      api: {
        'GET /appointment/detail/{id}': pending,
        'GET /appointment/{id}': pending.appointment,
        'GET /payment/{id}': orderOf(accepted),
        // A booking without a delivery (before the shoot is Completed): the section is absent.
        'GET /appointment/{id}/delivery': reply(200, bookingDelivery(null)),
        // No dispute (asked of a paid booking once its shoot has ended, docs/decisions/0033).
        'GET /appointment/{id}/dispute': { dispute: null },
        // The booking's conversation (docs/decisions/0028): its request line and a question.
        'GET /thread/appointment/{id}': bookingThread,
        'GET /thread/{id}/message': { messages: bookingMessages, nextBefore: null },
        'POST /thread/{id}/read': { unread: 0 },
      },
    },
  },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's Pending request: its note and location can be changed; only what changed is sent. */
export const PendingRequestEditable: Story = {
  parameters: {
    page: {
      api: {
        'PATCH /appointment/{id}': reply(200, {
          ...pending.appointment,
          note: 'Sunrise instead, please',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const note = await canvas.findByRole('textbox', { name: 'Note for the photographer' });
    await expect(note).toHaveValue('Golden hour at the pier, please');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(note);
    await userEvent.type(note, 'Sunrise instead, please');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'PATCH /appointment/{id}')?.body).toEqual({
        note: 'Sunrise instead, please',
      }),
    );
    await expect(apiCalls.find((c) => c.operation === 'PATCH /appointment/{id}')?.path).toEqual({
      id: ID,
    });
    // The form works on the appointment itself, the resource PATCH changes.
    await expect(apiCalls.find((c) => c.operation === 'GET /appointment/{id}')?.path).toEqual({
      id: ID,
    });
    // The request can also be withdrawn from here.
    await expect(
      canvas.getByRole('button', { name: `Withdraw request to ${anong.name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'History' })).toHaveTextContent('You');
    await expect(canvas.getByRole('heading', { name: 'Changes and cancellation' })).toBeVisible();
  },
};

/** A working day (Monday to Saturday in Bangkok) two or three days ahead, so the week shown first has it. */
const workday = [2, 3].find((days) => new Date(bangkokTime(days, 10)).getUTCDay() !== 0)!;
const movable = appointmentDetail({ id: ID, days: workday, hour: 10, status: 'Pending' });

/**
 * "Change time" offers the photographer's free slots of the same length — the request's own
 * hours count as free to it — and saving sends only the new start.
 */
export const MovePendingRequest: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/detail/{id}': reply(200, movable),
        'GET /appointment/{id}': reply(200, movable.appointment),
        // Its own hold blocks unless the page asks with `except` = its id, as the API answers.
        'GET /subpackage/{id}/slots': slotsAnswer(120, [
          { start: movable.appointment.start, end: movable.appointment.end, appointmentId: ID },
        ]),
        'PATCH /appointment/{id}': (call: ApiCall) =>
          reply(200, { ...movable.appointment, ...(call.body as object) }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change time' }));
    const times = await canvas.findByRole('group', { name: 'Available times' });
    const radio = (start: string) =>
      within(times)
        .getAllByRole<HTMLInputElement>('radio')
        .find((r) => r.value === start);
    // Its own 10:00–12:00 is offered (the hold is its own), so is 11:00–13:00 across it.
    await waitFor(() => expect(radio(bangkokTime(workday, 10))).toBeDefined());
    await userEvent.click(radio(bangkokTime(workday, 11))!);
    await expect(canvas.getByText(/^New time:/)).toBeVisible();
    const asked = apiCalls.find((c) => c.operation === 'GET /subpackage/{id}/slots');
    await expect(asked?.path).toEqual({ id: movable.appointment.subpackageId });
    await expect(asked?.query.except).toBe(ID);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'PATCH /appointment/{id}')?.body).toEqual({
        start: bangkokTime(workday, 11),
      }),
    );
  },
};

/** The booking's conversation: its request as a line, the photographer's answer, a labelled composer; read on sight. */
export const BookingConversation: Story = {
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: `Conversation with ${anong.name}` });
    await expect(await within(log).findByText(/^Booking requested for /)).toBeVisible();
    await expect(within(log).getByText(/Sunset is at 18:10/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: `Message to ${anong.name}` })).toBeVisible();
    await expect(canvas.getByText(/once the booking is paid/)).toBeVisible();
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'POST /thread/{id}/read')?.body).toEqual({
        upTo: bookingMessages.at(-1)!.seq,
      }),
    );
  },
};

/**
 * "Add to calendar" fetches the shoot's .ics from the API (the same event as the mailed
 * invitations); "Add to Google Calendar" opens Google's new-event page with the shoot filled in.
 */
export const AddToCalendar: Story = {
  parameters: {
    page: { api: { 'GET /appointment/{id}/calendar': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' } },
  },
  play: async ({ canvas, userEvent }) => {
    const google = await canvas.findByRole('link', {
      name: 'Add to Google Calendar (opens in a new tab)',
    });
    const event = new URL(google.getAttribute('href') ?? '').searchParams;
    await expect(event.get('action')).toBe('TEMPLATE');
    await expect(event.get('text')).toMatch(/ · .+ — /);
    await expect(event.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    await expect(google).toHaveAttribute('target', '_blank');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() =>
      expect(apiCalls.find((c) => c.operation === 'GET /appointment/{id}/calendar')?.path).toEqual({
        id: ID,
      }),
    );
  },
};

/** The photographer sees the customer's note (read-only) and may accept or reject. */
export const PendingForThePhotographer: Story = {
  parameters: { page: { session: photographerSession } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: `Reject booking from ${somchai.name}` }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Note for the photographer' })).toBeNull();
    await expect(canvas.getAllByText(/Golden hour at the pier, please/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('list', { name: 'History' })).toHaveTextContent(somchai.name);
  },
};

/** Accepted and unpaid: the pay-by time and the time left, the pay link, and the history with the acceptance. */
export const AcceptedAwaitingPayment: Story = {
  parameters: { page: { api: { 'GET /appointment/detail/{id}': accepted } } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(/^Pay by /);
    await expect(notice).toHaveTextContent(/Time left: in 2[12] hours/);
    await expect(canvas.getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      '/payment/topay',
    );
    await expect(canvas.getByText(/refunded by its cancellation policy/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/payment/order/${accepted.payment!.id}`,
    );
    const steps = canvas
      .getAllByRole('listitem')
      .filter((item) => item.closest('[data-slot="status-timeline"]'));
    await expect(steps).toHaveLength(2);
    await expect(steps[1]).toHaveTextContent(`Accepted${anong.name}`);
    // The order is part of the booking's page: nothing has been charged yet.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Order' })).toBeVisible();
    await expect(canvas.getByText('No money has moved yet.')).toBeVisible();
  },
};

const paid = appointmentDetail({
  id: ID,
  days: 5,
  hour: 10,
  status: 'Accepted',
  payment: { status: 'Paid', paidAt: new Date().toISOString() },
});

/** Paid: the booking's page shows the order with its ledger line (the charge), as the order page does. */
export const PaidWithLedger: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/detail/{id}': reply(200, paid),
        'GET /payment/{id}': reply(200, orderOf(paid)),
      },
    },
  },
  play: async ({ canvas }) => {
    const ledger = await canvas.findByRole('table', {
      name: 'Ledger lines of this order (append-only)',
    });
    await expect(within(ledger).getByRole('cell', { name: 'Charge' })).toBeVisible();
    await expect(within(ledger).getByText(/4,500/)).toBeVisible();
    await expect(apiCalls.find((c) => c.operation === 'GET /payment/{id}')?.path).toEqual({
      id: paid.payment!.id,
    });
    await expect(canvas.queryByRole('link', { name: 'Pay' })).toBeNull();
  },
};

const paidApi = {
  'GET /appointment/detail/{id}': reply(200, paid),
  'GET /payment/{id}': reply(200, orderOf(paid)),
};

/**
 * Paid, five days ahead under the booking's MODERATE policy: the policy in words and what the
 * customer's cancellation now would give back (half, asked of the machines' refund rule).
 */
export const PaidCancellationPolicy: Story = {
  parameters: { page: { api: paidApi } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Cancellation policy' }),
    ).toBeVisible();
    await expect(canvas.getByText('Cancellation policy: Moderate')).toBeVisible();
    await expect(
      canvas.getByText('If you cancel now, you get back ฿2,250 of ฿4,500.'),
    ).toBeVisible();
  },
};

/** The same booking as its photographer reads it: their cancellation refunds in full. */
export const PaidCancellationPolicyForThePhotographer: Story = {
  parameters: { page: { session: photographerSession, api: paidApi } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        `If you cancel, ${somchai.name} gets back all ฿4,500; if they cancel now, they get back ฿2,250.`,
      ),
    ).toBeVisible();
  },
};

/** The customer's cancel dialog of a paid booking says what comes back before they confirm. */
export const CancelPaidBookingDialog: Story = {
  parameters: { page: { api: paidApi } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Cancel the appointment with ${anong.name}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(within(dialog).getByText('You will get back ฿2,250 of ฿4,500.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeVisible();
  },
};

/** The customer's cancel dialog in Thai: the policy's refund in baht, written for th-TH. */
export const CancelPaidBookingDialogInThai: Story = {
  ...inThai,
  parameters: { page: { api: paidApi } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `ยกเลิกการจองกับ ${anong.name}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'ยกเลิกการจองนี้หรือไม่' });
    await expect(
      within(dialog).getByText(/^คุณจะได้รับเงินคืน ฿2,250(\.00)? จาก ฿4,500(\.00)?$/),
    ).toBeVisible();
  },
};

/** The photographer's cancel dialog of a paid booking: the customer gets everything back. */
export const CancelPaidBookingDialogForThePhotographer: Story = {
  parameters: { page: { session: photographerSession, api: paidApi } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Cancel the appointment with ${somchai.name}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(
      within(dialog).getByText(`${somchai.name} will get back all ฿4,500.`),
    ).toBeVisible();
  },
};

/** The deadline passed moments ago: the customer is told the booking is about to be canceled. */
export const PaymentOverdue: Story = {
  parameters: { page: { api: { 'GET /appointment/detail/{id}': overdue } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The deadline has passed');
  },
};

/**
 * Canceled by the system for non-payment: the reason, stored as the code `unpaid_by_deadline`, is
 * in the history in words; no actions, no pay-by notice.
 */
export const ExpiredUnpaid: Story = {
  parameters: { page: { api: { 'GET /appointment/detail/{id}': canceled } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Reason:', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'History' })).toHaveTextContent('ShootBook');
    await expect(canvas.getByRole('list', { name: 'History' })).toHaveTextContent(
      '“Unpaid by the pay-by deadline”',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Cancel|Withdraw/ })).toBeNull();
    // A called-off shoot is nothing to put in a calendar.
    await expect(canvas.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Google Calendar/ })).toBeNull();
  },
};

/** While the booking loads. */
export const Loading: Story = {
  parameters: { page: { api: { 'GET /appointment/detail/{id}': never } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** Someone else's booking: 403 from the API, explained, with a retry. */
export const NotYours: Story = {
  parameters: {
    page: {
      api: { 'GET /appointment/detail/{id}': apiError(403, 'forbidden', 'not your appointment') },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This booking could not be loaded.');
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

const shot = appointmentDetail({
  id: ID,
  days: -3,
  hour: 10,
  status: 'Completed',
  payment: { status: 'Paid' },
});

/** After the shoot, the customer's finals are in: the delivery's steps, the way to the photos, accept. */
export const DeliveryFinalsForTheCustomer: Story = {
  parameters: {
    page: {
      api: {
        'GET /appointment/detail/{id}': reply(200, shot),
        'GET /payment/{id}': reply(200, orderOf(shot)),
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('customer', 'FinalsDelivered', { appointmentId: ID })),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Photo delivery' });
    await expect(
      within(panel).getByRole('list', { name: 'Delivery steps' }).querySelector('[aria-current]'),
    ).toHaveTextContent('Finals');
    await expect(within(panel).getByRole('link', { name: 'View your photos' })).toHaveAttribute(
      'href',
      `/appointment/${ID}/delivery`,
    );
    await expect(within(panel).getByRole('button', { name: 'Accept the photos' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Ask for a revision' })).toBeVisible();
  },
};

/** The photographer's view of the same booking with the picks in: upload and deliver, no answers. */
export const DeliveryPicksForThePhotographer: Story = {
  parameters: {
    page: {
      session: photographerSession,
      api: {
        'GET /appointment/detail/{id}': reply(200, shot),
        'GET /payment/{id}': reply(200, orderOf(shot)),
        'GET /appointment/{id}/delivery': reply(
          200,
          bookingDelivery(deliveryOf('photographer', 'PicksSubmitted', { appointmentId: ID })),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Photo delivery' });
    await expect(panel).toHaveTextContent('The customer picked 3 photos.');
    await expect(within(panel).getByRole('link', { name: 'Upload photos' })).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Accept the photos' })).toBeNull();
  },
};
