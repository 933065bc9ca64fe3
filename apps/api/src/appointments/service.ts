/**
 * The booking rules (PRODUCT.md "Appointment states"): creating a Pending appointment, every
 * status change through the machines' `appointmentTransition`, and the effects of each change
 * (payment, busy time, refund, payout) in one database transaction.
 */
import { randomUUID } from 'node:crypto';

import { and, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import {
  appointmentTransition,
  isSlotBookable,
  platformFee,
  type AppointmentActor,
  type AppointmentEffect,
  type AppointmentEvent,
  type AppointmentRefusal,
  type TimeInterval,
} from '@shootbook/machines';

import { pgErrorCode, PG_EXCLUSION_VIOLATION, withTransaction, type Database } from '../db/client.ts';
import { appointments, busyTimes, packages, payments, subpackages, users, type AppointmentRow, type PaymentRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Conflict, Forbidden, InvalidTransition, NotFound, SlotUnavailable, Unprocessable, ValidationFailed } from '../errors.ts';
import { movePayment } from '../payments/payment-moves.ts';
import { toProviderPayment } from '../payments/wire.ts';
import { ProviderRefusedError } from '../payments/provider.ts';

/** Who changes an appointment: a signed-in user (uid) or the system (the unpaid expiry). */
export type ChangeActor = { uid: string } | 'system';

const MINUTE_MS = 60_000;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Busy intervals of a photographer overlapping `[from, to)`: busy times plus Pending/Accepted appointments. */
async function busyIntervals(db: Database, photographerId: string, from: Date, to: Date): Promise<TimeInterval[]> {
  const blocked = await db
    .select({ start: busyTimes.start, end: busyTimes.end })
    .from(busyTimes)
    .where(and(eq(busyTimes.photographerId, photographerId), lt(busyTimes.start, to), gt(busyTimes.end, from)));
  const held = await db
    .select({ start: appointments.start, end: appointments.end })
    .from(appointments)
    .where(
      and(
        eq(appointments.photographerId, photographerId),
        inArray(appointments.status, ['Pending', 'Accepted']),
        lt(appointments.start, to),
        gt(appointments.end, from),
      ),
    );
  return [...blocked, ...held].map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() }));
}

/**
 * Books sub-package `subpackageId` for the caller: a Pending appointment over
 * `[start, start + durationMinutes)` at the sub-package's current price (satang).
 *
 * Rules (PRODUCT.md "Appointment states", create): customers only (403 `forbidden`); the
 * sub-package and its package exist (404) and are active (422 `unprocessable`); the start is in
 * the future and the slot lies inside the photographer's weekly availability in their time zone
 * (422 `unprocessable`); it overlaps no busy time and no Pending/Accepted appointment
 * (409 `slot_unavailable`) — checked with the machines' `isSlotBookable`, and enforced against
 * races by the `appointments_no_overlap` EXCLUDE constraint (SQLSTATE 23P01 → 409).
 */
