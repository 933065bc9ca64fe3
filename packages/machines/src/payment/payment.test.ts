import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AppointmentStatus } from '../appointment/appointment-machine.ts';
import {
  ledgerEntriesFor,
  ledgerLineKind,
  ledgerLineKinds,
  ledgerLinesFor,
  ledgerPurposeOf,
} from './ledger.ts';
import { photographerPayout, platformFee } from './money.ts';
import {
  paymentEventTypes,
  paymentMachine,
  type PaymentEventType,
  type PaymentRuleContext,
} from './payment-machine.ts';
import { availablePaymentEvents, paymentTransition } from './payment-rules.ts';
import {
  isOpenPaymentStatus,
  openPaymentStatuses,
  paymentStatuses,
  type PaymentStatus,
} from './payment-status.ts';

const webhook = (appointmentStatus: AppointmentStatus = 'Accepted') => ({
  source: 'webhook' as const,
  appointmentStatus,
});
const api = (appointmentStatus: AppointmentStatus = 'Accepted') => ({
  source: 'api' as const,
  appointmentStatus,
});
/** A completed booking whose delivery was accepted: the payout is due (decision 0023). */
const accepted = { appointmentStatus: 'Completed', deliveryStatus: 'Accepted' } as const;

/** [from, event, context, to] for every allowed transition of docs/product.md §4.2. */
const allowed: [PaymentStatus, PaymentEventType, PaymentRuleContext, PaymentStatus][] = [
  ['Unpaid', 'CHECKOUT_STARTED', api(), 'Wait'],
  ['Wait', 'PROCESSING', webhook(), 'InProcess'],
  ['Wait', 'SUCCEEDED', webhook(), 'Paid'],
  ['Wait', 'FAILED', webhook(), 'Unpaid'],
  ['Wait', 'EXPIRED', webhook(), 'Unpaid'],
  // The API closes an open checkout itself: on its time-out, and when the booking is canceled.
  ['Wait', 'EXPIRED', { source: 'system', appointmentStatus: 'Accepted' }, 'Unpaid'],
  ['Wait', 'EXPIRED', { source: 'system', appointmentStatus: 'Canceled' }, 'Unpaid'],
  ['InProcess', 'SUCCEEDED', webhook(), 'Paid'],
  ['InProcess', 'FAILED', webhook(), 'Unpaid'],
  ['InProcess', 'EXPIRED', { source: 'system', appointmentStatus: 'Accepted' }, 'Unpaid'],
  // The payout: at the delivery's acceptance, or after the dispute window without a delivery.
  ['Paid', 'PAYOUT_RELEASED', { source: 'system', ...accepted }, 'Completed'],
  [
    'Paid',
    'PAYOUT_RELEASED',
    { source: 'system', appointmentStatus: 'Completed', disputeWindowPassed: true },
    'Completed',
  ],
  ['Paid', 'REFUNDED', { source: 'system', appointmentStatus: 'Canceled' }, 'Refunded'],
  // A delivery never made is refunded in full although the shoot took place.
  [
    'Paid',
    'REFUNDED',
    { source: 'system', appointmentStatus: 'Completed', deliveryStatus: 'Refunded' },
    'Refunded',
  ],
];

