import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { paymentRefusal } from '../payment/payment-machine.ts';
import {
  DISPUTE_STATUSES,
  availableDisputeEvents,
  disputeMachine,
  disputeOpenRefusal,
  disputeTransition,
  type DisputeEvent,
  type DisputeOpenFacts,
  type DisputeStatus,
} from './dispute-machine.ts';
import {
  DISPUTE_DECISIONS,
  disputeLedgerLines,
  disputeSettlement,
  partialRefundProblem,
} from './dispute-settlement.ts';

const HOUR = 3_600_000;
const END = '2030-01-08T04:00:00.000Z';
const at = (hoursAfterEnd: number) =>
  new Date(Date.parse(END) + hoursAfterEnd * HOUR).toISOString();

/** Plays `events` through the statechart and returns where it ends. */
function play(events: DisputeEvent[]): string {
  const actor = createActor(disputeMachine).start();
  for (const event of events) actor.send(event);
  return String(actor.getSnapshot().value);
}

const answer = { type: 'ANSWER', actor: 'photographer' } as const;
const decide = { type: 'DECIDE', actor: 'operator', decision: 'release' } as const;

describe('the dispute statechart', () => {
  it('goes opened → answered → decided', () => {
    expect(play([])).toBe('Opened');
    expect(play([answer])).toBe('Answered');
    expect(play([answer, decide])).toBe('Decided');
  });

  it('lets an operator decide without an answer', () => {
    expect(play([decide])).toBe('Decided');
  });

  it('takes one answer, and nothing once decided', () => {
    expect(play([answer, answer])).toBe('Answered');
    expect(play([decide, answer])).toBe('Decided');
    expect(play([answer, decide, decide])).toBe('Decided');
    expect(disputeTransition('Answered', answer)).toEqual({
      ok: false,
      reason: 'not_allowed_in_state',
    });
    expect(disputeTransition('Decided', decide)).toEqual({
      ok: false,
      reason: 'not_allowed_in_state',
    });
  });

  it('refuses an event from anyone but its actor', () => {
    expect(play([{ type: 'ANSWER', actor: 'customer' }])).toBe('Opened');
    expect(play([{ type: 'DECIDE', actor: 'photographer', decision: 'refund' }])).toBe('Opened');
    expect(disputeTransition('Opened', { type: 'ANSWER', actor: 'operator' })).toEqual({
      ok: false,
      reason: 'forbidden_actor',
    });
  });

  it('offers each actor what the table allows, in every status', () => {
    const offered = Object.fromEntries(
      DISPUTE_STATUSES.map((status: DisputeStatus) => [
        status,
        {
          customer: availableDisputeEvents(status, 'customer'),
          photographer: availableDisputeEvents(status, 'photographer'),
          operator: availableDisputeEvents(status, 'operator'),
        },
      ]),
    );
    expect(offered).toEqual({
      Opened: { customer: [], photographer: ['ANSWER'], operator: ['DECIDE'] },
      Answered: { customer: [], photographer: [], operator: ['DECIDE'] },
      Decided: { customer: [], photographer: [], operator: [] },
    });
  });
});

describe('when a dispute may be opened', () => {
  const facts = (over: Partial<DisputeOpenFacts> = {}): DisputeOpenFacts => ({
    now: at(1),
    shootEnd: END,
    appointmentStatus: 'Completed',
    paymentStatus: 'Paid',
    deliveryStatus: null,
    disputed: false,
    ...over,
  });

  it('from the shoot’s end until 72 hours after it, without a delivery', () => {
    expect(disputeOpenRefusal(facts({ now: at(-0.01) }))).toBe('dispute_shoot_not_over');
    expect(disputeOpenRefusal(facts({ now: at(0) }))).toBeNull();
    expect(disputeOpenRefusal(facts({ now: at(71.99) }))).toBeNull();
    expect(disputeOpenRefusal(facts({ now: at(72) }))).toBe('dispute_window_closed');
  });

  it('a no-show: the appointment was never completed', () => {
    expect(disputeOpenRefusal(facts({ appointmentStatus: 'Accepted' }))).toBeNull();
  });

  it('as long as a delivery is neither accepted nor refunded', () => {
    expect(
      disputeOpenRefusal(facts({ now: at(500), deliveryStatus: 'FinalsDelivered' })),
    ).toBeNull();
    expect(disputeOpenRefusal(facts({ now: at(500), deliveryStatus: 'Accepted' }))).toBe(
      'dispute_window_closed',
    );
  });

  it('only while the money is held, once a booking', () => {
    expect(disputeOpenRefusal(facts({ paymentStatus: 'Completed' }))).toBe('dispute_not_paid');
    expect(disputeOpenRefusal(facts({ paymentStatus: 'Unpaid' }))).toBe('dispute_not_paid');
    expect(disputeOpenRefusal(facts({ appointmentStatus: 'Canceled' }))).toBe('dispute_not_paid');
    expect(disputeOpenRefusal(facts({ disputed: true }))).toBe('dispute_exists');
  });
});