export async function bookAppointment(
  deps: Deps,
  callerId: string,
  subpackageId: string,
  input: { start: string; location?: string; note?: string },
): Promise<AppointmentRow> {
  const { db } = deps;
  const [caller] = await db.select().from(users).where(eq(users.id, callerId));
  if (caller?.role !== 'Customer') throw new Forbidden('Only customers can book appointments');
  const [sub] = await db.select().from(subpackages).where(eq(subpackages.id, subpackageId));
  if (!sub) throw new NotFound(`No sub-package ${subpackageId}`);
  const [pkg] = await db.select().from(packages).where(eq(packages.id, sub.packageId));
  const [photographer] = await db.select().from(users).where(eq(users.id, sub.photographerId));
  if (!pkg || !photographer) throw new NotFound(`No sub-package ${subpackageId}`);
  if (!sub.active || !pkg.active) throw new Unprocessable('This sub-package is not open for booking');

  const start = new Date(input.start);
  if (Number.isNaN(start.getTime())) throw new ValidationFailed('start must be an ISO-8601 date-time');
  const end = new Date(start.getTime() + sub.durationMinutes * MINUTE_MS);
  const now = deps.clock.now();

  try {
    return await withTransaction(db, async (tx) => {
      const verdict = isSlotBookable({
        weeklyAvailability: photographer.weeklyAvailability,
        timezone: photographer.timezone,
        busy: await busyIntervals(tx, photographer.id, start, end),
        start: start.toISOString(),
        durationMinutes: sub.durationMinutes,
        now: now.toISOString(),
      });
      if (!verdict.ok) {
        if (verdict.reason === 'in_the_past') throw new Unprocessable('The start time must be in the future', { reason: verdict.reason });
        if (verdict.reason === 'outside_availability') {
          throw new Unprocessable(`The photographer does not work at that time (${photographer.timezone})`, { reason: verdict.reason });
        }
        throw new SlotUnavailable('The photographer is already busy at that time', { reason: verdict.reason });
      }
      const [row] = await tx
        .insert(appointments)
        .values({
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
          status: 'Pending',
          statusHistory: [{ status: 'Pending', at: now.toISOString(), by: callerId, reason: null }],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    // Another booking took the slot between the check and the insert.
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new SlotUnavailable('The photographer is already busy at that time');
    throw error;
  }
}

const verbs: Record<AppointmentEvent['type'], string> = {
  ACCEPT: 'accepted',
  REJECT: 'rejected',
  CANCEL: 'canceled',
  COMPLETE: 'completed',
  EXPIRE: 'expired',
};

/** "a Pending", "an Accepted". */
export const withArticle = (status: string): string => `${/^[AEIOU]/.test(status) ? 'an' : 'a'} ${status}`;

function refusalMessage(reason: AppointmentRefusal, status: AppointmentRow['status'], event: AppointmentEvent['type']): string {
  switch (reason) {
    case 'forbidden_actor':
      return event === 'CANCEL' && status === 'Pending'
        ? 'Only the customer can withdraw a Pending request; the photographer rejects it instead'
        : `You cannot have this appointment ${verbs[event]}`;
    case 'too_late':
      return 'An accepted appointment can only be canceled before it starts';
    case 'shoot_not_ended':
      return 'The shoot has not ended yet; complete the appointment after its end time';
    case 'payment_not_paid':
      return 'The appointment can be completed only once its payment is Paid';
    case 'payment_not_unpaid':
      return 'Only an appointment whose payment is still Unpaid can expire';
    case 'not_expired_yet':
      return 'The unpaid time-out has not passed yet';
    default:
      return `${capitalize(withArticle(status))} appointment cannot be ${verbs[event]}`;
  }
}

/**
 * Applies `event` to appointment `appointmentId` through the machines' `appointmentTransition`
 * (no second transition table here) and performs its effects in ONE database transaction:
 * - ACCEPT: creates the payment (Unpaid; amount = the booked price, platform fee per
 *   `platformFee(amount, PLATFORM_FEE_BPS)`) and the `Appointment` busy time; sets `acceptedAt`;
 * - REJECT / CANCEL / EXPIRE: removes the busy time (a Pending hold ends with the status);
 * - CANCEL of an Accepted appointment with a Paid payment: refunds in full (provider refund,
 *   payment Refunded, ledger `refund` line);
 * - COMPLETE: releases the payout (provider transfer of amount − fee, payment Completed,
 *   ledger `fee` and `payout` lines).
 * Every change appends to `statusHistory` (`by` = uid or `"system"`).
 *
 * The actor's role is their relation to THIS appointment (its photographer or its customer).
 * @throws NotFound (404); Forbidden (403) for anyone else or a role the machine refuses;
 *   InvalidTransition (409) for a refused transition, `details.reason` = the machine's refusal;
 *   Conflict (409) when the provider refuses (e.g. payout account missing).
 */
export async function changeAppointmentStatus(
  deps: Deps,
  who: ChangeActor,
  appointmentId: string,
  event: AppointmentEvent,
): Promise<AppointmentRow> {
  try {
    return await withTransaction(deps.db, async (tx) => {
      const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
      if (!appointment) throw new NotFound(`No appointment ${appointmentId}`);
      let actor: AppointmentActor;
      if (who === 'system') actor = { role: 'System', userId: 'system' };
      else if (who.uid === appointment.photographerId) actor = { role: 'Photographer', userId: who.uid };
      else if (who.uid === appointment.customerId) actor = { role: 'Customer', userId: who.uid };
      else throw new Forbidden("Only this appointment's customer or photographer can change it");

      const [payment] = await tx.select().from(payments).where(eq(payments.appointmentId, appointmentId)).for('update');
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
        unpaidExpiryHours: deps.config.unpaidTimeoutMinutes / 60,
      });
      if (!result.ok) {
        const message = refusalMessage(result.reason, appointment.status, event.type);
        const details = { reason: result.reason, status: appointment.status, event: event.type };
        if (result.reason === 'forbidden_actor') throw new Forbidden(message, details);
        throw new InvalidTransition(message, details);
      }

      for (const effect of result.effects) {
        await applyEffect(deps, tx, effect, appointment, payment, result.to, now);
      }

      const reason = 'reason' in event && event.reason ? event.reason : event.type === 'EXPIRE' ? 'Unpaid after the payment time-out' : null;
      const [updated] = await tx
        .update(appointments)
        .set({
          status: result.to,
          statusHistory: [...appointment.statusHistory, { status: result.to, at: now.toISOString(), by: actor.userId, reason }],
          acceptedAt: result.to === 'Accepted' ? now : appointment.acceptedAt,
          updatedAt: now,
        })
        .where(eq(appointments.id, appointmentId))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (error instanceof ProviderRefusedError) throw new Conflict(error.message);
    throw error;
  }
}

async function applyEffect(
  deps: Deps,
  tx: Database,
  effect: AppointmentEffect,
  appointment: AppointmentRow,
  payment: PaymentRow | undefined,
  to: AppointmentRow['status'],
  now: Date,
): Promise<void> {
  switch (effect.type) {
    case 'createPayment': {
      const fee = platformFee(appointment.price, deps.config.platformFeeBps);
      await tx.insert(payments).values({
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
      return;
    }
    case 'createAppointmentBusyTime': {
      const [sub] = await tx.select({ title: subpackages.title }).from(subpackages).where(eq(subpackages.id, appointment.subpackageId));
      await tx.insert(busyTimes).values({
        id: randomUUID(),
        photographerId: appointment.photographerId,
        start: new Date(effect.start),
        end: new Date(effect.end),
        title: sub?.title ?? 'Appointment',
        kind: 'Appointment',
        appointmentId: appointment.id,
        createdAt: now,
      });
      return;
    }
    case 'releaseHold':
    case 'removeAppointmentBusyTime':
      // A Pending hold is the appointment row itself and ends with its status; an Accepted one also has a busy time.
      await tx.delete(busyTimes).where(and(eq(busyTimes.appointmentId, appointment.id), eq(busyTimes.kind, 'Appointment')));
      return;
    case 'refundPayment': {
      if (!payment) throw new Error(`Appointment ${appointment.id} has no payment to refund`);
      const refunded = await movePayment(tx, payment, 'REFUNDED', { source: 'system', appointmentStatus: to }, now);
      // The provider call comes last: if it fails, the whole change rolls back.
      await deps.provider.refund({ payment: toProviderPayment(refunded), idempotencyKey: `refund-${payment.id}` });
      return;
    }
    case 'releasePayout': {
      if (!payment) throw new Error(`Appointment ${appointment.id} has no payment to pay out`);
      const completed = await movePayment(tx, payment, 'PAYOUT_RELEASED', { source: 'system', appointmentStatus: to }, now);
      const [photographer] = await tx.select({ payoutAccountId: users.payoutAccountId }).from(users).where(eq(users.id, appointment.photographerId));
      await deps.provider.releasePayout({
        payment: toProviderPayment(completed),
        destinationAccountId: photographer?.payoutAccountId ?? null,
        amount: completed.payoutAmount,
        idempotencyKey: `payout-${payment.id}`,
      });
      return;
    }
  }
}

/**
 * The system expiry of PRODUCT.md "Appointment states": every Accepted appointment whose payment
 * is still Unpaid `UNPAID_TIMEOUT_MINUTES` (default 24 h) after acceptance gets EXPIRE through
 * the machine (→ Canceled, busy time removed, `by: "system"`). The server runs it on an
 * interval; tests call it directly.
 * @returns the ids of the appointments expired.
 */
export async function expireUnpaidAppointments(deps: Deps): Promise<string[]> {
  const cutoff = new Date(deps.clock.now().getTime() - deps.config.unpaidTimeoutMinutes * MINUTE_MS);
  const due = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(payments, eq(payments.appointmentId, appointments.id))
    .where(and(eq(appointments.status, 'Accepted'), eq(payments.status, 'Unpaid'), lte(appointments.acceptedAt, cutoff)));
  const expired: string[] = [];
  for (const { id } of due) {
    try {
      await changeAppointmentStatus(deps, 'system', id, { type: 'EXPIRE' });
      expired.push(id);
    } catch (error) {
      // Paid or canceled in the meantime: the machine refused, nothing to do.
      if (!(error instanceof InvalidTransition)) deps.log.error({ err: error, appointmentId: id }, 'unpaid expiry failed');
    }
  }
  return expired;
}
