/**
 * `GET /payment?from&to` — a statement (docs/decisions/0014): every ledger line of the caller's
 * written in [from, to), of any of their payments, and the balance of their lines before `from`,
 * signed from the caller's side (packages/machines `LEDGER_FLOW`).
 *
 * The ledger built here, on the test clock (Bangkok = UTC+7):
 * - A: paid at T0 (charge); completed, its photos delivered and accepted at T1 (fee + payout:
 *   the payout goes at the acceptance, docs/product.md §11);
 * - B: paid at T2, canceled by the customer at T3 (refund);
 * - C: paid at T4, not yet completed (pending payout);
 * - D: another customer's booking with the same photographer, paid at T4.
 */
import type { components } from '@shootbook/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bkk, bookingWorld, FEE, PRICE, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

const T0 = START.toISOString(); // Mon 07:00
const T1 = '2030-01-08T05:01:00.000Z'; // Tue 12:01, just after A's shoot
const T2 = '2030-01-09T00:00:00.000Z'; // Wed 07:00
const T3 = '2030-01-09T01:00:00.000Z'; // Wed 08:00
const T4 = '2030-01-10T00:00:00.000Z'; // Thu 07:00
/** Midnight starting `day` (of January 2030) in Bangkok, as UTC. */
const bangkokMidnight = (day: number) =>
  new Date(`2030-01-${String(day).padStart(2, '0')}T00:00:00+07:00`).toISOString();

let w: BookingWorld;
let other: TestUser;
const ids = { A: '', B: '', C: '', D: '' };

async function payAs(start: string, who: TestUser): Promise<string> {
  const { payment } = await w.accepted(start, who);
  const charged = await w.charge(payment.id, who);
  expect(charged.status).toBe(200);
  expect((await w.sandboxPost(charged.body.checkoutUrl, 'pay')).statusCode).toBe(303);
  return payment.id;
}

beforeAll(async () => {
  w = await bookingWorld();
  other = await w.t.signUpUser('Customer');

  const a = await w.paid(bkk(1, '10:00'), 'card', await w.deliverySubpackage());
  ids.A = a.payment.id;
  w.clock.set(new Date(T1));
  expect((await w.setStatus(a.appointment.id, 'Completed', w.photographer)).status).toBe(200);
  await w.files(a.appointment.id);
  expect((await w.deliveryEvent(a.appointment.id, 'DELIVER_FINALS', w.photographer)).status).toBe(
    200,
  );
  expect((await w.deliveryEvent(a.appointment.id, 'ACCEPT', w.customer)).status).toBe(200);

  w.clock.set(new Date(T2));
  const b = await w.paid(bkk(3, '10:00'));
  ids.B = b.payment.id;
  w.clock.set(new Date(T3));
  expect(
    (await w.setStatus(b.appointment.id, 'Canceled', w.customer, 'Plans changed')).status,
  ).toBe(200);

  w.clock.set(new Date(T4));
  ids.C = await payAs(bkk(5, '10:00'), w.customer);
  ids.D = await payAs(bkk(5, '14:00'), other);
  w.clock.set(START);
});

afterAll(async () => {
  await w?.t.close();
});

const list = async (who: TestUser, query: string) => {
  const answer = await w.t.request<Schemas['PaymentList'] & Schemas['Error']>({
    method: 'GET',
    url: `/payment?${query}`,
    token: who.token,
  });
  return answer;
};
const linesOf = (body: Schemas['PaymentList']) =>
  body.transactions.map((line) => [
    Object.entries(ids).find(([, id]) => id === line.paymentId)?.[0],
    line.type,
    line.amount,
    line.createdAt,
  ]);

