import type { DeliveryStatus } from './delivery-status.ts';
import { isFinalsOwedStatus } from './delivery-status.ts';

/** Event type names of the delivery machine (docs/product.md §11, decision 0023). */
export const DeliveryEventType = {
  UPLOAD_PROOFS: 'UPLOAD_PROOFS',
  SUBMIT_PICKS: 'SUBMIT_PICKS',
  DELIVER_FINALS: 'DELIVER_FINALS',
  ACCEPT: 'ACCEPT',
  REQUEST_REVISION: 'REQUEST_REVISION',
  AUTO_ACCEPT: 'AUTO_ACCEPT',
  REQUEST_REFUND: 'REQUEST_REFUND',
} as const;

/** One of the {@link DeliveryEventType} values. */
export type DeliveryEventType = (typeof DeliveryEventType)[keyof typeof DeliveryEventType];

/** All delivery event types, in lifecycle order (the order the UI lists its buttons). */
export const deliveryEventTypes: readonly DeliveryEventType[] = Object.values(DeliveryEventType);

/**
 * Who sends a delivery event: the booking's `photographer` or `customer` (the API derives it from
 * the signed-in caller's relation to the booking; anyone else is refused before the machine is
 * asked), or the `system` (the API's clock sweep).
 */
export type DeliverySource = 'photographer' | 'customer' | 'system';

/** All delivery event sources. */
export const deliverySources: readonly DeliverySource[] = ['photographer', 'customer', 'system'];

/**
 * Who may send each event: the one place this is written. A delivery event from any other source
 * is refused with `forbidden_source`. Source: docs/product.md §11, decision 0023.
 */
export const DELIVERY_EVENT_SOURCE = {
  UPLOAD_PROOFS: 'photographer',
  SUBMIT_PICKS: 'customer',
  DELIVER_FINALS: 'photographer',
  ACCEPT: 'customer',
  REQUEST_REVISION: 'customer',
  AUTO_ACCEPT: 'system',
  REQUEST_REFUND: 'customer',
} as const satisfies Record<DeliveryEventType, DeliverySource>;

/**
 * Events of the delivery machine, each with its `source`.
 * - UPLOAD_PROOFS: `count` proofs are up (a whole number ≥ 1).
 * - SUBMIT_PICKS: the customer submits `picks` favourites (1..the number of proofs); picks beyond
 *   the sub-package's deliverables are extra photos, paid before the submission ({@link extraPhotosCharge}).
 * - DELIVER_FINALS: `count` final photos are up (a whole number ≥ 1); nothing delivered is never
 *   delivered, so silence cannot accept it and release the payout.
 * - REQUEST_REVISION: `note` says what to change (not blank).
 * - AUTO_ACCEPT: the clock sweep accepts finals left unanswered ({@link autoAcceptAt}).
 * - REQUEST_REFUND: the customer ends a delivery never made ({@link refundRequestableAt}).
 */
export type DeliveryEvent =
  | { type: 'UPLOAD_PROOFS'; source: DeliverySource; count: number }
  | { type: 'SUBMIT_PICKS'; source: DeliverySource; picks: number }
  | { type: 'DELIVER_FINALS'; source: DeliverySource; count: number }
  | { type: 'ACCEPT'; source: DeliverySource }
  | { type: 'REQUEST_REVISION'; source: DeliverySource; note: string }
  | { type: 'AUTO_ACCEPT'; source: DeliverySource }
  | { type: 'REQUEST_REFUND'; source: DeliverySource };

/** The stored facts of one delivery the rules need. Times are ISO-8601 UTC strings. */
export interface DeliveryFacts {
  /** The sub-package offers proofs to pick from before the finals. */
  offersProofs: boolean;
  /** Photos included in the price: the sub-package's `deliverables` (≥ 1; 0 opens no delivery). */
  included: number;
  /** Revisions the customer may ask for; default {@link DEFAULT_REVISIONS_ALLOWED}. */
  revisionsAllowed?: number;
  /** Revisions asked for so far. */
  revisionsUsed: number;
  /** Proofs uploaded (0 before UPLOAD_PROOFS). */
  proofCount: number;
  /**
   * Extra photos paid for: the photos of the delivery's add-on once it is `Paid`, else 0
   * (`paidExtraPhotos`). Picks up to `included + extraPhotosPaid` may be submitted.
   */
  extraPhotosPaid: number;
  /** When the finals are due, ISO-8601 UTC ({@link dueAt}). */
  dueAt: string;
  /** When the latest finals were delivered, ISO-8601 UTC; null before the first finals. */
  finalsDeliveredAt: string | null;
}

