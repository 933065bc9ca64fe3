import type { components } from '@shootbook/api-client';
import { bookingPartyOf, payByDeadline } from '@shootbook/machines';

import type { AppointmentMoveRow, AppointmentRow } from '../db/schema.ts';

type Appointment = components['schemas']['Appointment'];
type AppointmentMove = components['schemas']['AppointmentMove'];

/**
 * The pay-by deadline (ISO-8601 UTC) of an appointment row: packages/machines `payByDeadline` of
 * its acceptance and start; null when it was not accepted.
 * @param unpaidExpiryMinutes the API's `UNPAID_TIMEOUT_MINUTES`, minutes (the machines' default when omitted).
 */
export function payByOf(
  row: { acceptedAt: Date | null; start: Date },
  unpaidExpiryMinutes?: number,
): string | null {
  return payByDeadline(
    { acceptedAt: row.acceptedAt?.toISOString() ?? null, start: row.start.toISOString() },
    unpaidExpiryMinutes,
  );
}

/**
 * An appointments row as the `Appointment` schema (ISO-8601 UTC times), with its pay-by deadline
 * when `unpaidExpiryMinutes` (the API's `UNPAID_TIMEOUT_MINUTES`) is given.
 */
export function toAppointment(row: AppointmentRow, unpaidExpiryMinutes?: number): Appointment {
  return {
    id: row.id,
    customerId: row.customerId,
    photographerId: row.photographerId,
    packageId: row.packageId,
    subpackageId: row.subpackageId,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    location: row.location,
    note: row.note,
    status: row.status,
    statusHistory: row.statusHistory,
    acceptedAt: row.acceptedAt ? row.acceptedAt.toISOString() : null,
    cancellationPolicy: row.cancellationPolicy,
    ...(unpaidExpiryMinutes === undefined ? {} : { payBy: payByOf(row, unpaidExpiryMinutes) }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A move proposal row as the `AppointmentMove` schema, as of `now`: an `Open` one past its
 * `expiresAt` reads `Expired` (the sweep or the next change marks it so).
 */
export function toMove(
  row: AppointmentMoveRow,
  appointment: Pick<AppointmentRow, 'customerId' | 'photographerId'>,
  now: Date,
): AppointmentMove {
  const lapsed = row.status === 'Open' && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    proposedBy: bookingPartyOf(appointment, row.proposedBy) ?? 'customer',
    fromStart: row.fromStart.toISOString(),
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    reason: row.reason,
    status: lapsed ? 'Expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: lapsed ? row.expiresAt.toISOString() : (row.decidedAt?.toISOString() ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}
