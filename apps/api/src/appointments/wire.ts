import type { components } from '@shootbook/api-client';
import { payByDeadline } from '@shootbook/machines';

import type { AppointmentRow } from '../db/schema.ts';

type Appointment = components['schemas']['Appointment'];

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
    ...(unpaidExpiryMinutes === undefined
      ? {}
      : {
          payBy: payByDeadline(
            { acceptedAt: row.acceptedAt?.toISOString() ?? null, start: row.start.toISOString() },
            unpaidExpiryMinutes,
          ),
        }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
