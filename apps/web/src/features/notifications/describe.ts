import type { Schemas } from '@shootbook/api-client';

/**
 * Where a notification takes its reader: the booking's own page (`/appointment/{id}`), which
 * offers exactly what they can do about it now — accept or reject, pay, cancel, review — with its
 * history (docs/decisions/0011 "One page per booking"). Mails link to the same page.
 */
export function notificationLink(
  notification: Pick<Schemas['Notification'], 'appointmentId'>,
): string {
  return `/appointment/${notification.appointmentId}`;
}
