import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  extraPhotosCharge,
  extraPhotosCheckout,
  extraPhotosCheckoutExpired,
  extraPhotosLedgerLines,
  extraPhotosTransition,
  paidExtraPhotos,
  type ExtraPhotosEvent,
  type ExtraPhotosStatus,
} from './add-on.ts';
import { notificationsForExtraPhotos } from './delivery-notifications.ts';
import {
  availableDeliveryEvents,
  deliveryMachine,
  deliveryTransition,
  type DeliveryEffect,
} from './delivery-machine.ts';
import {
  DELIVERY_EVENT_SOURCE,
  autoAcceptAt,
  changeableFileKind,
  deliveryEventTypes,
  deliveryFileKinds,
  deliveryRefusal,
  deliverySources,
  dueAt,
  fileChangeRefusal,
  isLate,
  payoutReleaseRule,
  refundRequestableAt,
  retentionDates,
  type DeliveryEvent,
  type DeliveryEventType,
  type DeliveryFacts,
  type DeliveryRuleContext,
  type DeliverySource,
} from './delivery-rules.ts';
import { deliveryStatuses, finalDeliveryStatuses, type DeliveryStatus } from './delivery-status.ts';

// Shoot ends 1 Dec 05:00 UTC; 14 delivery days → due 15 Dec 05:00; refundable from 22 Dec 05:00.
const shootEnd = '2026-12-01T05:00:00.000Z';
const due = '2026-12-15T05:00:00.000Z';
const finalsAt = '2026-12-10T05:00:00.000Z';

function facts(over: Partial<DeliveryFacts> = {}): DeliveryFacts {
  return {
    offersProofs: true,
    included: 20,
    revisionsUsed: 0,
    proofCount: 60,
    extraPhotosPaid: 0,
    dueAt: due,
    finalsDeliveredAt: null,
    ...over,
  };
}

function ctx(
  over: Partial<DeliveryFacts> = {},
  now = '2026-12-05T00:00:00.000Z',
): DeliveryRuleContext {
  return { delivery: facts(over), now };
}

const upload = (count = 60): DeliveryEvent => ({
  type: 'UPLOAD_PROOFS',
  source: 'photographer',
  count,
});
const submit = (picks = 20): DeliveryEvent => ({ type: 'SUBMIT_PICKS', source: 'customer', picks });
const deliver = (count = 40): DeliveryEvent => ({
  type: 'DELIVER_FINALS',
  source: 'photographer',
  count,
});
const finals = deliver();
const accept: DeliveryEvent = { type: 'ACCEPT', source: 'customer' };
const revise = (note = 'Warmer skin tones, please'): DeliveryEvent => ({
  type: 'REQUEST_REVISION',
  source: 'customer',
  note,
});
const autoAccept: DeliveryEvent = { type: 'AUTO_ACCEPT', source: 'system' };
const refund: DeliveryEvent = { type: 'REQUEST_REFUND', source: 'customer' };

/** One valid-payload event of each type from `source`. */
function eventOf(type: DeliveryEventType, source: DeliverySource): DeliveryEvent {
  if (type === 'UPLOAD_PROOFS') return { type, source, count: 10 };
  if (type === 'SUBMIT_PICKS') return { type, source, picks: 10 };
  if (type === 'DELIVER_FINALS') return { type, source, count: 10 };
  if (type === 'REQUEST_REVISION') return { type, source, note: 'Crop tighter' };
  return { type, source };
}
const ownEvents = deliveryEventTypes.map((type) => eventOf(type, DELIVERY_EVENT_SOURCE[type]));

