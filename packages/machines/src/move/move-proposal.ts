/**
 * Moving a confirmed shoot (docs/product.md §12 "Moving a shoot",
 * docs/decisions/0032-moving-a-shoot.md): one party of an `Accepted` booking proposes a new start
 * for the same sub-package, the other accepts or declines, the proposer may withdraw, and an
 * unanswered proposal expires. The statechart below is the whole life of one proposal; the API
 * asks it for every change and the web for the buttons it offers.
 */
import { setup, transition } from 'xstate';

import type { AppointmentStatus } from '../appointment/appointment-machine.ts';
import type { BookingParty } from '../appointment/booking-party.ts';
import { counterpartOf } from '../appointment/booking-party.ts';
import type { NotificationDue } from '../notifications/notifications.ts';

/** Where a move proposal is. `Open` is the only state that takes an event. */
export const MoveProposalStatus = {
  OPEN: 'Open',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
  EXPIRED: 'Expired',
} as const;
/** One of {@link MoveProposalStatus}'s values. */
export type MoveProposalStatus = (typeof MoveProposalStatus)[keyof typeof MoveProposalStatus];
/** Every status, for schemas and exhaustive tests. */
export const moveProposalStatuses: readonly MoveProposalStatus[] =
  Object.values(MoveProposalStatus);

/** What can happen to an open proposal. */
export type MoveProposalEventType = 'ACCEPT' | 'DECLINE' | 'WITHDRAW' | 'EXPIRE';
/** Every event, for exhaustive tests. */
export const moveProposalEventTypes: readonly MoveProposalEventType[] = [
  'ACCEPT',
  'DECLINE',
  'WITHDRAW',
  'EXPIRE',
];

/** How long a proposal stays open at most, in hours (it also ends at the booking's start). */
export const MOVE_PROPOSAL_TTL_HOURS = 48;

const HOUR_MS = 3_600_000;

/**
 * When a proposal made at `proposedAt` expires: {@link MOVE_PROPOSAL_TTL_HOURS} later, or at the
 * booking's current `start` if that comes first — an answer after the shoot began means nothing.
 * ISO-8601 UTC in and out.
 * @throws RangeError on an invalid date-time.
 */
export function moveProposalExpiresAt(proposedAt: string, start: string): string {
  const proposed = Date.parse(proposedAt);
  const begins = Date.parse(start);
  if (Number.isNaN(proposed) || Number.isNaN(begins))
    throw new RangeError('proposedAt and start must be ISO-8601 date-times');
  return new Date(Math.min(proposed + MOVE_PROPOSAL_TTL_HOURS * HOUR_MS, begins)).toISOString();
}

/** Who acts on a proposal: a party of the booking, or the system (the expiry). */
export type MoveProposalActor = BookingParty | 'system';

/** The facts a proposal's change is judged on. Times ISO-8601 UTC. */
export interface MoveProposalContext {
  actor: MoveProposalActor;
  /** The party who proposed. */
  proposedBy: BookingParty;
  /** {@link moveProposalExpiresAt} of the proposal. */
  expiresAt: string;
  /** The booking's status now: a move is accepted only while it is `Accepted`. */
  appointmentStatus: AppointmentStatus;
  now: string;
}

/**
 * Why a change of a proposal is refused (an `Error`'s `params.reason`):
 * - `move_not_open`: the proposal was already accepted, declined, withdrawn or expired;
 * - `move_own_proposal`: the proposer cannot accept or decline their own proposal;
 * - `move_not_proposer`: only the proposer withdraws;
 * - `move_expired`: the proposal's time ran out ({@link moveProposalExpiresAt});
 * - `move_not_expired_yet`: the system expires a proposal only once its time ran out;
 * - `move_appointment_not_accepted`: the booking is no longer `Accepted` (canceled meanwhile).
 */
export type MoveProposalRefusal =
  | 'move_not_open'
  | 'move_own_proposal'
  | 'move_not_proposer'
  | 'move_expired'
  | 'move_not_expired_yet'
  | 'move_appointment_not_accepted';

const expired = (c: MoveProposalContext) => Date.parse(c.now) >= Date.parse(c.expiresAt);

/** Each event's conditions in the order they are reported, and the refusal of each. */
const requirements: Record<
  MoveProposalEventType,
  readonly [(c: MoveProposalContext) => boolean, MoveProposalRefusal][]
> = {
  ACCEPT: [
    [(c) => c.actor === counterpartOf(c.proposedBy), 'move_own_proposal'],
    [(c) => !expired(c), 'move_expired'],
    [(c) => c.appointmentStatus === 'Accepted', 'move_appointment_not_accepted'],
  ],
  DECLINE: [
    [(c) => c.actor === counterpartOf(c.proposedBy), 'move_own_proposal'],
    [(c) => !expired(c), 'move_expired'],
  ],
  WITHDRAW: [
    [(c) => c.actor === c.proposedBy, 'move_not_proposer'],
    [(c) => !expired(c), 'move_expired'],
  ],
  EXPIRE: [
    [(c) => c.actor === 'system', 'move_not_proposer'],
    [(c) => expired(c), 'move_not_expired_yet'],
  ],
};

const firstUnmet = (event: MoveProposalEventType, context: MoveProposalContext) =>
  requirements[event].find(([holds]) => !holds(context))?.[1] ?? null;

