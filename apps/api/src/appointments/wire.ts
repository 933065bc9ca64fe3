import type { components } from '@shootbook/api-client';

import type { AppointmentRow } from '../db/schema.ts';

type Appointment = components['schemas']['Appointment'];

/** An appointments row as the `Appointment` schema (ISO-8601 UTC times). */
export function toAppointment(row: AppointmentRow): Appointment {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