describe('payment transitions', () => {
  it.each(allowed)('%s + %s → %s', (from, event, context, to) => {
    expect(paymentTransition(from, event, context)).toEqual({ ok: true, to });
  });

  it('every other (status, event) pair is not allowed in that state', () => {
    for (const status of paymentStatuses) {
      for (const event of paymentEventTypes) {
        if (allowed.some(([f, e]) => f === status && e === event)) continue;
        for (const appointmentStatus of ['Accepted', 'Completed', 'Canceled'] as const) {
          expect(paymentTransition(status, event, webhook(appointmentStatus))).toEqual({
            ok: false,
            reason: 'not_allowed_in_state',
          });
        }
      }
    }
  });

  it('only the signed webhook moves a payment to Paid', () => {
    for (const from of ['Wait', 'InProcess'] as const) {
      expect(paymentTransition(from, 'SUCCEEDED', api())).toEqual({
        ok: false,
        reason: 'webhook_only',
      });
      expect(
        paymentTransition(from, 'SUCCEEDED', { source: 'system', appointmentStatus: 'Accepted' }),
      ).toEqual({
        ok: false,
        reason: 'webhook_only',
      });
    }
  });

  it('checkout needs an Accepted appointment; payout a Completed one with its photos accepted; refund a Canceled one or an undelivered shoot', () => {
    expect(paymentTransition('Unpaid', 'CHECKOUT_STARTED', api('Canceled'))).toEqual({
      ok: false,
      reason: 'appointment_not_accepted',
    });
    expect(paymentTransition('Paid', 'PAYOUT_RELEASED', api('Accepted'))).toEqual({
      ok: false,
      reason: 'appointment_not_completed',
    });
    expect(paymentTransition('Paid', 'REFUNDED', api('Accepted'))).toEqual({
      ok: false,
      reason: 'appointment_not_canceled',
    });
    // The shoot being over no longer pays the photographer (docs/product.md §11).
    for (const deliveryStatus of [
      'Open',
      'ProofsReady',
      'PicksSubmitted',
      'FinalsDelivered',
      'RevisionRequested',
      'Refunded',
    ] as const)
      expect(
        paymentTransition('Paid', 'PAYOUT_RELEASED', { ...api('Completed'), deliveryStatus }),
      ).toEqual({ ok: false, reason: 'delivery_not_accepted' });
    expect(paymentTransition('Paid', 'PAYOUT_RELEASED', api('Completed'))).toEqual({
      ok: false,
      reason: 'dispute_window_open',
    });
    expect(
      paymentTransition('Paid', 'PAYOUT_RELEASED', {
        ...api('Completed'),
        deliveryStatus: null,
        disputeWindowPassed: false,
      }),
    ).toEqual({ ok: false, reason: 'dispute_window_open' });
    expect(
      paymentTransition('Paid', 'REFUNDED', { ...api('Completed'), deliveryStatus: 'Accepted' }),
    ).toEqual({ ok: false, reason: 'appointment_not_canceled' });
  });

  it('availablePaymentEvents lists exactly the accepted events', () => {
    expect(availablePaymentEvents('Unpaid', api())).toEqual(['CHECKOUT_STARTED']);
    expect(availablePaymentEvents('Wait', webhook())).toEqual([
      'PROCESSING',
      'SUCCEEDED',
      'FAILED',
      'EXPIRED',
    ]);
    expect(availablePaymentEvents('Wait', api())).toEqual(['PROCESSING', 'FAILED', 'EXPIRED']);
    expect(availablePaymentEvents('Paid', { source: 'webhook', ...accepted })).toEqual([
      'PAYOUT_RELEASED',
    ]);
    expect(availablePaymentEvents('Paid', webhook('Completed'))).toEqual([]);
    expect(availablePaymentEvents('Refunded', webhook('Canceled'))).toEqual([]);
  });

  it('reaches every status (xstate/graph)', () => {
    const reached = new Set<string>();
    for (const appointmentStatus of ['Accepted', 'Completed', 'Canceled'] as const) {
      const paths = getShortestPaths(paymentMachine, {
        input: { source: 'webhook', appointmentStatus },
        events: paymentEventTypes.map((type) => ({ type })),
      });
      for (const p of paths) reached.add(p.state.value as string);
    }
    // Unpaid→Wait needs Accepted; Paid→Completed needs Completed: the same machine instance
    // cannot see both, so each input contributes its part.
    expect(reached).toEqual(new Set(['Unpaid', 'Wait', 'InProcess', 'Paid']));
    const fromPaid = getShortestPaths(paymentMachine, {
      input: { source: 'webhook', ...accepted },
      fromState: paymentMachine.resolveState({
        value: 'Paid',
        context: { source: 'webhook', ...accepted },
      }),
      events: paymentEventTypes.map((type) => ({ type })),
    });
    const fromPaidCanceled = getShortestPaths(paymentMachine, {
      input: { source: 'webhook', appointmentStatus: 'Canceled' },
      fromState: paymentMachine.resolveState({ value: 'Paid', context: webhook('Canceled') }),
      events: paymentEventTypes.map((type) => ({ type })),
    });
    for (const p of [...fromPaid, ...fromPaidCanceled]) reached.add(p.state.value as string);
    expect([...reached].sort()).toEqual([...paymentStatuses].sort());
  });
});