/** Everything a delivery transition depends on. The rules never read the clock: `now` is input. */
export interface DeliveryRuleContext {
  delivery: DeliveryFacts;
  /** The caller's current time, ISO-8601 UTC. */
  now: string;
  /** Days after the finals after which silence is acceptance; default {@link DEFAULT_AUTO_ACCEPT_DAYS}. */
  autoAcceptDays?: number;
  /** Days after the due date before a refund may be asked for; default {@link DEFAULT_REFUND_GRACE_DAYS}. */
  refundGraceDays?: number;
}

/**
 * Why a delivery transition was refused:
 * - `not_allowed_in_state`: the status does not take the event (every event on a final status);
 * - `forbidden_source`: the event is not this source's to send ({@link DELIVERY_EVENT_SOURCE});
 * - `proofs_not_offered`: UPLOAD_PROOFS when the sub-package offers no proofs;
 * - `picks_expected`: DELIVER_FINALS straight from Open when the sub-package offers proofs;
 * - `no_proofs`: UPLOAD_PROOFS with no photo;
 * - `no_finals`: DELIVER_FINALS with no final photo (in Open after `picks_expected`, PicksSubmitted
 *   and RevisionRequested);
 * - `picks_out_of_range`: SUBMIT_PICKS with 0 picks or more picks than proofs;
 * - `extra_photos_unpaid`: SUBMIT_PICKS beyond the included photos and the extra photos paid for
 *   (`extraPhotosCheckout` says whether a checkout can settle them);
 * - `note_required`: REQUEST_REVISION without a note;
 * - `no_revisions_left`: REQUEST_REVISION once the allowed revisions are used;
 * - `not_due_yet`: AUTO_ACCEPT before {@link autoAcceptAt}, REQUEST_REFUND before {@link refundRequestableAt};
 * - `too_late`: REQUEST_REVISION at or after {@link autoAcceptAt} (the silence already counts as
 *   acceptance, even before the clock sweep has recorded it).
 */
export type DeliveryRefusal =
  | 'not_allowed_in_state'
  | 'forbidden_source'
  | 'proofs_not_offered'
  | 'picks_expected'
  | 'no_proofs'
  | 'no_finals'
  | 'picks_out_of_range'
  | 'extra_photos_unpaid'
  | 'note_required'
  | 'no_revisions_left'
  | 'not_due_yet'
  | 'too_late';

/** Revisions allowed when the sub-package names none (docs/product.md §11). */
export const DEFAULT_REVISIONS_ALLOWED = 1;
/** Days of silence after the finals that count as acceptance (docs/product.md §11; configurable). */
export const DEFAULT_AUTO_ACCEPT_DAYS = 3;
/** Days after the due date before a customer may ask for a refund of an undelivered shoot (configurable). */
export const DEFAULT_REFUND_GRACE_DAYS = 7;
/** Days the finals are kept after acceptance (configurable). */
export const DEFAULT_FINALS_RETENTION_DAYS = 180;
/** Days before the finals expire that both parties are reminded to download them. */
export const FINALS_EXPIRY_REMINDER_DAYS = 7;
/** Hours after the shoot's end during which a booking with nothing to deliver may be disputed. */
export const DISPUTE_WINDOW_HOURS = 72;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Throws a RangeError naming `name` unless `value` is a whole number ≥ 0 (a count of days, hours,
 * photos, or an amount in satang) within the safe-integer range.
 */
export function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
  }
}

/** `iso` plus `days` whole days of 24 hours, as ISO-8601 UTC; RangeError on a bad time or count. */
function addDays(iso: string, days: number, name: string): string {
  assertWhole(days, name);
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new RangeError(`not an ISO-8601 time: ${iso}`);
  return new Date(at + days * DAY_MS).toISOString();
}

/**
 * When the finals are due: the shoot's end plus the sub-package's `deliveryDays` (24-hour days;
 * Thailand keeps no daylight saving, so these are also calendar days in `Asia/Bangkok`).
 *
 * @param shootEnd the appointment's end, ISO-8601 UTC.
 * @param deliveryDays whole days ≥ 0.
 * @returns ISO-8601 UTC.
 * @throws RangeError on an unparsable time or a negative or fractional day count.
 * Source: docs/product.md §3.3 (deliveryDays), §11.
 */
