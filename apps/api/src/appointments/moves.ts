/**
 * Moving a confirmed shoot (docs/product.md §12, docs/decisions/0032-moving-a-shoot.md): a party
 * of an `Accepted` booking proposes a new start for the same sub-package, the other accepts or
 * declines, the proposer may withdraw, and a proposal lapses at the earlier of 48 hours and the
 * booking's start. Every verdict comes from packages/machines (`moveProposeRefusal`,
 * `moveProposalTransition`, `notificationsForMove`); the new time from the booking rules
 * (`requireBookableSlot`). Each change is one transaction with the appointment locked; an
 * acceptance also takes the photographer's time lock and is closed against racing bookings and
 * moves by the `appointments_no_overlap` and `busy_times_no_overlap` EXCLUDE constraints.
 * A move is free (`moveFee`): no payment, refund or ledger line is touched.
 */
import { randomUUID } from 'node:crypto';

import {
  bookingPartyOf,
  moveProposalExpiresAt,
  moveProposalTransition,
  moveProposeRefusal,
  notificationsForMove,
  type BookingParty,
  type MoveProposalEventType,
  type MoveProposalRefusal,
  type MoveReason,
} from '@shootbook/machines';
import type { components } from '@shootbook/api-client';

import {
  pgErrorCode,
  PG_EXCLUSION_VIOLATION,
  PG_UNIQUE_VIOLATION,
  retryOnDeadlock,
  withTransaction,
  type Database,
} from '../db/client.ts';
import type { AppointmentRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Forbidden, InvalidTransition, NotFound, SlotUnavailable } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { lockPhotographerTime } from '../scheduling/queries.ts';
import { findUser } from '../users/queries.ts';
import {
  expireStaleMoves,
  findMoveForUpdate,
  findOpenMove,
  insertMove,
  moveAcceptedAppointment,
  settleMove,
  staleMoves,
} from './move-queries.ts';
import { findAppointmentForUpdate, moveHold } from './queries.ts';
import { requireBookableSlot } from './service.ts';
import { toMove } from './wire.ts';

type AppointmentMove = components['schemas']['AppointmentMove'];

const MINUTE_MS = 60_000;

const messages: Record<
  MoveProposalRefusal | NonNullable<ReturnType<typeof moveProposeRefusal>>,
  string
> = {
  move_appointment_not_accepted: 'Only an Accepted booking can be moved',
  too_late_to_move: 'A booking can only be moved before it starts',
  move_same_time: 'The proposed start is the booking’s current start',
  move_already_open: 'This booking already has an open proposal of another time',
  move_not_open: 'This proposal was already answered, withdrawn or expired',
  move_own_proposal: 'The other party answers a proposal, not its proposer',
  move_not_proposer: 'Only the proposer can withdraw a proposal',
  move_expired: 'This proposal has expired',
  move_not_expired_yet: 'This proposal has not expired yet',
};

/** A refusal as the caller receives it: 403 for the wrong party, else 409 `invalid_transition`. */
function refusal(reason: keyof typeof messages): Error {
  if (reason === 'move_own_proposal' || reason === 'move_not_proposer')
    return new Forbidden(messages[reason], { reason }, { reason });
  return new InvalidTransition(messages[reason], { reason }, { reason });
}

/** The appointment locked for the change and the caller's party on it. */
async function lockedAppointment(
  tx: Database,
  uid: string,
  appointmentId: string,
): Promise<{ appointment: AppointmentRow; party: BookingParty }> {
  const appointment = await findAppointmentForUpdate(tx, appointmentId);
  if (!appointment) throw new NotFound(`No appointment ${appointmentId}`);
  const party = bookingPartyOf(appointment, uid);
  if (!party) throw new Forbidden("Only this appointment's customer or photographer can move it");
  return { appointment, party };
}

/** The booking rules for `start` with the appointment's own length, the appointment itself left out. */
async function requireMovableSlot(
  deps: Deps,
  tx: Database,
  appointment: AppointmentRow,
  start: Date,
  now: Date,
): Promise<Date> {
  const durationMinutes = Math.round(
    (appointment.end.getTime() - appointment.start.getTime()) / MINUTE_MS,
  );
  const photographer = await findUser(tx, appointment.photographerId);
  if (!photographer) throw new NotFound(`No photographer ${appointment.photographerId}`);
  await requireBookableSlot(deps, tx, photographer, start, durationMinutes, now, {
    except: appointment.id,
  });
  return new Date(start.getTime() + durationMinutes * MINUTE_MS);
}

/** Runs `change`, retried on a deadlock; a clash written meanwhile becomes 409 `slot_unavailable`. */
async function decided<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await retryOnDeadlock(change);
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION)
      throw new SlotUnavailable('The photographer is already busy at that time', undefined, {
        reason: 'overlaps_busy_time',
      });
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw refusal('move_already_open');
    throw error;
  }
}

/**
 * Proposes moving appointment `appointmentId` to `input.start` (ISO-8601 UTC, same length) for
 * `input.reason`, by its customer or photographer `uid`. Refused (machines `moveProposeRefusal`)
 * with 409 `invalid_transition`: `move_appointment_not_accepted`, `too_late_to_move`,
 * `move_same_time`, `move_already_open` (an `Open`, unexpired proposal exists; two at once are
 * also decided by the unique index `appointment_moves_one_open`). The new time must pass the
 * booking rules with the booking left out (422 / 409 `slot_unavailable`); it is not held until
 * accepted. The other party is notified (`move_proposed`) and the thread gets a line.
 * @throws NotFound (404); Forbidden (403) for anyone but the booking's parties.
 */
