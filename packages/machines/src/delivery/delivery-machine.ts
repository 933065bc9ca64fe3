import { assign, setup, transition } from 'xstate';
import {
  autoAcceptAt,
  deliveryEventTypes,
  deliveryRefusal,
  isAutoAcceptDue,
  type DeliveryEvent,
  type DeliveryEventType,
  type DeliveryRefusal,
  type DeliveryRuleContext,
  type DeliverySource,
} from './delivery-rules.ts';
import type { DeliveryStatus } from './delivery-status.ts';

/** Machine context: the rule inputs, whose delivery facts the machine's own events update. */
export type DeliveryMachineContext = DeliveryRuleContext;

/** The longest delay a timer can hold (setTimeout's limit, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long a running actor waits before it looks again whether the finals count as accepted. */
function autoAcceptWaitMs(context: DeliveryMachineContext): number {
  const { finalsDeliveredAt } = context.delivery;
  if (finalsDeliveredAt === null) return MAX_TIMER_MS;
  const left =
    Date.parse(autoAcceptAt(finalsDeliveredAt, context.autoAcceptDays)) - Date.parse(context.now);
  return Math.min(MAX_TIMER_MS, Math.max(0, left));
}

const allowed =
  (status: DeliveryStatus, type: DeliveryEventType) =>
  ({ context, event }: { context: DeliveryMachineContext; event: DeliveryEvent }): boolean =>
    event.type === type && deliveryRefusal(status, event, context) === null;

/**
 * The delivery of docs/product.md §11 (decision 0023) as a statechart. Open → (UPLOAD_PROOFS →
 * ProofsReady → SUBMIT_PICKS → PicksSubmitted →) DELIVER_FINALS → FinalsDelivered → ACCEPT or
 * AUTO_ACCEPT → Accepted; FinalsDelivered → REQUEST_REVISION → RevisionRequested → DELIVER_FINALS
 * → FinalsDelivered; Open or PicksSubmitted → REQUEST_REFUND → Refunded. Accepted and Refunded are
 * final. Guards come from the requirement table behind {@link deliveryRefusal} (who may send
 * what: `DELIVERY_EVENT_SOURCE`).
 *
 * Money moves on entry to a final state, so it moves exactly once whichever way the state is
 * reached: `releasePayout` on Accepted, `refundPayment` (the full paid amount) on Refunded. Both
 * are named actions with no implementation here; the API supplies them with `provide`, or reads
 * them as data with {@link deliveryTransition}. The clock's part is the named delay `autoAccept`:
 * a running actor waits, moves its `now` on by the time waited and accepts unanswered finals once
 * {@link isAutoAcceptDue} holds (waits longer than a timer can hold are taken in turns), while the
 * server, which reasons from stored rows, sends AUTO_ACCEPT from its sweep.
 */
export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryMachineContext,
    events: {} as DeliveryEvent,
    input: {} as DeliveryRuleContext,
  },
  actions: {
    // Effects the server performs; implementations are provided by the API.
    releasePayout: () => {},
    refundPayment: () => {},
    recordProofs: assign(({ context, event }) => ({
      delivery: {
        ...context.delivery,
        proofCount: event.type === 'UPLOAD_PROOFS' ? event.count : context.delivery.proofCount,
      },
    })),
    // The auto-acceptance counts from the latest finals.
    recordFinals: assign(({ context }) => ({
      delivery: { ...context.delivery, finalsDeliveredAt: context.now },
    })),
    // The actor's own notion of time: it has waited `autoAcceptWaitMs` since its `now`.
    advanceClock: assign(({ context }) => ({
      now: new Date(Date.parse(context.now) + autoAcceptWaitMs(context)).toISOString(),
    })),
    recordRevision: assign(({ context }) => ({
      delivery: { ...context.delivery, revisionsUsed: context.delivery.revisionsUsed + 1 },
    })),
  },
  guards: {
    canUploadProofs: allowed('Open', 'UPLOAD_PROOFS'),
    canDeliverFirstFinals: allowed('Open', 'DELIVER_FINALS'),
    canRefundOpen: allowed('Open', 'REQUEST_REFUND'),
    canSubmitPicks: allowed('ProofsReady', 'SUBMIT_PICKS'),
    canDeliverPickedFinals: allowed('PicksSubmitted', 'DELIVER_FINALS'),
    canRefundPicked: allowed('PicksSubmitted', 'REQUEST_REFUND'),
    canAccept: allowed('FinalsDelivered', 'ACCEPT'),
    canRequestRevision: allowed('FinalsDelivered', 'REQUEST_REVISION'),
    canAutoAccept: allowed('FinalsDelivered', 'AUTO_ACCEPT'),
    canDeliverRevision: allowed('RevisionRequested', 'DELIVER_FINALS'),
    isAutoAcceptDue: ({ context }) => isAutoAcceptDue(context),
  },
  delays: {
    /** Until {@link autoAcceptAt} of the latest finals (the configured days, default 3). */
    autoAccept: ({ context }) => autoAcceptWaitMs(context),
  },
}).createMachine({
  id: 'delivery',
  initial: 'Open',
  context: ({ input }) => input,
  states: {
    Open: {
      on: {
        UPLOAD_PROOFS: { guard: 'canUploadProofs', target: 'ProofsReady', actions: 'recordProofs' },
        DELIVER_FINALS: {
          guard: 'canDeliverFirstFinals',
          target: 'FinalsDelivered',
          actions: 'recordFinals',
        },
        REQUEST_REFUND: { guard: 'canRefundOpen', target: 'Refunded' },
      },
    },
    ProofsReady: {
      on: { SUBMIT_PICKS: { guard: 'canSubmitPicks', target: 'PicksSubmitted' } },
    },
    PicksSubmitted: {
      on: {
        DELIVER_FINALS: {
          guard: 'canDeliverPickedFinals',
          target: 'FinalsDelivered',
          actions: 'recordFinals',
        },
        REQUEST_REFUND: { guard: 'canRefundPicked', target: 'Refunded' },
      },
    },
    FinalsDelivered: {
      always: { guard: 'isAutoAcceptDue', target: 'Accepted' },
      after: {
        autoAccept: { target: 'FinalsDelivered', reenter: true, actions: 'advanceClock' },
      },
      on: {
        ACCEPT: { guard: 'canAccept', target: 'Accepted' },
        REQUEST_REVISION: {
          guard: 'canRequestRevision',
          target: 'RevisionRequested',
          actions: 'recordRevision',
        },
        AUTO_ACCEPT: { guard: 'canAutoAccept', target: 'Accepted' },
      },
    },
    RevisionRequested: {
      on: {
        DELIVER_FINALS: {
          guard: 'canDeliverRevision',
          target: 'FinalsDelivered',
          actions: 'recordFinals',
        },
      },
    },
    Accepted: { type: 'final', entry: 'releasePayout' },
    Refunded: { type: 'final', entry: 'refundPayment' },
  },
});

