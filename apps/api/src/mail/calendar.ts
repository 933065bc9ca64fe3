/**
 * Calendar invitations attached to booking mails (docs/decisions/0012), made with ical-generator:
 * `REQUEST` when a shoot is settled for the recipient (the customer on acceptance, the
 * photographer on payment) and `CANCEL` when it is called off, with the same UID (the appointment
 * id), so the calendar updates the one event instead of adding another.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import type { AppointmentRow } from '../db/schema.ts';

/** What the invitation says. Times are ISO-8601 UTC. */
export interface ShootInvitation {
  appointmentId: string;
  method: 'request' | 'cancel';
  start: string;
  end: string;
  summary: string;
  location: string;
  /** The booking's page. */
  url: string;
  /** Raised with every change, so calendars take the newest: the number of status changes so far. */
  sequence: number;
}

/** The `.ics` text of `invitation` (iCalendar, RFC 5545). */
export function shootCalendar(invitation: ShootInvitation): string {
  const calendar = ical({
    prodId: { company: 'ShootBook', product: 'bookings', language: 'EN' },
    name: 'ShootBook',
    method:
      invitation.method === 'request' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: `${invitation.appointmentId}@shootbook`,
    start: new Date(invitation.start),
    end: new Date(invitation.end),
    summary: invitation.summary,
    location: invitation.location || null,
    url: invitation.url,
    description: invitation.url,
    sequence: invitation.sequence,
    status: invitation.method === 'request' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}

/** The booking's own page in the web app: `{webOrigin}/appointment/{id}` (mails, calendar events). */
export function bookingLink(webOrigin: string, appointmentId: string): string {
  return `${webOrigin}/appointment/${appointmentId}`;
}

/**
 * The `.ics` of `appointment` as its party sees it — the one event the mailed invitations and
 * `GET /appointment/{id}/calendar` both give: summary "package · sub-package — the other party",
 * the booking's link, `SEQUENCE` = the number of status changes so far.
 */
export function appointmentCalendar(
  appointment: Pick<AppointmentRow, 'id' | 'start' | 'end' | 'location' | 'statusHistory'>,
  options: {
    method: 'request' | 'cancel';
    packageTitle: string;
    subpackageTitle: string;
    counterpartName: string;
    webOrigin: string;
  },
): string {
  return shootCalendar({
    appointmentId: appointment.id,
    method: options.method,
    start: appointment.start.toISOString(),
    end: appointment.end.toISOString(),
    summary: `${options.packageTitle} · ${options.subpackageTitle} — ${options.counterpartName}`,
    location: appointment.location,
    url: bookingLink(options.webOrigin, appointment.id),
    sequence: appointment.statusHistory.length,
  });
}