/**
 * The move proposal statechart: `Open` → `Accepted` (ACCEPT, by the other party, before it
 * expires, while the booking is Accepted), `Declined` (DECLINE, by the other party),
 * `Withdrawn` (WITHDRAW, by the proposer) or `Expired` (EXPIRE, by the system once
 * {@link moveProposalExpiresAt} passed). Every other state is final. Guards come from one
 * requirement table, which {@link moveProposalRefusal} reads too.
 */
export const moveProposalMachine = setup({
  types: {
    context: {} as MoveProposalContext,
    events: {} as { type: MoveProposalEventType },
    input: {} as MoveProposalContext,
  },
  guards: {
    acceptAllowed: ({ context }) => firstUnmet('ACCEPT', context) === null,
    declineAllowed: ({ context }) => firstUnmet('DECLINE', context) === null,
    withdrawAllowed: ({ context }) => firstUnmet('WITHDRAW', context) === null,
    expireAllowed: ({ context }) => firstUnmet('EXPIRE', context) === null,
  },
}).createMachine({
  id: 'moveProposal',
  context: ({ input }) => input,
  initial: 'Open',
  states: {
    Open: {
      on: {
        ACCEPT: { target: 'Accepted', guard: 'acceptAllowed' },
        DECLINE: { target: 'Declined', guard: 'declineAllowed' },
        WITHDRAW: { target: 'Withdrawn', guard: 'withdrawAllowed' },
        EXPIRE: { target: 'Expired', guard: 'expireAllowed' },
      },
    },
    Accepted: { type: 'final' },
    Declined: { type: 'final' },
    Withdrawn: { type: 'final' },
    Expired: { type: 'final' },
  },
});

/**
 * The first condition `event` does not meet for a proposal in `status`, or null when allowed.
 * Every event on a state other than `Open` is `move_not_open`.
 */
export function moveProposalRefusal(
  status: MoveProposalStatus,
  event: MoveProposalEventType,
  context: MoveProposalContext,
): MoveProposalRefusal | null {
  if (status !== 'Open') return 'move_not_open';
  return firstUnmet(event, context);
}

/** Result of {@link moveProposalTransition}. */
export type MoveProposalTransitionResult =
  { ok: true; to: MoveProposalStatus } | { ok: false; reason: MoveProposalRefusal };

/**
 * Asks {@link moveProposalMachine} (XState's pure `transition()`) whether `event` moves a proposal
 * in `status` on, given who asks and when.
 * @returns the next status, or the refusal ({@link moveProposalRefusal}).
 */
export function moveProposalTransition(
  status: MoveProposalStatus,
  event: MoveProposalEventType,
  context: MoveProposalContext,
): MoveProposalTransitionResult {
  const reason = moveProposalRefusal(status, event, context);
  if (reason !== null) return { ok: false, reason };
  const snapshot = moveProposalMachine.resolveState({ value: status, context });
  const [next] = transition(moveProposalMachine, snapshot, { type: event });
  return { ok: true, to: next.value as MoveProposalStatus };
}

/** The events the party `actor` may send a proposal in `status` now (the web's buttons). */
export function availableMoveProposalEvents(
  status: MoveProposalStatus,
  context: MoveProposalContext,
): MoveProposalEventType[] {
  return moveProposalEventTypes.filter(
    (event) => moveProposalRefusal(status, event, context) === null,
  );
}

/**
 * Why a party may not propose a new time now (an `Error`'s `params.reason`), or null:
 * - `move_appointment_not_accepted`: only an `Accepted` booking (paid or not) is moved; a
 *   Pending request is changed by its customer instead (`PATCH /appointment/{id}`);
 * - `too_late_to_move`: the booking's start has come;
 * - `move_same_time`: the new start is the current one;
 * - `move_already_open`: the booking has an open proposal (one at a time; withdraw it first).
 * The new time itself is judged by the booking rules (`isSlotBookable`).
 */
export function moveProposeRefusal(facts: {
  appointmentStatus: AppointmentStatus;
  start: string;
  newStart: string;
  openProposal: boolean;
  now: string;
}):
  | 'move_appointment_not_accepted'
  | 'too_late_to_move'
  | 'move_same_time'
  | 'move_already_open'
  | null {
  if (facts.appointmentStatus !== 'Accepted') return 'move_appointment_not_accepted';
  if (Date.parse(facts.now) >= Date.parse(facts.start)) return 'too_late_to_move';
  if (Date.parse(facts.newStart) === Date.parse(facts.start)) return 'move_same_time';
  if (facts.openProposal) return 'move_already_open';
  return null;
}

/**
 * Who hears of a proposal's change: a new proposal, and its withdrawal, the other party; its
 * acceptance or decline, the proposer. An expiry tells nobody (the proposer sees it on the
 * booking's page).
 */
export function notificationsForMove(
  event: 'PROPOSE' | MoveProposalEventType,
  proposedBy: BookingParty,
): NotificationDue[] {
  const other = counterpartOf(proposedBy);
  switch (event) {
    case 'PROPOSE':
      return [{ recipient: other, kind: 'move_proposed' }];
    case 'WITHDRAW':
      return [{ recipient: other, kind: 'move_withdrawn' }];
    case 'ACCEPT':
      return [{ recipient: proposedBy, kind: 'move_accepted' }];
    case 'DECLINE':
      return [{ recipient: proposedBy, kind: 'move_declined' }];
    case 'EXPIRE':
      return [];
  }
}