export function dueAt(shootEnd: string, deliveryDays: number): string {
  return addDays(shootEnd, deliveryDays, 'deliveryDays');
}

/**
 * Whether a delivery is late: `now` is after its due date and the photographer still owes the
 * first finals ({@link finalsOwedStatuses}). Derived, never stored: both parties see it.
 *
 * @param now current time, ISO-8601 UTC. @param due {@link dueAt}, ISO-8601 UTC.
 * Source: docs/product.md §11, decision 0023.
 */
export function isLate(now: string, due: string, status: DeliveryStatus): boolean {
  return isFinalsOwedStatus(status) && Date.parse(now) > Date.parse(due);
}

/**
 * When finals left unanswered count as accepted: their delivery plus `days` (default 3).
 * @param finalsDeliveredAt ISO-8601 UTC. @returns ISO-8601 UTC.
 * @throws RangeError as {@link dueAt}. Source: docs/product.md §11.
 */
export function autoAcceptAt(
  finalsDeliveredAt: string,
  days: number = DEFAULT_AUTO_ACCEPT_DAYS,
): string {
  return addDays(finalsDeliveredAt, days, 'autoAcceptDays');
}

/**
 * From when the customer of an undelivered shoot may ask for a refund: the due date plus the grace
 * period (default 7 days). @param due ISO-8601 UTC. @returns ISO-8601 UTC.
 * @throws RangeError as {@link dueAt}. Source: docs/product.md §11, decision 0023.
 */
export function refundRequestableAt(
  due: string,
  graceDays: number = DEFAULT_REFUND_GRACE_DAYS,
): string {
  return addDays(due, graceDays, 'refundGraceDays');
}

/** What happens to the delivered files after acceptance; ISO-8601 UTC. */
export interface RetentionDates {
  /** The proofs' full-size originals are removed: at acceptance (the finals replace them). */
  proofOriginalsRemovedAt: string;
  /** Both parties are reminded to download the finals. */
  finalsReminderAt: string;
  /** The finals are removed. */
  finalsExpireAt: string;
}

/**
 * The retention dates of an accepted delivery.
 *
 * @param acceptedAt when the finals were accepted, ISO-8601 UTC.
 * @param retentionDays days the finals are kept (default 180).
 * @param reminderDays days before expiry the reminder goes out (default 7; at acceptance when the
 *   retention is shorter).
 * @throws RangeError as {@link dueAt}. Source: docs/product.md §11, decision 0023.
 */
export function retentionDates(
  acceptedAt: string,
  retentionDays: number = DEFAULT_FINALS_RETENTION_DAYS,
  reminderDays: number = FINALS_EXPIRY_REMINDER_DAYS,
): RetentionDates {
  assertWhole(reminderDays, 'reminderDays');
  return {
    proofOriginalsRemovedAt: addDays(acceptedAt, 0, 'retentionDays'),
    finalsReminderAt: addDays(
      acceptedAt,
      Math.max(0, retentionDays - reminderDays),
      'retentionDays',
    ),
    finalsExpireAt: addDays(acceptedAt, retentionDays, 'retentionDays'),
  };
}

/**
 * When a booking's payout is released:
 * - `acceptance`: a sub-package with deliverables opens a delivery; the payout goes once, when the
 *   delivery becomes Accepted;
 * - `disputeWindowEnd`: a sub-package with deliverables 0 delivers nothing through ShootBook; the
 *   payout goes at `at`, the shoot's end plus {@link DISPUTE_WINDOW_HOURS} (and, as today, only for
 *   a Completed appointment with a Paid payment: docs/product.md §4.2).
 */
export type PayoutReleaseRule = { on: 'acceptance' } | { on: 'disputeWindowEnd'; at: string };

/**
 * Which {@link PayoutReleaseRule} applies to a booking.
 *
 * @param subPackage `deliverables`, whole number ≥ 0.
 * @param shootEnd the appointment's end, ISO-8601 UTC.
 * @param disputeWindowHours default 72.
 * @throws RangeError on a negative or fractional count or an unparsable time.
 * Source: docs/product.md §11.
 */
