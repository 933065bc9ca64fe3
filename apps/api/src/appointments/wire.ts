import type { components } from '@shootbook/api-client';
import { payByDeadline } from '@shootbook/machines';

import type { AppointmentRow } from '../db/schema.ts';

type Appointment = components['schemas']['Appointment'];

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