describe('an open dispute holds the payout', () => {
  const completed = {
    source: 'system',
    appointmentStatus: 'Completed',
    deliveryStatus: 'Accepted',
  } as const;

  it('refuses the payout while a dispute is open, allows it otherwise', () => {
    expect(paymentRefusal('Paid', 'PAYOUT_RELEASED', { ...completed, disputeOpen: true })).toBe(
      'dispute_open',
    );
    expect(paymentRefusal('Paid', 'PAYOUT_RELEASED', completed)).toBeNull();
  });

  it("lets an operator's decision settle a booking the other rules would hold", () => {
    const held = {
      source: 'system',
      appointmentStatus: 'Accepted',
      deliveryStatus: 'FinalsDelivered',
    } as const;
    expect(paymentRefusal('Paid', 'PAYOUT_RELEASED', held)).not.toBeNull();
    expect(
      paymentRefusal('Paid', 'PAYOUT_RELEASED', { ...held, disputeDecision: 'release' }),
    ).toBeNull();
    expect(paymentRefusal('Paid', 'REFUNDED', held)).toBe('appointment_not_canceled');
    expect(
      paymentRefusal('Paid', 'REFUNDED', { ...held, disputeDecision: 'partial_refund' }),
    ).toBeNull();
  });
});

describe('disputeSettlement', () => {
  it('splits examples exactly', () => {
    const base = { paidSatang: 350_000, platformFeeSatang: 35_000 };
    expect(disputeSettlement({ ...base, decision: 'refund' })).toEqual({
      customerRefund: 350_000,
      photographerPayout: 0,
      platformFee: 0,
    });
    expect(disputeSettlement({ ...base, decision: 'release' })).toEqual({
      customerRefund: 0,
      photographerPayout: 315_000,
      platformFee: 35_000,
    });
    expect(
      disputeSettlement({ ...base, decision: 'partial_refund', refundSatang: 100_000 }),
    ).toEqual({
      customerRefund: 100_000,
      photographerPayout: 225_000,
      platformFee: 25_000,
    });
  });

  it('refuses a partial refund of nothing, of everything or of a fraction of a satang', () => {
    const base = { paidSatang: 1000, platformFeeSatang: 100, decision: 'partial_refund' } as const;
    expect(() => disputeSettlement(base)).toThrow(RangeError);
    expect(() => disputeSettlement({ ...base, refundSatang: 0 })).toThrow(RangeError);
    expect(() => disputeSettlement({ ...base, refundSatang: 1000 })).toThrow(RangeError);
    expect(() => disputeSettlement({ ...base, refundSatang: 1.5 })).toThrow(RangeError);
    expect(partialRefundProblem(1000, undefined)).toBe('amount_required');
    expect(partialRefundProblem(1000, 1000)).toBe('amount_out_of_range');
    expect(partialRefundProblem(1000, 999)).toBeNull();
  });

  const paidAndFee = fc
    .integer({ min: 2, max: 900_719_925_474 })
    .chain((paid) => fc.tuple(fc.constant(paid), fc.integer({ min: 0, max: paid })));
  const decided = paidAndFee.chain(([paid, fee]) =>
    fc.tuple(
      fc.constant(paid),
      fc.constant(fee),
      fc.constantFrom(...DISPUTE_DECISIONS),
      fc.integer({ min: 1, max: paid - 1 }),
    ),
  );

  it('gives whole satang, none negative, adding up to what was paid (property)', () => {
    fc.assert(
      fc.property(decided, ([paid, fee, decision, refund]) => {
        const split = disputeSettlement({
          paidSatang: paid,
          platformFeeSatang: fee,
          decision,
          refundSatang: refund,
        });
        for (const part of Object.values(split)) {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
        }
        expect(split.customerRefund + split.photographerPayout + split.platformFee).toBe(paid);
      }),
    );
  });

  it('never takes more fee than the stored one, and the customer gets exactly what was decided (property)', () => {
    fc.assert(
      fc.property(decided, ([paid, fee, decision, refund]) => {
        const split = disputeSettlement({
          paidSatang: paid,
          platformFeeSatang: fee,
          decision,
          refundSatang: refund,
        });
        expect(split.platformFee).toBeLessThanOrEqual(fee);
        const expected = { refund: paid, release: 0, partial_refund: refund }[decision];
        expect(split.customerRefund).toBe(expected);
      }),
    );
  });

  it('writes ledger lines that add up to what was paid, each positive (property)', () => {
    fc.assert(
      fc.property(decided, ([paid, fee, decision, refund]) => {
        const lines = disputeLedgerLines({
          paidSatang: paid,
          platformFeeSatang: fee,
          decision,
          refundSatang: refund,
          customerId: 'c',
          photographerId: 'p',
        });
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(paid);
        expect(lines.filter((line) => line.amount <= 0)).toEqual([]);
        expect(lines.filter((l) => l.type === 'refund').map((l) => l.userId)).toEqual(
          decision === 'release' ? [] : ['c'],
        );
      }),
    );
  });

  it('a larger partial refund never pays the photographer more (property)', () => {
    fc.assert(
      fc.property(paidAndFee, fc.nat(), fc.nat(), ([paid, fee], a, b) => {
        const [low, high] = [1 + (a % (paid - 1)), 1 + (b % (paid - 1))].sort((x, y) => x - y);
        const part = (refund: number) =>
          disputeSettlement({
            paidSatang: paid,
            platformFeeSatang: fee,
            decision: 'partial_refund',
            refundSatang: refund,
          });
        expect(part(high!).photographerPayout).toBeLessThanOrEqual(part(low!).photographerPayout);
      }),
    );
  });
});