/** The type of {@link deliveryMachine}, for `provide` callers. */
export type DeliveryMachine = typeof deliveryMachine;

/**
 * A money effect the server performs in the same database transaction as the status change:
 * `releasePayout` (payment `Completed`: payout minus the platform fee, on Accepted) or
 * `refundPayment` (the full paid amount back to the customer, on Refunded).
 * Source: docs/product.md §11, decision 0023.
 */
export type DeliveryEffect = { type: 'releasePayout' } | { type: 'refundPayment' };

const effectTypes = new Set<string>([
  'releasePayout',
  'refundPayment',
] satisfies DeliveryEffect['type'][]);

/** Result of {@link deliveryTransition}. */
export type DeliveryTransitionResult =
  | { ok: true; to: DeliveryStatus; effects: DeliveryEffect[] }
  | { ok: false; reason: DeliveryRefusal };

/**
 * Asks the real {@link deliveryMachine} whether `event` is allowed for a delivery in `status`.
 *
 * @param status current delivery status.
 * @param event the event with its `source` (and `count`, `picks` or `note` where it has one).
 * @param context the stored delivery facts, `now` (ISO-8601 UTC) and the configured days.
 * @returns `{ ok: true, to, effects }` with the next status and the money effects to perform, or
 *   `{ ok: false, reason }` with the refusal of {@link deliveryRefusal}.
 * Source: docs/product.md §11, decision 0023.
 */
export function deliveryTransition(
  status: DeliveryStatus,
  event: DeliveryEvent,
  context: DeliveryRuleContext,
): DeliveryTransitionResult {
  const refusal = deliveryRefusal(status, event, context);
  if (refusal) return { ok: false, reason: refusal };
  const [next, actions] = transition(
    deliveryMachine,
    deliveryMachine.resolveState({ value: status, context }),
    event,
  );
  const effects = actions
    .filter((action) => effectTypes.has(action.type))
    .map((action) => ({ type: action.type }) as DeliveryEffect);
  return { ok: true, to: next.value as DeliveryStatus, effects };
}

/**
 * Exactly the event types `source` may send now, in {@link deliveryEventTypes} order — the buttons
 * the UI may offer. Events whose payload decides (UPLOAD_PROOFS, SUBMIT_PICKS, DELIVER_FINALS,
 * REQUEST_REVISION) are judged with a valid payload: one proof, one pick, one final, a note.
 */
export function availableDeliveryEvents(
  status: DeliveryStatus,
  source: DeliverySource,
  context: DeliveryRuleContext,
): DeliveryEventType[] {
  const sample = (type: DeliveryEventType): DeliveryEvent => {
    switch (type) {
      case 'UPLOAD_PROOFS':
        return { type, source, count: 1 };
      case 'SUBMIT_PICKS':
        return { type, source, picks: 1 };
      case 'DELIVER_FINALS':
        return { type, source, count: 1 };
      case 'REQUEST_REVISION':
        return { type, source, note: 'revision' };
      default:
        return { type, source };
    }
  };
  return deliveryEventTypes.filter(
    (type) => deliveryRefusal(status, sample(type), context) === null,
  );
}
