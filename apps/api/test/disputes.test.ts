/**
 * Disputes of paid bookings (docs/product.md §12, docs/decisions/0033): the customer opens one
 * within the window, the payout waits, the photographer answers, an operator decides, and the
 * money moves through the provider with ledger lines that add up to what was paid. Runs on PGlite
 * and, with DATABASE_URL, on PostgreSQL (the race of two openings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shootbook/api-client';

import { runDeliverySweeps } from '../src/deliveries/index.ts';
import { bkk, bookingWorld, FEE, PRICE, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';
import { signUpOperator } from './helpers/operator.ts';

type Schemas = components['schemas'];
type Answer = Schemas['Dispute'] & Schemas['Error'];

const HOUR = 3_600_000;
let w: BookingWorld;
let operator: TestUser;
let day = 1;
/** The next day of the photographer's week (Monday to Saturday) from day 1 on. */
function nextDay(): number {
  if (day % 7 === 6) day += 1;
  return day++;
}

beforeAll(async () => {
  w = await bookingWorld();
  operator = await signUpOperator(w.t);
});
afterAll(async () => {
  await w?.t.close();
});

/** A paid booking of the next free day at 10:00 Bangkok, its shoot over and marked Completed. */
async function completedPaid(subpackageId?: string) {
  w.clock.set(new Date(bkk(0, '07:00')));
  const start = bkk(nextDay(), '10:00');
  const { appointment, payment } = await w.paid(start, 'card', subpackageId);
  w.clock.set(new Date(Date.parse(appointment.end) + 60_000));
  const done = await w.setStatus(appointment.id, 'Completed', w.photographer);
  expect(done.status).toBe(200);
  return { appointment, payment };
}

const open = (appointmentId: string, who: TestUser = w.customer, body?: object) =>
  w.t.request<Answer>({
    method: 'POST',
    url: `/appointment/${appointmentId}/dispute`,
    token: who.token,
    body: body ?? { reason: 'not_as_agreed', text: 'Half the shots are out of focus' },
  });
const answer = (appointmentId: string, who: TestUser = w.photographer) =>
  w.t.request<Answer>({
    method: 'POST',
    url: `/appointment/${appointmentId}/dispute/answer`,
    token: who.token,
    body: { text: 'It was getting dark; I sent extra edits' },
  });
const decide = (disputeId: string, body: object, who: TestUser = operator) =>
  w.t.request<Answer>({
    method: 'POST',
    url: `/operator/disputes/${disputeId}/decision`,
    token: who.token,
    body,
  });
const paymentStatus = async (appointmentId: string) => (await w.paymentOf(appointmentId))?.status;
const sumOf = (lines: { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0);

describe('opening a dispute', () => {
  it('the customer opens one after the shoot; both parties are told; the photographer answers', async () => {
    const { appointment } = await completedPaid();
    const opened = await open(appointment.id);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      appointmentId: appointment.id,
      reason: 'not_as_agreed',
      status: 'Opened',
      answer: null,
      decision: null,
    });
    expect(await w.kindsOf(w.customer, appointment.id)).toContain('dispute_opened');
    expect(await w.kindsOf(w.photographer, appointment.id)).toContain('dispute_opened');

    expect((await answer(appointment.id, w.customer)).status).toBe(403);
    const answered = await answer(appointment.id);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'Answered',
      answer: expect.stringContaining('dark'),
    });
    // One answer.
    expect((await answer(appointment.id)).body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'dispute_not_allowed_in_state' },
    });

    const read = await w.t.request<Schemas['BookingDispute']>({
      method: 'GET',
      url: `/appointment/${appointment.id}/dispute`,
      token: w.photographer.token,
    });
    expect(read.body.dispute).toMatchObject({ id: opened.body.id, status: 'Answered' });
  });

  it('refuses the photographer (403), strangers (404) and a second dispute (409)', async () => {
    const { appointment } = await completedPaid();
    expect((await open(appointment.id, w.photographer)).status).toBe(403);
    const stranger = await w.t.signUpUser('Customer');
    expect((await open(appointment.id, stranger)).status).toBe(404);
    const strangerRead = await w.t.request({
      method: 'GET',
      url: `/appointment/${appointment.id}/dispute`,
      token: stranger.token,
    });
    expect(strangerRead.status).toBe(404);
    expect((await open(appointment.id)).status).toBe(201);
    expect((await open(appointment.id)).body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'dispute_exists' },
    });
  });

  it('refuses before the shoot ends, on an unpaid booking, and 72 hours after the end', async () => {
    w.clock.set(new Date(bkk(0, '07:00')));
    const { appointment: unpaid } = await w.accepted(bkk(nextDay(), '10:00'));
    const { appointment: early } = await w.paid(bkk(nextDay(), '10:00'));
    w.clock.set(new Date(Date.parse(early.start) + 30 * 60_000));
    expect((await open(early.id)).body).toMatchObject({
      params: { reason: 'dispute_shoot_not_over' },
    });
    w.clock.set(new Date(Date.parse(unpaid.end) + 60_000));
    expect((await open(unpaid.id)).body).toMatchObject({ params: { reason: 'dispute_not_paid' } });

    const { appointment: late } = await completedPaid();
    w.clock.set(new Date(Date.parse(late.end) + 72 * HOUR));
    expect((await open(late.id)).body).toMatchObject({
      params: { reason: 'dispute_window_closed' },
    });
  });

  it('refuses a body without a reason code or text (400)', async () => {
    const { appointment } = await completedPaid();
    expect((await open(appointment.id, w.customer, { reason: 'too_dark', text: 'x' })).status).toBe(
      400,
    );
    expect(
      (await open(appointment.id, w.customer, { reason: 'no_show', text: '   ' })).status,
    ).toBe(400);
  });
});

