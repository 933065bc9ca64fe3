import type { components } from '@shootbook/api-client';

import type { NotificationRow } from '../db/schema.ts';

/** The wire shape (`Notification` of openapi.yaml) of a notification row. */
export function toNotification(row: NotificationRow): components['schemas']['Notification'] {
  return {
    id: row.id,
    kind: row.kind,
    appointmentId: row.appointmentId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
