/**
 * Cancellation policies through HTTP (docs/product.md §12, docs/decisions/0024): a package's
 * preset, its copy on each booking, the refund of a canceled paid booking by who cancels and
 * when — amounts refunded and paid out, and the ledger, exact to the satang — and the
 * photographer's cancellation rate on their profile.
 */
import type { components } from '@shootbook/api-client';
import type { CancellationPolicy } from '@shootbook/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ProviderRefusedError } from '../src/payments/provider.ts';
import { bkk, bookingWorld, PRICE, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

const HOUR_MS = 3_600_000;

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});

afterAll(async () => {
  await w?.t.close();
});

/** Sets the world's package to `policy` as its photographer (`PATCH /package/{id}`). */
async function setPolicy(policy: CancellationPolicy) {
  const patched = await w.t.request<Schemas['Package']>({
    method: 'PATCH',
    url: `/package/${w.packageId}`,
    token: w.photographer.token,
    body: { cancellationPolicy: policy },
  });
  expect(patched.status).toBe(200);
  expect(patched.body.cancellationPolicy).toBe(policy);
}

/**
 * The money of the booking's payment after it was canceled: its status, the ledger lines as the
 * photographer reads them (all of them), those the customer reads, and the provider's moves.
 */
async function moneyOf(paymentId: string) {
  const order = await w.order(paymentId, w.photographer);
  expect(order.status).toBe(200);
  const customers = await w.order(paymentId, w.customer);
  return {
    status: order.body.payment.status,
    ledger: order.body.transactions.map((line) => [line.type, line.amount]),
    customerLedger: customers.body.transactions.map((line) => [line.type, line.amount]),
    provider: w.sandbox.operations
      .filter((op) => op.paymentId === paymentId)
      .map((op) => [op.kind, op.amount, op.idempotencyKey]),
  };
}

