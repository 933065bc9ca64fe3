/**
 * The booking rules (docs/product.md §4.1): creating an appointment — a Pending request, or an
 * instant booking Accepted at once (docs/decisions/0029-instant-booking.md) — with the
 * busy time that holds its slot, every change through the machines' `appointmentTransition`
 * (status changes, the customer's edit and withdrawal, the system's expiry), and the effects of
 * each change (payment, hold, checkout, refund, the delivery's opening) in one database
 * transaction with the appointment row locked, so concurrent requests are decided in the database.
 */
import { randomUUID } from 'node:crypto';

import {
  appointmentActorOf,
  appointmentTransition,
  isSlotBookable,
  newBookingOutcome,
  notificationsForAppointmentChange,
  threadLinesFor,
  platformFee,
  unpaidExpiryAcceptedBy,
  type AppointmentActor,
  type AppointmentEffect,
  type AppointmentEvent,
  type AppointmentRefusal,
  type CancelingParty,
  type ErrorReason,
  type SlotRefusal,
  type SystemReason,
} from '@shootbook/machines';

import {
  pgErrorCode,
  PG_EXCLUSION_VIOLATION,
  retryOnDeadlock,
  withTransaction,
  type Database,
} from '../db/client.ts';
import type { AppointmentRow, PaymentRow, UserRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import {
  Conflict,
  Forbidden,
  InvalidTransition,
  NotFound,
  SlotUnavailable,
  Unprocessable,
  type ErrorParams,
} from '../errors.ts';
import { findSubpackageWithOwner } from '../catalogue/queries.ts';
import { notificationRows, notify } from '../notifications/notify.ts';
import { oweNotificationsOutside } from '../notifications/outside.ts';
import { openDelivery } from '../deliveries/index.ts';
import {
  closeCheckout,
  ProviderRefusedError,
  recordCancellationSplit,
  settleCanceledPayment,
  type Cancellation,
} from '../payments/index.ts';
import { findUser } from '../users/queries.ts';
import { writeThreadLines } from '../threads/lines.ts';
import { requireRegistration } from '../users/service.ts';
import { busyIntervals, lockPhotographerTime } from '../scheduling/queries.ts';
import {
  anyAccountDeleted,
  deleteHold,
  findAppointmentForUpdate,
  findPaymentForUpdate,
  insertBooking,
  insertPayment,
  moveHold,
  overdueAppointmentIds,
  updateAppointmentIfStatus,
} from './queries.ts';

/** Who changes an appointment: a signed-in user (uid) or the system (the expiry job). */
export type ChangeActor = { uid: string } | 'system';

/**
 * The fields of a Pending request its customer may change (`PATCH /appointment/{id}`): `start`
 * (ISO-8601 UTC) moves the request to another time of the same length.
 */
export interface AppointmentEdit {
  start?: string;
  location?: string;
  note?: string;
}

const MINUTE_MS = 60_000;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Why a slot was refused, as the caller reads it (422 for the window and hours, 409 for a clash). */
function slotRefusalError(reason: SlotRefusal, timezone: string, config: Deps['config']) {
  switch (reason) {
    case 'in_the_past':
      return new Unprocessable('The start time must be in the future', { reason }, { reason });
    case 'too_soon':
      return new Unprocessable(
        `Book at least ${config.bookingLeadMinutes} minutes ahead, so the photographer can confirm`,
        { reason },
        { reason, minutes: config.bookingLeadMinutes },
      );
    case 'too_far':
      return new Unprocessable(
        `Shoots can be booked at most ${config.bookingHorizonDays} days ahead`,
        { reason },
        { reason, days: config.bookingHorizonDays },
      );
    case 'outside_availability':
      return new Unprocessable(
        `The photographer does not work at that time (${timezone})`,
        { reason },
        { reason, timeZone: timezone },
      );
    case 'overlaps_busy_time':
      return new SlotUnavailable(
        'The photographer is already busy at that time',
        { reason },
        { reason },
      );
  }
}

/**
 * The booking rules for `[start, start + durationMinutes)` with `photographer` at `now`, read
 * inside transaction `tx`: the machines' `isSlotBookable` over the photographer's weekly
 * availability in their zone, the booking window (`BOOKING_LEAD_MINUTES`, `BOOKING_HORIZON_DAYS`)
 * and their busy times — `except` leaves one appointment and its hold out (a request being moved).
 * Shared by booking and by moving a Pending request.
 * @throws Unprocessable (422) outside the window or the availability; SlotUnavailable (409) on an overlap.
 */
export async function requireBookableSlot(
  deps: Deps,
  tx: Database,
  photographer: Pick<UserRow, 'id' | 'weeklyAvailability' | 'timezone'>,
  start: Date,
  durationMinutes: number,
  now: Date,
  options: { except?: string } = {},
): Promise<void> {
  const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
  const verdict = isSlotBookable({
    weeklyAvailability: photographer.weeklyAvailability,
    timezone: photographer.timezone,
    busy: await busyIntervals(tx, photographer.id, start, end, options),
    start: start.toISOString(),
    durationMinutes,
    now: now.toISOString(),
    leadMinutes: deps.config.bookingLeadMinutes,
    horizonDays: deps.config.bookingHorizonDays,
  });
  if (!verdict.ok) throw slotRefusalError(verdict.reason, photographer.timezone, deps.config);
}

/**
 * Books sub-package `subpackageId` for the caller: an appointment over
 * `[start, start + durationMinutes)` at the sub-package's current price (satang), and the busy
 * time of kind `Appointment` that holds its slot, in one transaction. How it opens is the
 * machines' `newBookingOutcome`: a Pending request; or, for a package with `instantBooking` whose
 * photographer can be paid out, Accepted at once (`acceptedAt` = the booking time, so `payBy` is
 * `payByDeadline` from it) with its payment created Unpaid in the same transaction, the history's
 * acceptance marked `instant_booking` (docs/decisions/0029-instant-booking.md). Its notifications
 * (request / request sent, or booked / accepted) and thread line are written with it.
 *
 * Rules (docs/product.md §4.1, create): a registered customer (403 `forbidden` for
 * another role, 403 `registration_incomplete` without a name); the sub-package and its package
 * exist (404) and are active (422 `unprocessable`); the start lies inside the booking window
 * (`BOOKING_LEAD_MINUTES`, `BOOKING_HORIZON_DAYS`) and the photographer's weekly availability in
 * their time zone (422); it overlaps no busy time and no open appointment (409
 * `slot_unavailable`) — asked of the machines' `isSlotBookable`, and decided under races by the
 * `appointments_no_overlap` and `busy_times_no_overlap` EXCLUDE constraints (SQLSTATE 23P01 → 409).
 * A party who deleted their account while the booking was written refuses it (422
 * `subpackage_closed`; docs/decisions/0031).
 */
export async function bookAppointment(
  deps: Deps,
  callerId: string,
  subpackageId: string,
  input: { start: string; location?: string; note?: string },
): Promise<AppointmentRow> {
  const { db } = deps;
  // The caller's registration and the sub-package with its package and photographer, side by
  // side and before the transaction: they decide 403/404/422; the slot is decided inside it.
  const [customer, found] = await Promise.all([
    requireRegistration(db, callerId, 'book'),
    findSubpackageWithOwner(db, subpackageId),
  ]);
  if (!found) throw new NotFound(`No sub-package ${subpackageId}`);
  const { sub, pkg, photographer } = found;
  if (!sub.active || !pkg.active)
    throw new Unprocessable('This sub-package is not open for booking', undefined, {
      reason: 'subpackage_closed',
    });
  // A suspended photographer takes no new bookings (docs/decisions/0033).
  if (photographer.suspendedAt)
    throw new Unprocessable('This photographer is suspended', undefined, {
      reason: 'photographer_suspended',
    });

  const start = new Date(input.start);
  const end = new Date(start.getTime() + sub.durationMinutes * MINUTE_MS);
  const now = deps.clock.now();
  const opening = newBookingOutcome({
    instantBooking: pkg.instantBooking,
    photographerPayoutsEnabled: photographer.payoutsEnabled,
    appointment: {
      customerId: callerId,
      photographerId: photographer.id,
      start: start.toISOString(),
      end: end.toISOString(),
    },
    now: now.toISOString(),
  });

  const values = {
    id: randomUUID(),
    customerId: callerId,
    photographerId: photographer.id,
    packageId: pkg.id,
    subpackageId: sub.id,
    start,
    end,
    price: sub.price,
    location: input.location ?? pkg.location,
    note: input.note ?? '',
    status: opening.status,
    statusHistory: opening.history,
    acceptedAt: opening.acceptedAt === null ? null : now,
    // The booking keeps the package's preset of this moment (docs/product.md §12).
    cancellationPolicy: pkg.cancellationPolicy,
    createdAt: now,
    updatedAt: now,
  };
  const notifications = notificationRows(
    {
      appointment: values,
      packageTitle: pkg.title,
      subpackageTitle: sub.title,
      customerName: customer.name,
      photographerName: photographer.name,
    },
    opening.notifications,
    { now, unpaidExpiryMinutes: deps.config.unpaidTimeoutMinutes },
  );
  const lines = threadLinesFor(opening.notifications);
  try {
    // One transaction, one rule: the check reads what is committed and the insert writes; a
    // booking or busy time committed after the check, or racing this one, is refused by the
    // EXCLUDE constraints. Measured without the photographer's time lock: no deadlock and no
    // double booking under the race suite's bursts (docs/decisions/0005).
    return await withTransaction(db, async (tx) => {
      await requireBookableSlot(deps, tx, photographer, start, sub.durationMinutes, now);
      const booked = await insertBooking(tx, values, sub.title, notifications);
      // A party who deleted their account meanwhile (their packages went off sale with it).
      if (await anyAccountDeleted(tx, [callerId, photographer.id]))
        throw new Unprocessable('This sub-package is not open for booking', undefined, {
          reason: 'subpackage_closed',
        });
      // An instant booking's acceptance effects (its Unpaid payment), as an acceptance performs them.
      for (const effect of opening.effects)
        await applyEffect(
          deps,
          tx,
          effect,
          booked,
          undefined,
          booked.status,
          now,
          {},
          {
            role: 'System',
            userId: 'system',
          },
        );
      // The booking's system line, in its thread (the customer's enquiry carried over, or a new one).
      await writeThreadLines(tx, booked, lines, { now });
      // Owed on LINE and Web Push too where they reach the recipient (docs/decisions/0030, 0036).
      await oweNotificationsOutside(
        tx,
        notifications.map((row) => row.id),
        now,
      );
      return booked;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION)
      throw new SlotUnavailable('The photographer is already busy at that time', undefined, {
        reason: 'overlaps_busy_time',
      });
    throw error;
  }
}

const verbs: Record<AppointmentEvent['type'], string> = {
  ACCEPT: 'accepted',
  REJECT: 'rejected',
  CANCEL: 'canceled',
  COMPLETE: 'completed',
  EXPIRE: 'expired',
  WITHDRAW: 'withdrawn',
  EDIT: 'changed',
};

/** "a Pending", "an Accepted". */
export const withArticle = (status: string): string =>
  `${/^[AEIOU]/.test(status) ? 'an' : 'a'} ${status}`;

/**
 * A refusal of the machine as the caller receives it: `reason`, the code clients word in the
 * user's language (`params.reason` of the `Error` body), and an English message for developers.
 */
function refusalOf(
  reason: AppointmentRefusal,
  status: AppointmentRow['status'],
  event: AppointmentEvent['type'],
): { reason: ErrorReason; message: string } {
  switch (reason) {
    case 'forbidden_actor':
      return event === 'CANCEL' && status === 'Pending'
        ? {
            reason: 'only_customer_withdraws',
            message:
              'Only the customer can withdraw a Pending request; the photographer rejects it instead',
          }
        : {
            reason: 'not_your_change',
            message: `You cannot have this appointment ${verbs[event]}`,
          };
    case 'too_late':
      if (event === 'ACCEPT')
        return {
          reason: 'too_late_to_accept',
          message: 'A request can only be accepted before the shoot starts',
        };
      if (event === 'EDIT')
        return {
          reason: 'too_late_to_edit',
          message: 'A request can only be changed before the shoot starts',
        };
      return {
        reason: 'too_late_to_cancel',
        message: 'An accepted appointment can only be canceled before it starts',
      };
    case 'shoot_not_ended':
      return {
        reason,
        message: 'The shoot has not ended yet; complete the appointment after its end time',
      };
    case 'payment_not_paid':
      return { reason, message: 'The appointment can be completed only once its payment is Paid' };
    case 'payment_not_unpaid':
      return { reason, message: 'Only an appointment whose payment is still Unpaid can expire' };
    case 'not_expired_yet':
      return { reason, message: 'This appointment is not overdue yet' };
    default:
      if (event === 'WITHDRAW' || event === 'EDIT')
        return {
          reason: 'not_pending',
          message: `Only a Pending request can be ${verbs[event]}; this one is ${status}`,
        };
      return {
        reason: 'status_does_not_allow',
        message: `${capitalize(withArticle(status))} appointment cannot be ${verbs[event]}`,
      };
  }
}

/** Why the system ended an appointment, for its status history: a code (packages/machines `SYSTEM_REASONS`). */
function systemReason(row: AppointmentRow): SystemReason {
  return row.status === 'Pending' ? 'not_accepted_in_time' : 'unpaid_by_deadline';
}

/**
 * Applies `event` to appointment `appointmentId` through the machines' `appointmentTransition`
 * (no second transition table here) and performs its effects in ONE database transaction, with
 * the appointment and its payment locked `FOR UPDATE`:
 * - ACCEPT: needs a finished registration with payouts enabled (403 `registration_incomplete`);
 *   creates the payment (Unpaid; amount = the booked price, platform fee per `PLATFORM_FEE_BPS`);
 *   sets `acceptedAt`;
 * - REJECT / WITHDRAW / CANCEL / EXPIRE: releases the hold (the busy time of kind Appointment);
 * - CANCEL of an Accepted appointment: settles a Paid payment by the booking's own cancellation
 *   policy (docs/product.md §12: the customer's cancellation refunds what its tier says and pays
 *   the rest out to the photographer, the photographer's refunds in full; payment Refunded,
 *   ledger lines, provider refund and transfer) or closes an open checkout (payment Wait → Unpaid);
 * - COMPLETE: opens the delivery when the sub-package has photos to deliver (docs/product.md §11);
 *   the payout is released later, at the delivery's acceptance or after the dispute window;
 * - EDIT: writes `edit` (note, location); a new `start` moves the request and its hold to
 *   `[start, start + its duration)` when {@link isSlotBookable} allows it with the request itself
 *   left out of the busy times (422 / 409 `slot_unavailable` as for booking); the status stays Pending.
 * A status change appends to `statusHistory` (`by` = uid or `"system"`). The row is written only
 * while it still has the status the machine judged (the expected state in `WHERE`).
 *
 * The actor's role is their relation to THIS appointment (its photographer or its customer).
 * @throws NotFound (404); Forbidden (403) for anyone else or a role the machine refuses;
 *   RegistrationIncomplete (403); InvalidTransition (409) for a refused transition,
 *   `details.reason` = the machine's refusal; Conflict (409) when the provider refuses;
 *   Unprocessable (422) / SlotUnavailable (409) for a new time the booking rules refuse.
 */
export async function changeAppointment(
  deps: Deps,
  who: ChangeActor,
  appointmentId: string,
  event: AppointmentEvent,
  edit: AppointmentEdit = {},
): Promise<AppointmentRow> {
  try {
    // A paid booking's cancellation first commits the split it decides, so a retry after a
    // provider failure finishes those amounts (decision 0024).
    if (event.type === 'CANCEL')
      await retryOnDeadlock(() => decideCancellation(deps, who, appointmentId, event));
    // A deadlock victim (two requests moved onto the same hours at once) runs again and then sees
    // the winner; every provider call below carries an idempotency key, so repeating is safe.
    return await retryOnDeadlock(() => applyChange(deps, who, appointmentId, event, edit));
  } catch (error) {
    if (error instanceof ProviderRefusedError)
      throw new Conflict(error.message, undefined, { reason: 'provider_refused' });
    // A moved request ran into a booking or busy time written since the check.
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION)
      throw new SlotUnavailable('The photographer is already busy at that time', undefined, {
        reason: 'overlaps_busy_time',
      });
    throw error;
  }
}

/**
 * The machine's verdict on `event` for appointment `appointmentId`, with the appointment, the
 * photographer's calendar and the payment locked inside `tx`.
 * @throws NotFound (404); Forbidden (403); InvalidTransition (409), as {@link changeAppointment}.
 */
async function judgeChange(
  deps: Deps,
  tx: Database,
  who: ChangeActor,
  appointmentId: string,
  event: AppointmentEvent,
) {
  const appointment = await findAppointmentForUpdate(tx, appointmentId);
  if (!appointment) throw new NotFound(`No appointment ${appointmentId}`);
  const actor: AppointmentActor | null =
    who === 'system'
      ? { role: 'System', userId: 'system' }
      : appointmentActorOf(appointment, who.uid);
  if (!actor) throw new Forbidden("Only this appointment's customer or photographer can change it");

  // Every change rewrites the row the appointments_no_overlap constraint checks (a status, a
  // time): after the photographer's other calendar writes, never interleaved with them.
  await lockPhotographerTime(tx, appointment.photographerId);
  const payment = await findPaymentForUpdate(tx, appointmentId);
  const now = deps.clock.now();
  const result = appointmentTransition(appointment.status, event, {
    actor,
    appointment: {
      customerId: appointment.customerId,
      photographerId: appointment.photographerId,
      start: appointment.start.toISOString(),
      end: appointment.end.toISOString(),
      acceptedAt: appointment.acceptedAt?.toISOString() ?? null,
    },
    paymentStatus: payment?.status ?? null,
    now: now.toISOString(),
    unpaidExpiryMinutes: deps.config.unpaidTimeoutMinutes,
  });
  if (!result.ok) {
    const refusal = refusalOf(result.reason, appointment.status, event.type);
    const details = { reason: result.reason, status: appointment.status, event: event.type };
    // The words of these two name the status the appointment is in now.
    const params: ErrorParams =
      refusal.reason === 'not_pending' || refusal.reason === 'status_does_not_allow'
        ? { reason: refusal.reason, status: appointment.status }
        : { reason: refusal.reason };
    if (result.reason === 'forbidden_actor') throw new Forbidden(refusal.message, details, params);
    throw new InvalidTransition(refusal.message, details, params);
  }
  return { appointment, actor, payment, now, result };
}

/**
 * Commits, in its own transaction, the refund split of a CANCEL that settles a Paid payment
 * (`recordCancellationSplit`: the first decision stands), before {@link applyChange} asks the
 * provider; nothing for any other cancellation.
 * @throws as {@link judgeChange}.
 */
function decideCancellation(
  deps: Deps,
  who: ChangeActor,
  appointmentId: string,
  event: AppointmentEvent,
): Promise<void> {
  return withTransaction(deps.db, async (tx) => {
    const verdict = await judgeChange(deps, tx, who, appointmentId, event);
    const settles = verdict.result.effects.some((effect) => effect.type === 'refundPayment');
    if (verdict.payment && settles) {
      const cancellation = cancellationOf(verdict.appointment, verdict.actor);
      await recordCancellationSplit(tx, verdict.payment, cancellation, verdict.now);
    }
  });
}

/** One attempt of {@link changeAppointment}: the machine's verdict and its effects in one transaction. */
function applyChange(
  deps: Deps,
  who: ChangeActor,
  appointmentId: string,
  event: AppointmentEvent,
  edit: AppointmentEdit,
): Promise<AppointmentRow> {
  return withTransaction(deps.db, async (tx) => {
    const { appointment, actor, payment, now, result } = await judgeChange(
      deps,
      tx,
      who,
      appointmentId,
      event,
    );
    // The platform must be able to pay the photographer out before it takes the customer's money.
    if (event.type === 'ACCEPT') {
      const photographer = await requireRegistration(tx, actor.userId, 'accept');
      // A suspended photographer accepts no new bookings (docs/decisions/0033).
      if (photographer.suspendedAt)
        throw new Forbidden('A suspended photographer accepts no bookings', undefined, {
          reason: 'photographer_suspended',
        });
    }

    const changes: Partial<AppointmentRow> = { updatedAt: now };
    for (const effect of result.effects) {
      Object.assign(
        changes,
        await applyEffect(deps, tx, effect, appointment, payment, result.to, now, edit, actor),
      );
    }
    const reason =
      'reason' in event && event.reason
        ? event.reason
        : event.type === 'EXPIRE'
          ? systemReason(appointment)
          : null;
    if (result.to !== appointment.status) {
      changes.status = result.to;
      changes.statusHistory = [
        ...appointment.statusHistory,
        { status: result.to, at: now.toISOString(), by: actor.userId, reason },
      ];
      if (result.to === 'Accepted') changes.acceptedAt = now;
    }
    const updated = await updateAppointmentIfStatus(tx, appointmentId, appointment.status, changes);
    if (!updated)
      throw new Conflict('The appointment changed meanwhile; reload and try again', undefined, {
        reason: 'appointment_changed',
      });
    const due = notificationsForAppointmentChange({
      event: event.type,
      from: appointment.status,
      to: result.to,
      actor: actor.role,
    });
    await notify(tx, appointmentId, due, {
      now,
      reason,
      unpaidExpiryMinutes: deps.config.unpaidTimeoutMinutes,
      moved:
        event.type === 'EDIT' &&
        edit.start !== undefined &&
        updated.start.getTime() !== appointment.start.getTime(),
    });
    return updated;
  });
}

/** Who cancels, for the refund rule, by the role the actor has on the appointment. */
const cancelingParty: Record<AppointmentActor['role'], CancelingParty> = {
  Customer: 'customer',
  Photographer: 'photographer',
  System: 'system',
};

/** The facts of `actor`'s cancellation of `appointment` the refund rule reads. */
function cancellationOf(appointment: AppointmentRow, actor: AppointmentActor): Cancellation {
  return {
    policy: appointment.cancellationPolicy,
    start: appointment.start,
    canceledBy: cancelingParty[actor.role],
  };
}

/** Performs one effect; returns the appointment columns it changes (EDIT), if any. */
async function applyEffect(
  deps: Deps,
  tx: Database,
  effect: AppointmentEffect,
  appointment: AppointmentRow,
  payment: PaymentRow | undefined,
  to: AppointmentRow['status'],
  now: Date,
  edit: AppointmentEdit,
  actor: AppointmentActor,
): Promise<Partial<AppointmentRow>> {
  switch (effect.type) {
    case 'createPayment': {
      const fee = platformFee(appointment.price, deps.config.platformFeeBps);
      await insertPayment(tx, {
        id: randomUUID(),
        appointmentId: appointment.id,
        customerId: appointment.customerId,
        photographerId: appointment.photographerId,
        amount: appointment.price,
        currency: 'THB',
        platformFee: fee,
        payoutAmount: appointment.price - fee,
        status: effect.status,
        provider: deps.provider.name,
        createdAt: now,
        updatedAt: now,
      });
      return {};
    }
    case 'releaseHold':
      await deleteHold(tx, appointment.id);
      return {};
    case 'closeCheckout':
      if (payment) await closeCheckout(deps, tx, payment, to, now);
      return {};
    case 'refundPayment':
      if (!payment) throw new Error(`Appointment ${appointment.id} has no payment to refund`);
      // The provider calls come last: if one fails, the whole change rolls back.
      await settleCanceledPayment(deps, tx, payment, cancellationOf(appointment, actor), now);
      return {};
    case 'openDelivery':
      // The payout waits for the delivery's acceptance, or for the dispute window without one.
      await openDelivery(tx, appointment, now);
      return {};
    case 'applyEdit':
      return {
        ...(edit.start !== undefined
          ? await moveRequest(deps, tx, appointment, new Date(edit.start), now)
          : {}),
        ...(edit.location !== undefined ? { location: edit.location } : {}),
        ...(edit.note !== undefined ? { note: edit.note } : {}),
      };
  }
}

/**
 * Moves a Pending request to `[start, start + its duration)`: the same booking rules as
 * {@link bookAppointment} (booking window, weekly availability in the photographer's zone, no
 * overlap) with the request's own time and hold left out of the busy times, then moves its hold.
 * Returns the new `start`/`end`, or nothing when the time is unchanged. A clash written
 * meanwhile is refused by the EXCLUDE constraints (23P01 → 409 in {@link changeAppointment}).
 * @throws Unprocessable (422) outside the window or the availability; SlotUnavailable (409).
 */
async function moveRequest(
  deps: Deps,
  tx: Database,
  appointment: AppointmentRow,
  start: Date,
  now: Date,
): Promise<Partial<AppointmentRow>> {
  if (start.getTime() === appointment.start.getTime()) return {};
  const durationMinutes = Math.round(
    (appointment.end.getTime() - appointment.start.getTime()) / MINUTE_MS,
  );
  const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
  const photographer = await findUser(tx, appointment.photographerId);
  if (!photographer) throw new NotFound(`No photographer ${appointment.photographerId}`);
  await requireBookableSlot(deps, tx, photographer, start, durationMinutes, now, {
    except: appointment.id,
  });
  await moveHold(tx, appointment.id, start, end);
  return { start, end };
}

/**
 * The system expiry (docs/product.md §4.1): every open appointment nobody acted on in
 * time gets EXPIRE through the machine (→ Canceled, hold released, `by: "system"`): a Pending
 * request whose start has passed, and an Accepted one still Unpaid at its pay-by deadline
 * (acceptance + `UNPAID_TIMEOUT_MINUTES`, or the start if sooner). Each in its own transaction;
 * one paid or changed meanwhile is refused by the machine and left alone, so running the job
 * twice at once expires each appointment once.
 * @returns the ids of the appointments expired.
 */
export async function expireOverdueAppointments(deps: Deps): Promise<string[]> {
  const now = deps.clock.now();
  const due = await overdueAppointmentIds(
    deps.db,
    now,
    new Date(unpaidExpiryAcceptedBy(now.toISOString(), deps.config.unpaidTimeoutMinutes)),
  );
  const expired: string[] = [];
  for (const id of due) {
    try {
      await changeAppointment(deps, 'system', id, { type: 'EXPIRE' });
      expired.push(id);
    } catch (error) {
      // Paid, accepted or canceled in the meantime: the machine refused, nothing to do.
      if (!(error instanceof InvalidTransition || error instanceof Conflict))
        deps.log.error({ err: error, appointmentId: id }, 'appointment expiry failed');
    }
  }
  return expired;
}