describe('delivery transitions (docs/product.md §11)', () => {
  const later = '2026-12-11T00:00:00.000Z';
  const allowed: [
    DeliveryStatus,
    DeliveryEvent,
    DeliveryStatus,
    DeliveryRuleContext,
    DeliveryEffect[],
  ][] = [
    ['Open', upload(), 'ProofsReady', ctx(), []],
    ['Open', finals, 'FinalsDelivered', ctx({ offersProofs: false }), []],
    ['Open', refund, 'Refunded', ctx({}, '2026-12-22T05:00:00.000Z'), [{ type: 'refundPayment' }]],
    ['ProofsReady', submit(20), 'PicksSubmitted', ctx(), []],
    ['ProofsReady', submit(25), 'PicksSubmitted', ctx({ extraPhotosPaid: 5 }), []],
    ['PicksSubmitted', finals, 'FinalsDelivered', ctx(), []],
    [
      'PicksSubmitted',
      refund,
      'Refunded',
      ctx({}, '2026-12-23T00:00:00.000Z'),
      [{ type: 'refundPayment' }],
    ],
    [
      'FinalsDelivered',
      accept,
      'Accepted',
      ctx({ finalsDeliveredAt: finalsAt }, later),
      [{ type: 'releasePayout' }],
    ],
    [
      'FinalsDelivered',
      revise(),
      'RevisionRequested',
      ctx({ finalsDeliveredAt: finalsAt }, later),
      [],
    ],
    [
      'FinalsDelivered',
      autoAccept,
      'Accepted',
      ctx({ finalsDeliveredAt: finalsAt }, '2026-12-13T05:00:00.000Z'),
      [{ type: 'releasePayout' }],
    ],
    [
      'RevisionRequested',
      finals,
      'FinalsDelivered',
      ctx({ revisionsUsed: 1, finalsDeliveredAt: finalsAt }, later),
      [],
    ],
  ];

  it.each(allowed)('%s + %o → %s', (from, event, to, context, effects) => {
    expect(deliveryTransition(from, event, context)).toEqual({ ok: true, to, effects });
  });

  it('final statuses take no event', () => {
    expect(finalDeliveryStatuses).toEqual(['Accepted', 'Refunded']);
    for (const status of finalDeliveryStatuses) {
      for (const event of ownEvents) {
        expect(deliveryRefusal(status, event, ctx({}, '2027-06-01T00:00:00.000Z'))).toBe(
          'not_allowed_in_state',
        );
      }
    }
  });

  it('each event is its source’s alone: the photographer delivers, the customer decides, the clock auto-accepts', () => {
    const sentBy = (source: DeliverySource) =>
      deliveryEventTypes.filter((type) => DELIVERY_EVENT_SOURCE[type] === source);
    expect(sentBy('photographer')).toEqual(['UPLOAD_PROOFS', 'DELIVER_FINALS']);
    expect(sentBy('customer')).toEqual([
      'SUBMIT_PICKS',
      'ACCEPT',
      'REQUEST_REVISION',
      'REQUEST_REFUND',
    ]);
    expect(sentBy('system')).toEqual(['AUTO_ACCEPT']);
    const late = ctx({ finalsDeliveredAt: finalsAt }, '2027-01-01T00:00:00.000Z');
    expect(
      deliveryRefusal('FinalsDelivered', { type: 'ACCEPT', source: 'photographer' }, late),
    ).toBe('forbidden_source');
    expect(
      deliveryRefusal('FinalsDelivered', { type: 'AUTO_ACCEPT', source: 'customer' }, late),
    ).toBe('forbidden_source');
    expect(
      deliveryRefusal(
        'Open',
        { type: 'DELIVER_FINALS', source: 'system', count: 10 },
        ctx({ offersProofs: false }),
      ),
    ).toBe('forbidden_source');
    expect(deliveryRefusal('Open', { type: 'REQUEST_REFUND', source: 'system' }, late)).toBe(
      'forbidden_source',
    );
  });

  it('proofs only when offered, and then before the finals', () => {
    expect(deliveryRefusal('Open', upload(), ctx({ offersProofs: false }))).toBe(
      'proofs_not_offered',
    );
    expect(deliveryRefusal('Open', upload(0), ctx())).toBe('no_proofs');
    expect(deliveryRefusal('Open', finals, ctx())).toBe('picks_expected');
  });

  // Every status that takes DELIVER_FINALS, with a context in which the finals are otherwise due.
  const finalsOwed: [DeliveryStatus, DeliveryRuleContext][] = [
    ['Open', ctx({ offersProofs: false })],
    ['PicksSubmitted', ctx()],
    ['RevisionRequested', ctx({ revisionsUsed: 1, finalsDeliveredAt: finalsAt }, later)],
  ];

  it.each(finalsOwed)(
    '%s: finals need at least one final photo (no_finals), and one is enough',
    (status, context) => {
      for (const count of [0, -1, 1.5, Number.NaN]) {
        expect(deliveryTransition(status, deliver(count), context), `count ${count}`).toEqual({
          ok: false,
          reason: 'no_finals',
        });
        expect(deliveryMachine.resolveState({ value: status, context }).can(deliver(count))).toBe(
          false,
        );
      }
      for (const count of [1, 2, 500]) {
        expect(deliveryTransition(status, deliver(count), context)).toEqual({
          ok: true,
          to: 'FinalsDelivered',
          effects: [],
        });
      }
    },
  );

  it('a customer promised proofs hears picks_expected before no_finals', () => {
    expect(deliveryRefusal('Open', deliver(0), ctx())).toBe('picks_expected');
  });

  it('picks: at least one, at most the proofs, extras paid first', () => {
    expect(deliveryRefusal('ProofsReady', submit(0), ctx())).toBe('picks_out_of_range');
    expect(deliveryRefusal('ProofsReady', submit(61), ctx({ extraPhotosPaid: 41 }))).toBe(
      'picks_out_of_range',
    );
    expect(deliveryRefusal('ProofsReady', submit(21), ctx())).toBe('extra_photos_unpaid');
    expect(deliveryRefusal('ProofsReady', submit(60), ctx({ extraPhotosPaid: 40 }))).toBeNull();
    // Paid for 3 extra photos: 23 picks go, a 24th needs paying for.
    expect(deliveryRefusal('ProofsReady', submit(23), ctx({ extraPhotosPaid: 3 }))).toBeNull();
    expect(deliveryRefusal('ProofsReady', submit(24), ctx({ extraPhotosPaid: 3 }))).toBe(
      'extra_photos_unpaid',
    );
  });

  it('a revision needs a note and a revision left (default 1)', () => {
    const delivered = { finalsDeliveredAt: finalsAt };
    expect(deliveryRefusal('FinalsDelivered', revise('  '), ctx(delivered))).toBe('note_required');
    expect(
      deliveryRefusal('FinalsDelivered', revise(), ctx({ ...delivered, revisionsUsed: 1 })),
    ).toBe('no_revisions_left');
    expect(
      deliveryRefusal(
        'FinalsDelivered',
        revise(),
        ctx({ ...delivered, revisionsUsed: 1, revisionsAllowed: 2 }),
      ),
    ).toBeNull();
    expect(
      deliveryRefusal('FinalsDelivered', revise(), ctx({ ...delivered, revisionsAllowed: 0 })),
    ).toBe('no_revisions_left');
    // Three days of silence already count as acceptance, even before the sweep records it.
    expect(
      deliveryRefusal('FinalsDelivered', revise(), ctx(delivered, '2026-12-13T05:00:00.000Z')),
    ).toBe('too_late');
  });

  it('availableDeliveryEvents: the buttons each party sees', () => {
    expect(availableDeliveryEvents('Open', 'photographer', ctx())).toEqual(['UPLOAD_PROOFS']);
    expect(availableDeliveryEvents('Open', 'photographer', ctx({ offersProofs: false }))).toEqual([
      'DELIVER_FINALS',
    ]);
    expect(availableDeliveryEvents('Open', 'customer', ctx())).toEqual([]);
    expect(
      availableDeliveryEvents('Open', 'customer', ctx({}, '2026-12-22T05:00:00.000Z')),
    ).toEqual(['REQUEST_REFUND']);
    expect(
      availableDeliveryEvents('FinalsDelivered', 'customer', ctx({ finalsDeliveredAt: finalsAt })),
    ).toEqual(['ACCEPT', 'REQUEST_REVISION']);
    expect(availableDeliveryEvents('Accepted', 'customer', ctx())).toEqual([]);
  });
});