describe("a package's cancellation policy", () => {
  it('is FLEXIBLE unless chosen, and the photographer changes it', async () => {
    const pkg = await w.t.request<Schemas['Package']>({
      method: 'GET',
      url: `/package/${w.packageId}`,
      token: w.customer.token,
    });
    expect(pkg.body.cancellationPolicy).toBe('FLEXIBLE');
    const created = await w.t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: w.photographer.token,
      body: {
        title: 'Strict weddings',
        description: '',
        category: 'WEDDING_BLISS',
        location: 'Bangkok',
        cancellationPolicy: 'STRICT',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.cancellationPolicy).toBe('STRICT');
    await setPolicy('MODERATE');
    await setPolicy('FLEXIBLE');
  });

  it('refuses a policy that is not a preset with 400', async () => {
    const refused = await w.t.request<Schemas['Error']>({
      method: 'PATCH',
      url: `/package/${w.packageId}`,
      token: w.photographer.token,
      body: { cancellationPolicy: 'LENIENT' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
  });
});

/** What a paid ฿3,500 booking (fee ฿350 stored) splits into: [refund, fee, payout], satang. */
const ALL = [PRICE, 0, 0] as const;
const HALF = [175_000, 17_500, 157_500] as const;
const NONE = [0, 35_000, 315_000] as const;

/** [policy, hours before the start, what the customer's own cancellation splits into]. */
const tiers: [CancellationPolicy, number, readonly [number, number, number]][] = [
  ['FLEXIBLE', 48, ALL],
  ['FLEXIBLE', 2, HALF],
  ['MODERATE', 200, ALL],
  ['MODERATE', 48, HALF],
  ['MODERATE', 2, NONE],
  ['STRICT', 400, ALL],
  ['STRICT', 200, HALF],
  ['STRICT', 48, NONE],
];
const parties = ['customer', 'photographer'] as const;
const cases = tiers.flatMap(([policy, hours, split]) =>
  parties.map((by) => [policy, hours, by, by === 'customer' ? split : ALL] as const),
);

const DAY_MS = 24 * HOUR_MS;
/** ISO UTC of `HH:mm` Bangkok time `day` days after Monday 7 January 2030 (past the month's end too). */
const shootAt = (day: number, time: string) =>
  new Date(Date.parse(bkk(0, time)) + day * DAY_MS).toISOString();

// Shoots from Monday 28 January 2030 on (more than 400 hours after the world's clock), four a
// day from Monday to Thursday, so every case has its own slot.
const slotOf = (index: number) =>
  shootAt(21 + Math.floor(index / 4), ['09:00', '11:00', '13:00', '15:00'][index % 4]!);

describe('canceling a paid booking refunds by its policy, the time left and who cancels', () => {
  it('covers 3 presets × a time in each of their tiers × customer or photographer', () => {
    expect(cases).toHaveLength(16);
  });

  it.each(cases.map((c, index) => [...c, index] as const))(
    '%s, %i h before the start, canceled by the %s',
    async (policy, hours, by, [refund, fee, payout], index) => {
      w.clock.set(START);
      await setPolicy(policy);
      const { appointment, payment } = await w.paid(slotOf(index));
      expect(appointment.cancellationPolicy).toBe(policy);
      w.clock.set(new Date(Date.parse(appointment.start) - hours * HOUR_MS));
      const who: TestUser = by === 'customer' ? w.customer : w.photographer;
      const canceled = await w.setStatus(appointment.id, 'Canceled', who);
      w.clock.set(START);
      expect(canceled.status).toBe(200);
      expect(canceled.body.status).toBe('Canceled');

      const money = await moneyOf(payment.id);
      expect(money.status).toBe('Refunded');
      expect(money.ledger).toEqual([
        ['charge', PRICE],
        ...(fee > 0 ? [['fee', fee]] : []),
        ...(payout > 0 ? [['payout', payout]] : []),
        ...(refund > 0 ? [['refund', refund]] : []),
      ]);
      expect(refund + fee + payout).toBe(PRICE);
      // The customer sees what they paid and what came back, never the fee or the payout.
      expect(money.customerLedger).toEqual([
        ['charge', PRICE],
        ...(refund > 0 ? [['refund', refund]] : []),
      ]);
      expect(money.provider).toEqual([
        ...(refund > 0 ? [['refund', refund, `refund-${payment.id}`]] : []),
        ...(payout > 0 ? [['payout', payout, `payout-${payment.id}`]] : []),
      ]);
    },
  );
});

describe('the booking keeps the policy it was made under', () => {
  it('a later change of the package does not alter its refund', async () => {
    w.clock.set(START);
    await setPolicy('MODERATE');
    const { appointment, payment } = await w.paid(shootAt(29, '09:00'));
    await setPolicy('STRICT');
    const read = await w.t.request<Schemas['Appointment']>({
      method: 'GET',
      url: `/appointment/${appointment.id}`,
      token: w.customer.token,
    });
    expect(read.body.cancellationPolicy).toBe('MODERATE');

    // 48 hours before: half back under MODERATE (STRICT would give nothing).
    w.clock.set(new Date(Date.parse(appointment.start) - 48 * HOUR_MS));
    const canceled = await w.setStatus(appointment.id, 'Canceled', w.customer);
    w.clock.set(START);
    expect(canceled.status).toBe(200);
    expect((await moneyOf(payment.id)).ledger).toEqual([
      ['charge', PRICE],
      ['fee', HALF[1]],
      ['payout', HALF[2]],
      ['refund', HALF[0]],
    ]);
  });
});

/**
 * Cancels `appointmentId` as its customer while the provider's transfer fails: the refund reaches
 * the provider, then the change is refused 409 `provider_refused` and rolls back.
 */
async function cancelWhilePayoutFails(appointmentId: string) {
  const releasePayout = w.sandbox.releasePayout;
  w.sandbox.releasePayout = async () => {
    throw new ProviderRefusedError('The provider is down');
  };
  try {
    const refused = await w.setStatus(appointmentId, 'Canceled', w.customer);
    expect(refused.status).toBe(409);
    expect(refused.body.params).toMatchObject({ reason: 'provider_refused' });
  } finally {
    w.sandbox.releasePayout = releasePayout;
  }
}

/** Payment `paymentId` settled by the HALF split: its ledger, and one refund and one transfer. */
async function expectSettledByHalf(paymentId: string) {
  const after = await moneyOf(paymentId);
  expect(after.status).toBe('Refunded');
  expect(after.ledger).toEqual([
    ['charge', PRICE],
    ['fee', HALF[1]],
    ['payout', HALF[2]],
    ['refund', HALF[0]],
  ]);
  expect(after.provider).toEqual([
    ['refund', HALF[0], `refund-${paymentId}`],
    ['payout', HALF[2], `payout-${paymentId}`],
  ]);
}

describe('the provider is asked once per move', () => {
  it('a cancellation retried after the payout failed refunds once and pays out once', async () => {
    w.clock.set(START);
    await setPolicy('MODERATE');
    const { appointment, payment } = await w.paid(shootAt(29, '11:00'));
    w.clock.set(new Date(Date.parse(appointment.start) - 48 * HOUR_MS));

    // The refund reaches the provider, then the transfer fails: the whole change rolls back.
    await cancelWhilePayoutFails(appointment.id);
    const before = await moneyOf(payment.id);
    expect(before.status).toBe('Paid');
    expect(before.ledger).toEqual([['charge', PRICE]]);
    expect(before.provider).toEqual([['refund', HALF[0], `refund-${payment.id}`]]);

    const retried = await w.setStatus(appointment.id, 'Canceled', w.customer);
    expect(retried.status).toBe(200);
    const again = await w.setStatus(appointment.id, 'Canceled', w.customer);
    expect(again.status).toBe(409);
    w.clock.set(START);
    await expectSettledByHalf(payment.id);
  });
});

describe('a cancellation retried after its refund tier passed', () => {
  it('finishes the split decided at the first try, with the same keys', async () => {
    w.clock.set(START);
    await setPolicy('MODERATE');
    const { appointment, payment } = await w.paid(shootAt(29, '13:00'));
    // 48 hours before: half back. The refund goes through, then the transfer fails once.
    w.clock.set(new Date(Date.parse(appointment.start) - 48 * HOUR_MS));
    await cancelWhilePayoutFails(appointment.id);
    expect((await moneyOf(payment.id)).provider).toEqual([
      ['refund', HALF[0], `refund-${payment.id}`],
    ]);

    // Retried 2 hours before the start, when MODERATE would keep everything: the half already
    // refunded stands, and the photographer is paid the other half.
    w.clock.set(new Date(Date.parse(appointment.start) - 2 * HOUR_MS));
    const retried = await w.setStatus(appointment.id, 'Canceled', w.customer);
    w.clock.set(START);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('Canceled');
    await expectSettledByHalf(payment.id);
  });

  it('a move retried with another amount under a held key is refused by the stand-in, as by Stripe', async () => {
    w.clock.set(START);
    const { payment } = await w.paid(shootAt(29, '15:00'));
    const op = { payment, idempotencyKey: `refund-${payment.id}` };
    await w.sandbox.refund({ ...op, amount: 100 });
    await expect(w.sandbox.refund({ ...op, amount: 200 })).rejects.toBeInstanceOf(
      ProviderRefusedError,
    );
    await w.sandbox.refund({ ...op, amount: 100 });
    expect((await moneyOf(payment.id)).provider).toEqual([['refund', 100, `refund-${payment.id}`]]);
  });
});

describe("a photographer's cancellation rate", () => {
  let r: BookingWorld;

  beforeAll(async () => {
    r = await bookingWorld();
  });

  afterAll(async () => {
    await r?.t.close();
  });

  const profile = (user: TestUser) =>
    r.t.request<Schemas['PublicProfile']>({
      method: 'GET',
      url: `/user/profile/${user.uid}`,
      token: r.customer.token,
    });

  it('counts their own cancellations of accepted bookings, from five accepted bookings on', async () => {
    expect((await profile(r.photographer)).body.cancellations).toBeNull();
    // Four accepted: the photographer cancels one, the customer another; a request rejected
    // and one withdrawn are not accepted bookings.
    const accepted = [];
    for (const time of ['09:00', '11:00', '13:00', '15:00'])
      accepted.push((await r.accepted(bkk(1, time))).appointment);
    expect((await r.setStatus(accepted[0]!.id, 'Canceled', r.photographer)).status).toBe(200);
    expect((await r.setStatus(accepted[1]!.id, 'Canceled', r.customer)).status).toBe(200);
    const rejected = await r.book(bkk(2, '09:00'));
    expect((await r.setStatus(rejected.body.id, 'Rejected', r.photographer)).status).toBe(200);
    expect((await profile(r.photographer)).body.cancellations).toBeNull();

    await r.accepted(bkk(2, '11:00'));
    expect((await profile(r.photographer)).body.cancellations).toEqual({
      accepted: 5,
      canceledByPhotographer: 1,
      rate: 0.2,
    });
  });

  it('is not part of a customer’s profile', async () => {
    expect((await profile(r.customer)).body).not.toHaveProperty('cancellations');
  });
});