export function payoutReleaseRule(
  subPackage: { deliverables: number },
  shootEnd: string,
  disputeWindowHours: number = DISPUTE_WINDOW_HOURS,
): PayoutReleaseRule {
  assertWhole(subPackage.deliverables, 'deliverables');
  assertWhole(disputeWindowHours, 'disputeWindowHours');
  if (subPackage.deliverables > 0) return { on: 'acceptance' };
  const end = Date.parse(shootEnd);
  if (Number.isNaN(end)) throw new RangeError(`not an ISO-8601 time: ${shootEnd}`);
  return { on: 'disputeWindowEnd', at: new Date(end + disputeWindowHours * HOUR_MS).toISOString() };
}

type Condition = (context: DeliveryRuleContext, event: DeliveryEvent) => boolean;

const reached = (now: string, at: string): boolean => Date.parse(now) >= Date.parse(at);

/**
 * Whether finals delivered at `delivery.finalsDeliveredAt` count as accepted at `now`
 * ({@link autoAcceptAt} with the context's `autoAcceptDays`); false before any finals.
 * Source: docs/product.md §11.
 */
export function isAutoAcceptDue(context: DeliveryRuleContext): boolean {
  const { finalsDeliveredAt } = context.delivery;
  return (
    finalsDeliveredAt !== null &&
    reached(context.now, autoAcceptAt(finalsDeliveredAt, context.autoAcceptDays))
  );
}

/** The conditions transitions depend on (the machine's guards are built from them). */
const conditions = {
  offersProofs: (c) => c.delivery.offersProofs,
  offersNoProofs: (c) => !c.delivery.offersProofs,
  hasProofs: (_, e) => e.type === 'UPLOAD_PROOFS' && Number.isSafeInteger(e.count) && e.count >= 1,
  hasFinals: (_, e) => e.type === 'DELIVER_FINALS' && Number.isSafeInteger(e.count) && e.count >= 1,
  picksInRange: (c, e) =>
    e.type === 'SUBMIT_PICKS' &&
    Number.isSafeInteger(e.picks) &&
    e.picks >= 1 &&
    e.picks <= c.delivery.proofCount,
  extrasSettled: (c, e) =>
    e.type === 'SUBMIT_PICKS' && e.picks <= c.delivery.included + c.delivery.extraPhotosPaid,
  hasNote: (_, e) =>
    e.type === 'REQUEST_REVISION' && typeof e.note === 'string' && e.note.trim() !== '',
  hasRevisionLeft: (c) =>
    c.delivery.revisionsUsed < (c.delivery.revisionsAllowed ?? DEFAULT_REVISIONS_ALLOWED),
  isAutoAcceptDue: (c) => isAutoAcceptDue(c),
  isBeforeAutoAccept: (c) => !isAutoAcceptDue(c),
  isRefundRequestable: (c) =>
    reached(c.now, refundRequestableAt(c.delivery.dueAt, c.refundGraceDays)),
} satisfies Record<string, Condition>;

type Requirement = readonly (readonly [keyof typeof conditions, DeliveryRefusal])[];

/** Finals are delivered only with at least one final photo up (docs/product.md §11). */
const finals: Requirement = [['hasFinals', 'no_finals']];

/** Refunds of a delivery never made: from when the photographer owes the first finals. */
const refund: Requirement = [['isRefundRequestable', 'not_due_yet']];

/**
 * What each event needs in each status (beyond its source), in the order a refusal reports it. The
 * machine's guards are built from it and {@link deliveryRefusal} reads it: one table.
 */
const requirements: Partial<
  Record<DeliveryStatus, Partial<Record<DeliveryEventType, Requirement>>>
> = {
  Open: {
    UPLOAD_PROOFS: [
      ['offersProofs', 'proofs_not_offered'],
      ['hasProofs', 'no_proofs'],
    ],
    // A customer promised a choice gets it before the finals.
    DELIVER_FINALS: [['offersNoProofs', 'picks_expected'], ...finals],
    REQUEST_REFUND: refund,
  },
  ProofsReady: {
    // The photographer does not edit extra photos nobody paid for.
    SUBMIT_PICKS: [
      ['picksInRange', 'picks_out_of_range'],
      ['extrasSettled', 'extra_photos_unpaid'],
    ],
  },
  PicksSubmitted: { DELIVER_FINALS: finals, REQUEST_REFUND: refund },
  FinalsDelivered: {
    ACCEPT: [],
    REQUEST_REVISION: [
      ['isBeforeAutoAccept', 'too_late'],
      ['hasNote', 'note_required'],
      ['hasRevisionLeft', 'no_revisions_left'],
    ],
    AUTO_ACCEPT: [['isAutoAcceptDue', 'not_due_yet']],
  },
  RevisionRequested: { DELIVER_FINALS: finals },
};