describe('the machine agrees with deliveryRefusal', () => {
  const contexts = [
    ctx(),
    ctx({ offersProofs: false }),
    ctx({ extraPhotosPaid: 5, proofCount: 5 }),
    ctx({ finalsDeliveredAt: finalsAt, revisionsUsed: 1 }),
    ctx({ finalsDeliveredAt: finalsAt }, '2026-12-13T04:59:59.999Z'),
    ctx({ finalsDeliveredAt: finalsAt }, '2026-12-22T05:00:00.000Z'),
  ];

  it('for every status × event × source', () => {
    let allowedCount = 0;
    let refusedCount = 0;
    for (const context of contexts) {
      for (const status of deliveryStatuses) {
        const snapshot = deliveryMachine.resolveState({ value: status, context });
        for (const type of deliveryEventTypes) {
          for (const source of deliverySources) {
            const event = eventOf(type, source);
            const refusal = deliveryRefusal(status, event, context);
            expect(snapshot.can(event), `${status} + ${type} from ${source}`).toBe(
              refusal === null,
            );
            if (refusal === null) allowedCount += 1;
            else refusedCount += 1;
          }
        }
      }
    }
    expect(allowedCount).toBeGreaterThan(10);
    expect(refusedCount).toBeGreaterThan(allowedCount);
  });

  it('reaches every status (xstate/graph)', () => {
    const reached = new Set<string>();
    const traversals = [
      ctx(),
      ctx({ offersProofs: false }),
      ctx({}, '2026-12-22T05:00:00.000Z'), // past the refund grace
    ];
    for (const input of traversals) {
      for (const path of getShortestPaths(deliveryMachine, { input, events: ownEvents })) {
        reached.add(path.state.value as string);
      }
    }
    expect([...reached].sort()).toEqual([...deliveryStatuses].sort());
  });

  it('on every path, money moves once, on entering Accepted or Refunded, and agrees with deliveryTransition', () => {
    let paths = 0;
    for (const input of [
      ctx(),
      ctx({ offersProofs: false, revisionsAllowed: 2 }),
      ctx({}, '2026-12-22T05:00:00.000Z'),
    ]) {
      for (const path of getSimplePaths(deliveryMachine, { input, events: ownEvents })) {
        let status: DeliveryStatus = 'Open';
        let context = input;
        const moved: DeliveryEffect['type'][] = [];
        for (const step of path.steps) {
          if (step.event.type.startsWith('xstate.')) continue;
          const result = deliveryTransition(status, step.event as DeliveryEvent, context);
          expect(result.ok, `${status} + ${step.event.type}`).toBe(true);
          if (!result.ok) break;
          status = result.to;
          context = step.state.context;
          expect(status).toBe(step.state.value);
          moved.push(...result.effects.map((e) => e.type));
        }
        const expected =
          status === 'Accepted'
            ? ['releasePayout']
            : status === 'Refunded'
              ? ['refundPayment']
              : [];
        expect(moved, path.steps.map((s) => s.event.type).join(' → ')).toEqual(expected);
        paths += 1;
      }
    }
    expect(paths).toBeGreaterThan(10);
  });
});