describe('an open dispute holds the payout', () => {
  it('the dispute window passes without a payout while it is open', async () => {
    const { appointment } = await completedPaid();
    expect((await open(appointment.id)).status).toBe(201);
    const swept = await w.afterDisputeWindow(appointment);
    expect(swept.disputeWindowPayouts).not.toContain(appointment.id);
    expect(await paymentStatus(appointment.id)).toBe('Paid');
  });

  it("a delivery's acceptance is refused while it is open, and the delivery stays as it was", async () => {
    const subpackageId = await w.deliverySubpackage();
    const { appointment } = await completedPaid(subpackageId);
    await w.files(appointment.id, 'final');
    expect((await w.deliveryEvent(appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
      200,
    );
    expect(
      (await open(appointment.id, w.customer, { reason: 'photos_missing', text: 'Only one photo' }))
        .status,
    ).toBe(201);

    const accept = await w.deliveryEvent(appointment.id, 'ACCEPT', w.customer);
    expect(accept.body).toMatchObject({
      code: 'invalid_transition',
      params: { reason: 'payment_dispute_open' },
    });
    // Nor does the automatic acceptance pay out.
    w.clock.set(new Date(w.clock.now().getTime() + 10 * 24 * HOUR));
    const swept = await runDeliverySweeps(w.deps());
    expect(swept.autoAccepted).not.toContain(appointment.id);
    expect((await w.delivery(appointment.id)).body.delivery?.status).toBe('FinalsDelivered');
    expect(await paymentStatus(appointment.id)).toBe('Paid');
  });
});

describe("an operator's decision", () => {
  it('a partial refund: the customer gets the amount, the photographer the rest less the fee on it, once', async () => {
    const { appointment, payment } = await completedPaid();
    const dispute = (await open(appointment.id)).body;
    const refund = 100_000;
    const decided = await decide(dispute.id, {
      decision: 'partial_refund',
      amount: refund,
      reason: 'Half the shots unusable',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'Decided',
      decision: 'partial_refund',
      refundAmount: refund,
    });
    expect(await paymentStatus(appointment.id)).toBe('Refunded');

    const kept = PRICE - refund;
    const fee = Math.round((kept * FEE) / PRICE);
    const lines = await w.ledgerOf(payment.id);
    expect(lines.map((l) => [l.type, l.amount]).sort()).toEqual(
      [
        ['charge', PRICE],
        ['fee', fee],
        ['payout', kept - fee],
        ['refund', refund],
      ].sort(),
    );
    expect(sumOf(lines.filter((l) => l.type !== 'charge'))).toBe(PRICE);
    const moves = w.sandbox.operations.filter((op) => op.paymentId === payment.id);
    expect(moves).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'refund',
          amount: refund,
          idempotencyKey: `refund-${payment.id}`,
        }),
        expect.objectContaining({
          kind: 'payout',
          amount: kept - fee,
          idempotencyKey: `payout-${payment.id}`,
        }),
      ]),
    );
    expect(moves).toHaveLength(2);
    expect(await w.kindsOf(w.customer, appointment.id)).toContain('dispute_decided');
    expect(await w.kindsOf(w.photographer, appointment.id)).toContain('dispute_decided');

    // Decided once: a second decision is refused and moves nothing.
    const again = await decide(dispute.id, { decision: 'refund', reason: 'Changed my mind' });
    expect(again.body).toMatchObject({ params: { reason: 'dispute_not_allowed_in_state' } });
    expect(w.sandbox.operations.filter((op) => op.paymentId === payment.id)).toHaveLength(2);

    const audit = await w.t.request<Schemas['OperatorActionList']>({
      method: 'GET',
      url: '/operator/audit',
      token: operator.token,
    });
    expect(audit.body.actions).toContainEqual(
      expect.objectContaining({
        operatorId: operator.uid,
        action: 'dispute_decided',
        targetId: dispute.id,
        reason: 'Half the shots unusable',
        details: expect.objectContaining({
          customerRefund: refund,
          photographerPayout: kept - fee,
          platformFee: fee,
        }),
      }),
    );
  });

  it('a release pays the photographer out as at acceptance; a full refund returns everything', async () => {
    const released = await completedPaid();
    const d1 = (await open(released.appointment.id)).body;
    expect(
      (await decide(d1.id, { decision: 'release', reason: 'Photos match the package' })).status,
    ).toBe(200);
    expect(await paymentStatus(released.appointment.id)).toBe('Completed');
    const paidOut = await w.ledgerOf(released.payment.id);
    expect(paidOut.map((l) => [l.type, l.amount]).sort()).toEqual(
      [
        ['charge', PRICE],
        ['fee', FEE],
        ['payout', PRICE - FEE],
      ].sort(),
    );

    const refunded = await completedPaid();
    const d2 = (
      await open(refunded.appointment.id, w.customer, { reason: 'no_show', text: 'Nobody came' })
    ).body;
    expect(
      (await decide(d2.id, { decision: 'refund', reason: 'Photographer did not come' })).status,
    ).toBe(200);
    expect(await paymentStatus(refunded.appointment.id)).toBe('Refunded');
    const back = await w.ledgerOf(refunded.payment.id);
    expect(back.map((l) => [l.type, l.amount]).sort()).toEqual(
      [
        ['charge', PRICE],
        ['refund', PRICE],
      ].sort(),
    );
    expect(w.sandbox.operations).toContainEqual(
      expect.objectContaining({
        kind: 'refund',
        paymentId: refunded.payment.id,
        idempotencyKey: `refund-${refunded.payment.id}`,
      }),
    );
  });

  it('refuses a partial refund without an amount, of all or nothing (422), and a decision without a reason (400)', async () => {
    const { appointment } = await completedPaid();
    const dispute = (await open(appointment.id)).body;
    expect(
      (await decide(dispute.id, { decision: 'partial_refund', reason: 'x' })).body,
    ).toMatchObject({
      code: 'unprocessable',
      params: { reason: 'dispute_amount_required' },
    });
    expect(
      (await decide(dispute.id, { decision: 'partial_refund', amount: PRICE, reason: 'x' })).body,
    ).toMatchObject({ code: 'unprocessable', params: { reason: 'dispute_amount_out_of_range' } });
    expect((await decide(dispute.id, { decision: 'release', reason: '  ' })).status).toBe(400);
    expect((await decide(dispute.id, { decision: 'release' })).status).toBe(400);
    expect(await paymentStatus(appointment.id)).toBe('Paid');
  });

  it('is for operators only: the booking’s parties get 403', async () => {
    const { appointment } = await completedPaid();
    const dispute = (await open(appointment.id)).body;
    for (const who of [w.customer, w.photographer])
      expect((await decide(dispute.id, { decision: 'refund', reason: 'mine' }, who)).status).toBe(
        403,
      );
    expect(await paymentStatus(appointment.id)).toBe('Paid');
  });
});

describe('races', () => {
  it('two openings at once: one dispute', async () => {
    const { appointment } = await completedPaid();
    const opened = w.t.barrier(2);
    const answers = await Promise.all([open(appointment.id), open(appointment.id)]);
    expect(await opened).toBe(true);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});