/**
 * Why `event` is refused for a delivery in `status`, or null when it is allowed. Checked in this
 * order: `not_allowed_in_state` (the status does not take the event; every event on Accepted and
 * Refunded), `forbidden_source` ({@link DELIVERY_EVENT_SOURCE}), then the event's conditions in
 * the status ({@link DeliveryRefusal}). The one place delivery refusals come from; the API answers
 * `forbidden_source` with 403 and the others with 409 `invalid_transition`.
 * Source: docs/product.md §11, decision 0023.
 */
export function deliveryRefusal(
  status: DeliveryStatus,
  event: DeliveryEvent,
  context: DeliveryRuleContext,
): DeliveryRefusal | null {
  const needs = requirements[status]?.[event.type];
  if (!needs) return 'not_allowed_in_state';
  if (DELIVERY_EVENT_SOURCE[event.type] !== event.source) return 'forbidden_source';
  for (const [condition, refusal] of needs) {
    if (!conditions[condition](context, event)) return refusal;
  }
  return null;
}

/** A delivered file's kind: a watermarked `proof` to pick from, or a `final` to download. */
export type DeliveryFileKind = 'proof' | 'final';

/** The delivered file kinds, proofs first. */
export const deliveryFileKinds: readonly DeliveryFileKind[] = ['proof', 'final'];

/** Why the photographer may not add or remove a file of a kind now ({@link fileChangeRefusal}). */
export type FileChangeRefusal = Extract<
  DeliveryRefusal,
  'proofs_not_offered' | 'picks_expected' | 'not_allowed_in_state'
>;

/** The hand-over event the files of each kind make up (UPLOAD_PROOFS, DELIVER_FINALS). */
const HAND_OVER = {
  proof: 'UPLOAD_PROOFS',
  final: 'DELIVER_FINALS',
} as const satisfies Record<DeliveryFileKind, DeliveryEventType>;

/**
 * Why the photographer may not add or remove a file of `kind` on a delivery in `status`, or null
 * when they may. Files of a kind change while their hand-over event is still to come: proofs while
 * `Open` when the sub-package offers them; finals in `Open` without proofs, `PicksSubmitted` and
 * `RevisionRequested`. Read from the same table as {@link deliveryRefusal} (the hand-over's status
 * and sub-package shape; not its counts, which the files make):
 * - `proofs_not_offered`: a proof when the sub-package offers none (in any status);
 * - `picks_expected`: a final in `Open` when proofs come first;
 * - `not_allowed_in_state`: the files of that kind were handed over (or the delivery is final).
 *
 * The API refuses such a change with 409 `invalid_transition`; the web offers upload and removal
 * only when this is null. Source: docs/product.md §11, decisions 0023 and 0026.
 */
export function fileChangeRefusal(
  delivery: { status: DeliveryStatus; offersProofs: boolean },
  kind: DeliveryFileKind,
): FileChangeRefusal | null {
  if (kind === 'proof' && !delivery.offersProofs) return 'proofs_not_offered';
  const needs = requirements[delivery.status]?.[HAND_OVER[kind]];
  if (!needs) return 'not_allowed_in_state';
  for (const [condition, refusal] of needs) {
    const shape = SHAPE_CONDITIONS[condition as keyof typeof SHAPE_CONDITIONS];
    if (shape && !shape(delivery.offersProofs)) return refusal as FileChangeRefusal;
  }
  return null;
}

/** The conditions of {@link requirements} that read the sub-package's shape only. */
const SHAPE_CONDITIONS = {
  offersProofs: (offersProofs: boolean) => offersProofs,
  offersNoProofs: (offersProofs: boolean) => !offersProofs,
} satisfies Partial<Record<keyof typeof conditions, (offersProofs: boolean) => boolean>>;

/**
 * The kind of file the photographer adds (and may remove) now, or null when neither
 * ({@link fileChangeRefusal}; never both: proofs and finals are never open at once).
 */
export function changeableFileKind(delivery: {
  status: DeliveryStatus;
  offersProofs: boolean;
}): DeliveryFileKind | null {
  return deliveryFileKinds.find((kind) => fileChangeRefusal(delivery, kind) === null) ?? null;
}