describe('delivery machine as an actor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function started(input: DeliveryRuleContext) {
    const released: string[] = [];
    const machine = deliveryMachine.provide({
      actions: {
        releasePayout: () => released.push('releasePayout'),
        refundPayment: () => released.push('refundPayment'),
      },
    });
    return { actor: createActor(machine, { input }).start(), released };
  }

  it('proofs → picks → finals → revision → finals → accept releases the payout once', () => {
    const { actor, released } = started(ctx({ proofCount: 0 }));
    actor.send(upload(40));
    actor.send(submit(41)); // more picks than proofs: refused, nothing changes
    expect(actor.getSnapshot().value).toBe('ProofsReady');
    actor.send(submit(20));
    actor.send(finals);
    actor.send(revise());
    expect(actor.getSnapshot().value).toBe('RevisionRequested');
    actor.send(finals);
    actor.send(revise()); // the one revision is used
    expect(actor.getSnapshot().value).toBe('FinalsDelivered');
    expect(released).toEqual([]);
    actor.send(accept);
    expect(actor.getSnapshot().value).toBe('Accepted');
    expect(released).toEqual(['releasePayout']);
    // Final: the actor is done, and a late ACCEPT or AUTO_ACCEPT is refused, so nothing pays twice.
    expect(actor.getSnapshot().status).toBe('done');
    const after = actor.getSnapshot().context;
    expect(deliveryRefusal('Accepted', accept, after)).toBe('not_allowed_in_state');
    expect(deliveryRefusal('Accepted', autoAccept, after)).toBe('not_allowed_in_state');
  });

  it('two revisions when the sub-package allows two', () => {
    const { actor } = started(ctx({ offersProofs: false, revisionsAllowed: 2 }));
    for (let i = 0; i < 3; i += 1) {
      actor.send(finals);
      actor.send(revise());
    }
    expect(actor.getSnapshot().value).toBe('FinalsDelivered');
    expect(actor.getSnapshot().context.delivery.revisionsUsed).toBe(2);
  });

  // 30 days is longer than one timer can hold: the actor waits in turns.
  it.each([2, 3, 30])(
    'accepts unanswered finals by itself after %i days (the named delay autoAccept)',
    (days) => {
      vi.useFakeTimers();
      const { actor, released } = started({
        ...ctx({ offersProofs: false }),
        autoAcceptDays: days,
      });
      actor.send(finals);
      vi.advanceTimersByTime(days * 86_400_000 - 1);
      expect(actor.getSnapshot().value).toBe('FinalsDelivered');
      expect(released).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('Accepted');
      expect(actor.getSnapshot().status).toBe('done');
      expect(released).toEqual(['releasePayout']);
    },
  );

  it('a revision request stops the countdown; new finals start it again', () => {
    vi.useFakeTimers();
    const { actor, released } = started(ctx({ offersProofs: false }));
    actor.send(finals);
    vi.advanceTimersByTime(2 * 86_400_000);
    actor.send(revise());
    vi.advanceTimersByTime(10 * 86_400_000);
    expect(actor.getSnapshot().value).toBe('RevisionRequested');
    actor.send(finals);
    vi.advanceTimersByTime(3 * 86_400_000);
    expect(actor.getSnapshot().value).toBe('Accepted');
    expect(released).toEqual(['releasePayout']);
  });

  it('a refunded delivery refunds once and never pays out', () => {
    const { actor, released } = started(ctx({}, '2026-12-22T05:00:00.000Z'));
    actor.send(refund);
    expect(actor.getSnapshot().value).toBe('Refunded');
    expect(actor.getSnapshot().status).toBe('done');
    expect(released).toEqual(['refundPayment']);
  });
});