export async function proposeMove(
  deps: Deps,
  uid: string,
  appointmentId: string,
  input: { start: string; reason: MoveReason },
): Promise<AppointmentMove> {
  return decided(() =>
    withTransaction(deps.db, async (tx) => {
      const { appointment, party } = await lockedAppointment(tx, uid, appointmentId);
      const now = deps.clock.now();
      await expireStaleMoves(tx, appointmentId, now);
      const start = new Date(input.start);
      const refused = moveProposeRefusal({
        appointmentStatus: appointment.status,
        start: appointment.start.toISOString(),
        newStart: start.toISOString(),
        openProposal: (await findOpenMove(tx, appointmentId)) !== undefined,
        now: now.toISOString(),
      });
      if (refused) throw refusal(refused);
      const end = await requireMovableSlot(deps, tx, appointment, start, now);
      const move = await insertMove(tx, {
        id: randomUUID(),
        appointmentId,
        proposedBy: uid,
        fromStart: appointment.start,
        start,
        end,
        reason: input.reason,
        status: 'Open',
        expiresAt: new Date(
          moveProposalExpiresAt(now.toISOString(), appointment.start.toISOString()),
        ),
        createdAt: now,
      });
      await notify(tx, appointmentId, notificationsForMove('PROPOSE', party), {
        now,
        move: { start, reason: input.reason },
      });
      return toMove(move, appointment, now);
    }),
  );
}

/**
 * Accepts, declines or withdraws proposal `moveId` of appointment `appointmentId` as `uid`,
 * through the machines' `moveProposalTransition`: accept and decline by the other party, withdraw
 * by the proposer (403 `forbidden` with `move_own_proposal` / `move_not_proposer`), while the
 * proposal is `Open` and unexpired (409 `invalid_transition`, `move_not_open`, `move_expired`).
 * ACCEPT also needs the booking still `Accepted` and the time still free by the booking rules;
 * then, under the photographer's time lock, the appointment and its hold move to the proposed
 * `[start, end)` in the same transaction (a booking or move committed meanwhile → 409
 * `slot_unavailable` from the EXCLUDE constraints). Free (`moveFee`): nothing is charged or
 * refunded. The proposer is notified (`move_accepted` with the new calendar, `move_declined`) or,
 * for a withdrawal, the other party; the thread gets a line.
 * @throws NotFound (404) for an unknown appointment or a proposal of another one.
 */
export async function answerMove(
  deps: Deps,
  uid: string,
  appointmentId: string,
  moveId: string,
  event: Exclude<MoveProposalEventType, 'EXPIRE'>,
): Promise<AppointmentMove> {
  return decided(() =>
    withTransaction(deps.db, async (tx) => {
      const { appointment, party } = await lockedAppointment(tx, uid, appointmentId);
      // An acceptance rewrites the booking's time: after the photographer's other calendar writes.
      if (event === 'ACCEPT') await lockPhotographerTime(tx, appointment.photographerId);
      const move = await findMoveForUpdate(tx, appointmentId, moveId);
      if (!move) throw new NotFound(`No move ${moveId} of appointment ${appointmentId}`);
      const proposedBy = bookingPartyOf(appointment, move.proposedBy);
      if (!proposedBy) throw new NotFound(`No move ${moveId} of appointment ${appointmentId}`);
      const now = deps.clock.now();
      const result = moveProposalTransition(move.status, event, {
        actor: party,
        proposedBy,
        expiresAt: move.expiresAt.toISOString(),
        appointmentStatus: appointment.status,
        now: now.toISOString(),
      });
      if (!result.ok) throw refusal(result.reason);
      if (event === 'ACCEPT') {
        // Both agreed: `moveFee` is 0, so no payment, refund or ledger line is touched.
        const end = await requireMovableSlot(deps, tx, appointment, move.start, now);
        await moveHold(tx, appointment.id, move.start, end);
        if (!(await moveAcceptedAppointment(tx, appointment.id, move.start, end, now)))
          throw refusal('move_appointment_not_accepted');
      }
      const settled = await settleMove(tx, move.id, result.to, now);
      if (!settled) throw refusal('move_not_open');
      await notify(tx, appointmentId, notificationsForMove(event, proposedBy), {
        now,
        ...(event === 'ACCEPT' ? {} : { move: { start: move.start, reason: move.reason } }),
      });
      return toMove(settled, appointment, now);
    }),
  );
}

/**
 * Marks every `Open` proposal whose time ran out `Expired` through the machine (EXPIRE by the
 * system), each in its own transaction; nobody is notified (the booking's page shows it).
 * Run by the appointment expiry sweep.
 * @returns the ids of the proposals expired.
 */
export async function expireMoveProposals(deps: Deps): Promise<string[]> {
  const now = deps.clock.now();
  const expired: string[] = [];
  for (const { id, appointmentId } of await staleMoves(deps.db, now)) {
    const done = await withTransaction(deps.db, async (tx) => {
      const appointment = await findAppointmentForUpdate(tx, appointmentId);
      const move = await findMoveForUpdate(tx, appointmentId, id);
      if (!appointment || !move) return false;
      const result = moveProposalTransition(move.status, 'EXPIRE', {
        actor: 'system',
        proposedBy: bookingPartyOf(appointment, move.proposedBy) ?? 'customer',
        expiresAt: move.expiresAt.toISOString(),
        appointmentStatus: appointment.status,
        now: now.toISOString(),
      });
      return result.ok && (await settleMove(tx, id, result.to, now)) !== undefined;
    });
    if (done) expired.push(id);
  }
  return expired;
}