describe('a statement of a date range', () => {
  const wednesday = `from=${bangkokMidnight(9)}&to=${bangkokMidnight(10)}`;

  it('gives the customer their lines written in the range and their balance before it (charges out, refunds in)', async () => {
    const answer = await list(w.customer, wednesday);
    expect(answer.status).toBe(200);
    expect(linesOf(answer.body)).toEqual([
      ['B', 'charge', PRICE, T2],
      ['B', 'refund', PRICE, T3],
    ]);
    // A's charge before Wednesday: money out.
    expect(answer.body.openingBalance).toBe(-PRICE);
    // Payments created on Wednesday: B only.
    expect(answer.body.payments.map((p) => p.id)).toEqual([ids.B]);
    expect(answer.body.total).toBe(1);
  });

  it('gives the photographer every line of theirs in the range and their earnings before it (charge in, fee out)', async () => {
    const answer = await list(w.photographer, wednesday);
    expect(linesOf(answer.body)).toEqual([
      ['B', 'charge', PRICE, T2],
      ['B', 'refund', PRICE, T3],
    ]);
    // A, accepted on Tuesday: its charge less the fee withheld; the payout moves nothing.
    expect(answer.body.openingBalance).toBe(PRICE - FEE);
  });

  it('lists lines of payments outside the page and outside the range of payments', async () => {
    // A was created on Monday but paid out on Tuesday; the page holds one payment.
    const answer = await list(
      w.photographer,
      `from=${bangkokMidnight(8)}&to=${bangkokMidnight(9)}&limit=1`,
    );
    expect(answer.body.payments).toEqual([]);
    expect(linesOf(answer.body)).toEqual([
      ['A', 'fee', FEE, T1],
      ['A', 'payout', PRICE - FEE, T1],
    ]);
    expect(answer.body.openingBalance).toBe(PRICE);
    const page = await list(w.photographer, `from=${bangkokMidnight(7)}&limit=1`);
    expect(page.body.payments).toHaveLength(1);
    expect(page.body.total).toBe(4);
    // A: charge, fee, payout; B: charge, refund; C and D: a charge each.
    expect(page.body.transactions).toHaveLength(7);
  });

  it('is open-ended on either side, and never shows another customer their lines', async () => {
    const thursdayOn = await list(w.customer, `from=${bangkokMidnight(10)}`);
    expect(linesOf(thursdayOn.body)).toEqual([['C', 'charge', PRICE, T4]]);
    expect(thursdayOn.body.openingBalance).toBe(-PRICE);
    const photographerThursdayOn = await list(w.photographer, `from=${bangkokMidnight(10)}`);
    expect(
      linesOf(photographerThursdayOn.body)
        .map(([payment]) => payment)
        .sort(),
    ).toEqual(['C', 'D']);
    expect(photographerThursdayOn.body.openingBalance).toBe(PRICE - FEE);
    const otherCustomer = await list(other, `from=${bangkokMidnight(1)}`);
    expect(linesOf(otherCustomer.body)).toEqual([['D', 'charge', PRICE, T4]]);
    expect(otherCustomer.body.openingBalance).toBe(0);

    const untilTuesday = await list(w.customer, `to=${bangkokMidnight(9)}`);
    expect(linesOf(untilTuesday.body)).toEqual([['A', 'charge', PRICE, T0]]);
    expect(untilTuesday.body.openingBalance).toBe(0);
  });

  it('keeps to the payment status filter, before the range too', async () => {
    const refunded = await list(w.customer, `paymentStatus=Refunded&from=${bangkokMidnight(9)}`);
    expect(linesOf(refunded.body).map(([payment]) => payment)).toEqual(['B', 'B']);
    const completedOnly = await list(
      w.photographer,
      `paymentStatus=Completed&from=${bangkokMidnight(10)}`,
    );
    expect(completedOnly.body.transactions).toEqual([]);
    expect(completedOnly.body.openingBalance).toBe(PRICE - FEE);
  });

  it('is refused when `to` is not after `from`, or a bound is not a time', async () => {
    const empty = await list(w.customer, `from=${bangkokMidnight(9)}&to=${bangkokMidnight(9)}`);
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation_failed');
    expect(
      (await list(w.customer, `from=${bangkokMidnight(10)}&to=${bangkokMidnight(9)}`)).status,
    ).toBe(400);
    expect((await list(w.customer, 'from=2030-01-09')).status).toBe(400);
    expect((await list(w.customer, 'to=yesterday')).status).toBe(400);
  });
});

describe('without a range', () => {
  it("lists the listed payments' lines, as before, and an opening balance of 0", async () => {
    const answer = await list(w.customer, 'limit=1000');
    expect(answer.body.openingBalance).toBe(0);
    expect(answer.body.payments.map((p) => p.id).sort()).toEqual([ids.A, ids.B, ids.C].sort());
    expect(answer.body.transactions.map((line) => line.type).sort()).toEqual([
      'charge',
      'charge',
      'charge',
      'refund',
    ]);
  });
});