describe('time rules under a controlled clock (docs/product.md §11)', () => {
  it('due date: the shoot end plus the delivery days', () => {
    expect(dueAt(shootEnd, 14)).toBe(due);
    expect(dueAt(shootEnd, 0)).toBe(shootEnd);
    expect(() => dueAt(shootEnd, -1)).toThrow(RangeError);
    expect(() => dueAt(shootEnd, 1.5)).toThrow(RangeError);
    expect(() => dueAt('not a time', 1)).toThrow(RangeError);
  });

  it('late once past due while the photographer owes the first finals', () => {
    const after = '2026-12-15T05:00:00.001Z';
    expect(isLate(due, due, 'Open')).toBe(false);
    expect(isLate(after, due, 'Open')).toBe(true);
    expect(isLate(after, due, 'PicksSubmitted')).toBe(true);
    for (const status of [
      'ProofsReady',
      'FinalsDelivered',
      'RevisionRequested',
      'Accepted',
      'Refunded',
    ] as const) {
      expect(isLate(after, due, status), status).toBe(false);
    }
  });

  it('auto-acceptance 3 days (configurable) after the latest finals', () => {
    expect(autoAcceptAt(finalsAt)).toBe('2026-12-13T05:00:00.000Z');
    expect(autoAcceptAt(finalsAt, 5)).toBe('2026-12-15T05:00:00.000Z');
    const delivered = { finalsDeliveredAt: finalsAt };
    expect(
      deliveryRefusal('FinalsDelivered', autoAccept, ctx(delivered, '2026-12-13T04:59:59.999Z')),
    ).toBe('not_due_yet');
    expect(
      deliveryRefusal('FinalsDelivered', autoAccept, ctx(delivered, '2026-12-13T05:00:00.000Z')),
    ).toBeNull();
    expect(
      deliveryRefusal('FinalsDelivered', autoAccept, {
        ...ctx(delivered, '2026-12-13T05:00:00.000Z'),
        autoAcceptDays: 5,
      }),
    ).toBe('not_due_yet');
  });

  it('a refund of an undelivered shoot from 7 days (configurable) after the due date', () => {
    expect(refundRequestableAt(due)).toBe('2026-12-22T05:00:00.000Z');
    expect(refundRequestableAt(due, 1)).toBe('2026-12-16T05:00:00.000Z');
    expect(deliveryRefusal('Open', refund, ctx({}, '2026-12-22T04:59:59.999Z'))).toBe(
      'not_due_yet',
    );
    expect(
      deliveryRefusal('Open', refund, {
        ...ctx({}, '2026-12-16T05:00:00.000Z'),
        refundGraceDays: 1,
      }),
    ).toBeNull();
    // Once the proofs are up it is the customer's turn; once finals came, revision or acceptance.
    const later = ctx({ finalsDeliveredAt: finalsAt }, '2027-02-01T00:00:00.000Z');
    for (const status of ['ProofsReady', 'FinalsDelivered', 'RevisionRequested'] as const) {
      expect(deliveryRefusal(status, refund, later), status).toBe('not_allowed_in_state');
    }
  });

  it('retention: proofs go at acceptance, a reminder 7 days before the finals expire after 180 days', () => {
    expect(retentionDates('2027-01-01T00:00:00.000Z')).toEqual({
      proofOriginalsRemovedAt: '2027-01-01T00:00:00.000Z',
      finalsReminderAt: '2027-06-23T00:00:00.000Z',
      finalsExpireAt: '2027-06-30T00:00:00.000Z',
    });
    expect(retentionDates('2027-01-01T00:00:00.000Z', 30, 7).finalsExpireAt).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(retentionDates('2027-01-01T00:00:00.000Z', 3, 7).finalsReminderAt).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('payout: on acceptance, or 72 hours after the shoot when nothing is delivered', () => {
    expect(payoutReleaseRule({ deliverables: 20 }, shootEnd)).toEqual({ on: 'acceptance' });
    expect(payoutReleaseRule({ deliverables: 0 }, shootEnd)).toEqual({
      on: 'disputeWindowEnd',
      at: '2026-12-04T05:00:00.000Z',
    });
    expect(() => payoutReleaseRule({ deliverables: -1 }, shootEnd)).toThrow(RangeError);
  });
});

describe('extra photos add-on (integer satang)', () => {
  it('charges picks beyond the included photos at the photographer’s price, 10 % fee', () => {
    // 25 picks, 20 included, ฿150.05 each: 5 × 15 005 = 75 025 satang; fee 7 502.5 → 7 503.
    const charge = extraPhotosCharge({ picks: 25, included: 20, pricePerPhotoSatang: 15_005 });
    expect(charge).toEqual({ extraPhotos: 5, amount: 75_025, platformFee: 7_503, payout: 67_522 });
    expect(extraPhotosLedgerLines(charge, { customerId: 'c1', photographerId: 'p1' })).toEqual({
      charge: [{ type: 'charge', amount: 75_025, currency: 'THB', userId: 'c1' }],
      release: [
        { type: 'fee', amount: 7_503, currency: 'THB', userId: 'p1' },
        { type: 'payout', amount: 67_522, currency: 'THB', userId: 'p1' },
      ],
      refund: [{ type: 'refund', amount: 75_025, currency: 'THB', userId: 'c1' }],
    });
  });

  it('nothing within the included photos; refuses negative or fractional inputs', () => {
    const none = extraPhotosCharge({ picks: 12, included: 20, pricePerPhotoSatang: 10_000 });
    expect(none).toEqual({ extraPhotos: 0, amount: 0, platformFee: 0, payout: 0 });
    expect(extraPhotosLedgerLines(none, { customerId: 'c1', photographerId: 'p1' })).toEqual({
      charge: [],
      release: [],
      refund: [],
    });
    expect(() => extraPhotosCharge({ picks: -1, included: 0, pricePerPhotoSatang: 1 })).toThrow(
      RangeError,
    );
    expect(() => extraPhotosCharge({ picks: 2, included: 0, pricePerPhotoSatang: 1.5 })).toThrow(
      RangeError,
    );
    expect(() =>
      extraPhotosCharge({ picks: 2, included: 0, pricePerPhotoSatang: 1, feeBps: 10_001 }),
    ).toThrow(RangeError);
  });

  const input = fc.record({
    picks: fc.integer({ min: 0, max: 5_000 }),
    included: fc.integer({ min: 0, max: 5_000 }),
    pricePerPhotoSatang: fc.integer({ min: 0, max: 10_000_000 }),
    feeBps: fc.integer({ min: 0, max: 10_000 }),
  });
  const sum = (lines: { amount: number }[]) =>
    lines.reduce((total, line) => total + line.amount, 0);

  it('never negative, whole satang, and the parts sum to the charge (property)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const c = extraPhotosCharge(i);
        for (const part of [c.amount, c.platformFee, c.payout]) {
          expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        }
        expect(c.platformFee + c.payout).toBe(c.amount);
        expect(c.amount).toBe(Math.max(0, i.picks - i.included) * i.pricePerPhotoSatang);
        const lines = extraPhotosLedgerLines(c, { customerId: 'c', photographerId: 'p' });
        expect(sum(lines.charge)).toBe(c.amount);
        expect(sum(lines.release)).toBe(c.amount);
        expect(sum(lines.refund)).toBe(c.amount);
        for (const line of [...lines.charge, ...lines.release, ...lines.refund]) {
          expect(Number.isSafeInteger(line.amount) && line.amount > 0).toBe(true);
        }
      }),
    );
  });

  it('monotonic in picks: one more pick never lowers the charge, the fee or the payout (property)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const c = extraPhotosCharge(i);
        const more = extraPhotosCharge({ ...i, picks: i.picks + 1 });
        expect(more.amount).toBeGreaterThanOrEqual(c.amount);
        expect(more.platformFee).toBeGreaterThanOrEqual(c.platformFee);
        expect(more.payout).toBeGreaterThanOrEqual(c.payout);
      }),
    );
  });

  const NOW = '2026-12-10T05:00:00.000Z';
  const noAddOn = { status: null, photos: 0, checkoutExpiresAt: null } as const;
  const plan = (over: Partial<Parameters<typeof extraPhotosCheckout>[0]> = {}) =>
    extraPhotosCheckout({
      status: 'ProofsReady',
      picks: 23,
      included: 20,
      pricePerPhotoSatang: 30_000,
      addOn: noAddOn,
      now: NOW,
      ...over,
    });

  it('a checkout starts for picks beyond the included photos, while they are picked', () => {
    expect(plan()).toEqual({
      ok: true,
      checkout: 'start',
      charge: { extraPhotos: 3, amount: 90_000, platformFee: 9_000, payout: 81_000 },
    });
    expect(plan({ status: 'PicksSubmitted' })).toEqual({
      ok: false,
      reason: 'not_allowed_in_state',
    });
    expect(plan({ picks: 20 })).toEqual({ ok: false, reason: 'no_extra_photos' });
    expect(plan({ pricePerPhotoSatang: 0 })).toEqual({
      ok: false,
      reason: 'extra_photos_not_offered',
    });
    const paid = { status: 'Paid', photos: 3, checkoutExpiresAt: null } as const;
    expect(plan({ addOn: paid })).toEqual({ ok: false, reason: 'extra_photos_paid' });
  });

  it('the same picks reuse the open checkout; other picks or an expired one replace it', () => {
    const open = {
      status: 'Wait',
      photos: 3,
      checkoutExpiresAt: '2026-12-10T05:30:00.000Z',
    } as const;
    expect(plan({ addOn: open })).toMatchObject({ ok: true, checkout: 'reuse' });
    expect(plan({ addOn: open, picks: 24 })).toMatchObject({ ok: true, checkout: 'replace' });
    expect(plan({ addOn: open, now: '2026-12-10T05:30:00.000Z' })).toMatchObject({
      ok: true,
      checkout: 'replace',
    });
  });

  it('an unpaid checkout expires at its time, and only an open one', () => {
    const open = { status: 'Wait', checkoutExpiresAt: '2026-12-10T05:30:00.000Z' } as const;
    expect(extraPhotosCheckoutExpired(open, '2026-12-10T05:29:59.999Z')).toBe(false);
    expect(extraPhotosCheckoutExpired(open, '2026-12-10T05:30:00.000Z')).toBe(true);
    expect(extraPhotosCheckoutExpired(open, '2026-12-11T00:00:00.000Z')).toBe(true);
    const later = '2027-01-01T00:00:00.000Z';
    for (const status of ['Paid', 'Refunded', null] as const)
      expect(extraPhotosCheckoutExpired({ ...open, status }, later), String(status)).toBe(false);
    expect(extraPhotosCheckoutExpired({ status: 'Wait', checkoutExpiresAt: null }, later)).toBe(
      false,
    );
  });

  it('a request replaces the checkout exactly when it has expired (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (minutesLeft) => {
        const expiresAt = new Date(Date.parse(NOW) + minutesLeft * 60_000).toISOString();
        const addOn = { status: 'Wait', photos: 3, checkoutExpiresAt: expiresAt } as const;
        const p = plan({ addOn });
        expect(p).toMatchObject({
          ok: true,
          checkout: extraPhotosCheckoutExpired(addOn, NOW) ? 'replace' : 'reuse',
        });
        expect(extraPhotosCheckoutExpired(addOn, NOW)).toBe(minutesLeft <= 0);
      }),
    );
  });

  it('paid extra photos raise the picks that may be submitted', () => {
    expect(paidExtraPhotos({ status: 'Paid', photos: 3 })).toBe(3);
    expect(paidExtraPhotos({ status: 'Wait', photos: 3 })).toBe(0);
    expect(paidExtraPhotos({ status: 'Refunded', photos: 3 })).toBe(0);
    expect(paidExtraPhotos({ status: null, photos: 0 })).toBe(0);
  });

  it('the add-on is paid once and refunded once; an expired or failed checkout leaves none', () => {
    expect(extraPhotosTransition(null, 'CHECKOUT_STARTED')).toEqual({ ok: true, to: 'Wait' });
    expect(extraPhotosTransition('Wait', 'PROCESSING')).toEqual({ ok: true, to: 'Wait' });
    expect(extraPhotosTransition('Wait', 'SUCCEEDED')).toEqual({ ok: true, to: 'Paid' });
    expect(extraPhotosTransition('Wait', 'EXPIRED')).toEqual({ ok: true, to: null });
    expect(extraPhotosTransition('Wait', 'FAILED')).toEqual({ ok: true, to: null });
    expect(extraPhotosTransition('Paid', 'SUCCEEDED')).toEqual({ ok: false });
    expect(extraPhotosTransition('Paid', 'CHECKOUT_STARTED')).toEqual({ ok: false });
    expect(extraPhotosTransition('Paid', 'REFUNDED')).toEqual({ ok: true, to: 'Refunded' });
    expect(extraPhotosTransition('Refunded', 'REFUNDED')).toEqual({ ok: false });
    expect(extraPhotosTransition(null, 'SUCCEEDED')).toEqual({ ok: false });
    expect(extraPhotosTransition('Wait', 'REFUNDED')).toEqual({ ok: false });
  });

  it('a paid add-on tells the photographer and gives the customer the receipt; nothing else of it tells anyone', () => {
    expect(notificationsForExtraPhotos('SUCCEEDED')).toEqual([
      { recipient: 'photographer', kind: 'extra_photos_paid' },
      { recipient: 'customer', kind: 'extra_photos_receipt' },
    ]);
    for (const event of [
      'CHECKOUT_STARTED',
      'PROCESSING',
      'FAILED',
      'EXPIRED',
      'REFUNDED',
    ] as const)
      expect(notificationsForExtraPhotos(event), event).toEqual([]);
  });

  const events = fc.constantFrom<ExtraPhotosEvent>(
    'CHECKOUT_STARTED',
    'PROCESSING',
    'SUCCEEDED',
    'FAILED',
    'EXPIRED',
    'REFUNDED',
  );

  it('any order of events charges at most once and refunds only what was charged (property)', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (sequence) => {
        let status: ExtraPhotosStatus | null = null;
        let charges = 0;
        let refunds = 0;
        for (const event of sequence) {
          const next = extraPhotosTransition(status, event);
          if (!next.ok) continue;
          if (next.to === 'Paid' && status !== 'Paid') charges += 1;
          if (next.to === 'Refunded' && status !== 'Refunded') refunds += 1;
          status = next.to;
        }
        expect(charges).toBeLessThanOrEqual(1);
        expect(refunds).toBeLessThanOrEqual(charges);
      }),
    );
  });

  it('a started checkout charges what extraPhotosCharge says, never nothing (property)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = extraPhotosCheckout({ ...i, status: 'ProofsReady', addOn: noAddOn, now: NOW });
        if (!p.ok) {
          expect(['no_extra_photos', 'extra_photos_not_offered']).toContain(p.reason);
          return;
        }
        expect(p.charge).toEqual(extraPhotosCharge(i));
        expect(p.charge.amount).toBeGreaterThan(0);
        expect(p.charge.platformFee + p.charge.payout).toBe(p.charge.amount);
      }),
    );
  });
});