describe('money', () => {
  it('platform fee is 10 % rounded half up to whole satang', () => {
    expect(platformFee(150_000)).toBe(15_000);
    expect(platformFee(1005)).toBe(101);
    expect(platformFee(1004)).toBe(100);
    expect(platformFee(5)).toBe(1);
    expect(platformFee(4)).toBe(0);
    expect(platformFee(0)).toBe(0);
    expect(platformFee(1005, 250)).toBe(25); // 25.125
    expect(photographerPayout(1005)).toBe(904);
  });

  it('refuses fractional or negative amounts and rates', () => {
    expect(() => platformFee(10.5)).toThrow(RangeError);
    expect(() => platformFee(-1)).toThrow(RangeError);
    expect(() => platformFee(100, 10_001)).toThrow(RangeError);
  });
});

describe('ledger', () => {
  const payment = { amount: 250_050, customerId: 'c1', photographerId: 'p1' };

  it('charge on SUCCEEDED, fee and payout on PAYOUT_RELEASED, refund on REFUNDED', () => {
    expect(ledgerEntriesFor('SUCCEEDED', payment)).toEqual([
      { type: 'charge', amount: 250_050, currency: 'THB', userId: 'c1' },
    ]);
    expect(ledgerEntriesFor('PAYOUT_RELEASED', payment)).toEqual([
      { type: 'fee', amount: 25_005, currency: 'THB', userId: 'p1' },
      { type: 'payout', amount: 225_045, currency: 'THB', userId: 'p1' },
    ]);
    expect(ledgerEntriesFor({ type: 'REFUNDED' }, payment)).toEqual([
      { type: 'refund', amount: 250_050, currency: 'THB', userId: 'c1' },
    ]);
  });

  it('uses the stored fee when given, and writes nothing for non-money events', () => {
    expect(ledgerEntriesFor('PAYOUT_RELEASED', { ...payment, platformFee: 50 })).toEqual([
      { type: 'fee', amount: 50, currency: 'THB', userId: 'p1' },
      { type: 'payout', amount: 250_000, currency: 'THB', userId: 'p1' },
    ]);
    expect(ledgerEntriesFor('PAYOUT_RELEASED', { ...payment, feeBps: 0 })).toEqual([
      { type: 'payout', amount: 250_050, currency: 'THB', userId: 'p1' },
    ]);
    for (const e of ['CHECKOUT_STARTED', 'PROCESSING', 'FAILED', 'EXPIRED'] as const) {
      expect(ledgerEntriesFor(e, payment)).toEqual([]);
    }
    expect(() => ledgerEntriesFor('PAYOUT_RELEASED', { ...payment, platformFee: 300_000 })).toThrow(
      RangeError,
    );
  });
});

describe('who sees which ledger lines', () => {
  const lines = (['charge', 'fee', 'payout', 'refund'] as const).map((type) => ({
    type,
    amount: 1,
  }));
  it('shows the customer what they paid and got back, never the fee or the payout', () => {
    expect(ledgerLinesFor(lines, 'customer').map((l) => l.type)).toEqual(['charge', 'refund']);
  });
  it('shows the photographer every line of their booking', () => {
    expect(ledgerLinesFor(lines, 'photographer').map((l) => l.type)).toEqual([
      'charge',
      'fee',
      'payout',
      'refund',
    ]);
  });
});

describe('what a ledger line is for', () => {
  it('is the extra-photos add-on when the line names a delivery, else the booking', () => {
    expect(ledgerPurposeOf({ deliveryId: null })).toBe('booking');
    expect(ledgerPurposeOf({ deliveryId: 'd1' })).toBe('extra_photos');
  });
  it('names the add-on’s lines apart from the booking’s, one kind per purpose and type', () => {
    expect(ledgerLineKind({ type: 'payout', purpose: 'booking' })).toBe('payout');
    expect(ledgerLineKind({ type: 'payout', purpose: 'extra_photos' })).toBe('extra_photos_payout');
    expect(ledgerLineKinds).toEqual([
      'charge',
      'fee',
      'payout',
      'refund',
      'extra_photos_charge',
      'extra_photos_fee',
      'extra_photos_payout',
      'extra_photos_refund',
    ]);
  });
});

describe('open payment statuses', () => {
  it('are Unpaid and Wait: not paid yet, with or without an open checkout', () => {
    expect(paymentStatuses.filter(isOpenPaymentStatus)).toEqual(['Unpaid', 'Wait']);
    expect([...openPaymentStatuses]).toEqual(['Unpaid', 'Wait']);
  });

  it('exclude a payment that does not exist yet', () => {
    expect(isOpenPaymentStatus(null)).toBe(false);
    expect(isOpenPaymentStatus(undefined)).toBe(false);
  });
});
