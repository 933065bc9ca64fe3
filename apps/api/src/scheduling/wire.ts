/**
 * Busy times as the wire shows them (docs/product.md §3.4).
 */
import type { components } from '@shootbook/api-client';

import type { BusyTimeRow } from '../db/schema.ts';

type BusyTime = components['schemas']['BusyTime'];

/** `BusyTime` of a row (ISO-8601 UTC times). */
export function toBusyTime(row: BusyTimeRow): BusyTime {
  return {
    id: row.id,
    photographerId: row.photographerId,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    title: row.title,
    kind: row.kind,
    appointmentId: row.appointmentId,
  };
}