describe('which files the photographer may add or remove (decision 0026)', () => {
  const withProofs = (status: DeliveryStatus) => ({ status, offersProofs: true });
  const noProofs = (status: DeliveryStatus) => ({ status, offersProofs: false });

  it('proofs while Open, finals after the picks or on a revision; nothing once handed over', () => {
    expect(fileChangeRefusal(withProofs('Open'), 'proof')).toBeNull();
    expect(fileChangeRefusal(withProofs('Open'), 'final')).toBe('picks_expected');
    expect(fileChangeRefusal(withProofs('ProofsReady'), 'proof')).toBe('not_allowed_in_state');
    expect(fileChangeRefusal(withProofs('ProofsReady'), 'final')).toBe('not_allowed_in_state');
    expect(fileChangeRefusal(withProofs('PicksSubmitted'), 'final')).toBeNull();
    expect(fileChangeRefusal(withProofs('PicksSubmitted'), 'proof')).toBe('not_allowed_in_state');
    expect(fileChangeRefusal(withProofs('FinalsDelivered'), 'final')).toBe('not_allowed_in_state');
    expect(fileChangeRefusal(withProofs('RevisionRequested'), 'final')).toBeNull();
    expect(fileChangeRefusal(noProofs('Open'), 'final')).toBeNull();
    expect(fileChangeRefusal(noProofs('Open'), 'proof')).toBe('proofs_not_offered');
    for (const status of finalDeliveryStatuses)
      for (const kind of deliveryFileKinds)
        expect(fileChangeRefusal(withProofs(status), kind)).not.toBeNull();
  });

  it('agrees with the hand-over event: files of a kind change exactly while it is still to come', () => {
    for (const status of deliveryStatuses)
      for (const offersProofs of [true, false])
        for (const kind of deliveryFileKinds) {
          const event: DeliveryEvent =
            kind === 'proof'
              ? { type: 'UPLOAD_PROOFS', source: 'photographer', count: 1 }
              : { type: 'DELIVER_FINALS', source: 'photographer', count: 1 };
          const handOver = deliveryRefusal(status, event, ctx({ offersProofs }));
          const change = fileChangeRefusal({ status, offersProofs }, kind);
          expect(change === null, `${status} ${kind} offersProofs=${offersProofs}`).toBe(
            handOver === null,
          );
        }
  });

  it('changeableFileKind: the one kind open now, or none', () => {
    expect(changeableFileKind(withProofs('Open'))).toBe('proof');
    expect(changeableFileKind(noProofs('Open'))).toBe('final');
    expect(changeableFileKind(withProofs('ProofsReady'))).toBeNull();
    expect(changeableFileKind(withProofs('RevisionRequested'))).toBe('final');
    expect(changeableFileKind(withProofs('Accepted'))).toBeNull();
  });
});
