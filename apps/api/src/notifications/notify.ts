/**
 * Writing notifications (docs/decisions/0009): called inside the transaction of the appointment
 * or payment change that owes them, so they commit and roll back with it. Who hears what comes
 * from packages/machines (`notificationsFor…`); this module only looks up what the entry shows
 * and inserts one row per recipient.
 */
import { randomUUID } from 'node:crypto';

import { alias } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import {
  deliverAt,
  threadLinesFor,
  topicOf,
  type MoveReason,
  type NotificationDue,
} from '@shootbook/machines';
import type { components } from '@shootbook/api-client';

import { payByOf } from '../appointments/wire.ts';
import type { Database } from '../db/client.ts';
import { announceChange } from '../events/feed.ts';
import { oweNotificationsOutside } from './outside.ts';
import { writeThreadLinesOf } from '../threads/lines.ts';
import {
  appointments,
  notifications,
  packages,
  subpackages,
  users,
  type AppointmentRow,
} from '../db/schema.ts';

type Schemas = components['schemas'];

/** What a notification entry shows of its appointment (notifications.details). */
export interface NotificationFacts {
  appointment: Pick<
    AppointmentRow,
    'id' | 'customerId' | 'photographerId' | 'start' | 'status' | 'acceptedAt'
  >;
  packageTitle: string;
  subpackageTitle: string;
  customerName: string;
  photographerName: string;
}

/** A move proposal a notification or system line tells of: its proposed start and reason code. */
export interface MoveFacts {
  start: Date;
  reason: MoveReason;
}

/**
 * The notifications rows `due` for the appointment of `facts`, as of `options.now`: one per
 * recipient, its details written from `facts` (the counterpart's name, titles, start, `reason`,
 * for an acceptance or a pay reminder the pay-by deadline from `unpaidExpiryMinutes`, and for a
 * move proposal's change the proposed start and reason, `move`).
 */
export function notificationRows(
  facts: NotificationFacts,
  due: readonly NotificationDue[],
  options: { now: Date; reason?: string | null; unpaidExpiryMinutes?: number; move?: MoveFacts },
): (typeof notifications.$inferInsert)[] {
  const { appointment } = facts;
  const payBy =
    appointment.status === 'Accepted' ? payByOf(appointment, options.unpaidExpiryMinutes) : null;
  return due.map(({ recipient, kind }) => {
    const details: Schemas['NotificationDetails'] = {
      packageTitle: facts.packageTitle,
      subpackageTitle: facts.subpackageTitle,
      counterpartName: recipient === 'customer' ? facts.photographerName : facts.customerName,
      start: appointment.start.toISOString(),
      reason: options.reason ?? null,
      payBy: kind === 'accepted' || kind === 'pay_reminder' ? payBy : null,
      ...(options.move
        ? { moveStart: options.move.start.toISOString(), moveReason: options.move.reason }
        : {}),
    };
    return {
      id: randomUUID(),
      recipientId: recipient === 'customer' ? appointment.customerId : appointment.photographerId,
      kind,
      appointmentId: appointment.id,
      details,
      createdAt: options.now,
      // Mailed after quiet hours unless a reminder (docs/decisions/0036).
      mailNotBefore: deliverAt(topicOf(kind), 'email', options.now),
    };
  });
}

const customer = alias(users, 'customer');
const photographer = alias(users, 'photographer');

/**
 * Announces the change to live screens (events/feed.ts `announceChange`, heard on commit) and
 * inserts the notifications `due` for appointment `appointmentId`, as of `now`, with `reason`
 * (rejection, cancellation or expiry) and, for an acceptance, the pay-by deadline computed with
 * `unpaidExpiryMinutes` (also shown by a pay reminder). Reads the appointment as the transaction
 * sees it (after the change). With `once`, a notification that already exists for the same
 * appointment, recipient and reminder kind is skipped. The same change's system lines go into
 * the booking's thread (packages/machines `threadLinesFor`; `moved` for an edit that gave the
 * booking a new start; threads/lines.ts). Each notification is owed on LINE and Web Push too
 * where they reach its recipient and their preferences allow (outside.ts).
 * @returns how many notifications were written.
 */
export async function notify(
  tx: Database,
  appointmentId: string,
  due: readonly NotificationDue[],
  options: {
    now: Date;
    reason?: string | null;
    unpaidExpiryMinutes?: number;
    once?: boolean;
    moved?: boolean;
    move?: MoveFacts;
  },
): Promise<number> {
  // Every change passes here, also one nobody is notified of (an edit): live screens hear of it.
  await announceChange(tx, appointmentId);
  await writeThreadLinesOf(tx, appointmentId, threadLinesFor(due, { moved: options.moved }), {
    now: options.now,
    reason: options.reason,
    ...(options.move ? { move: options.move } : {}),
  });
  if (due.length === 0) return 0;
  const [row] = await tx
    .select({
      appointment: appointments,
      packageTitle: packages.title,
      subpackageTitle: subpackages.title,
      customerName: customer.name,
      photographerName: photographer.name,
    })
    .from(appointments)
    .innerJoin(packages, eq(packages.id, appointments.packageId))
    .innerJoin(subpackages, eq(subpackages.id, appointments.subpackageId))
    .innerJoin(customer, eq(customer.id, appointments.customerId))
    .innerJoin(photographer, eq(photographer.id, appointments.photographerId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!row) throw new Error(`notify: no appointment ${appointmentId}`);
  const insert = tx.insert(notifications).values(notificationRows(row, due, options));
  // A reminder already sent (the unique index notifications_reminder_once) is skipped, not an error.
  const inserted = options.once
    ? await insert.onConflictDoNothing().returning({ id: notifications.id })
    : await insert.returning({ id: notifications.id });
  // Owed on LINE and Web Push too where they reach the recipient (docs/decisions/0030, 0036).
  await oweNotificationsOutside(
    tx,
    inserted.map((row) => row.id),
    options.now,
  );
  return inserted.length;
}
