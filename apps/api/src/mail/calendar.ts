/**
 * Calendar files of a shoot (docs/decisions/0012), made with ical-generator, all with the same
 * UID (the appointment id) so a calendar updates the one event instead of adding another:
 * invitations attached to booking mails — `REQUEST` when a shoot is settled for the recipient
 * (the customer on acceptance, the photographer on payment), `CANCEL` when it is called off —
 * name ShootBook's sender as the organizer and the recipient as the attendee (iTIP, RFC 5546);
 * the file a party downloads (`GET /appointment/{id}/calendar`) is `PUBLISH`ed, an event and no
 * invitation. `STATUS` follows the rules' `calendarEventStatus`: tentative until paid.
 */
import { calendarEventStatus, shootEventSummary } from '@shootbook/machines';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import type { AppointmentRow, PaymentRow } from '../db/schema.ts';

const EVENT_STATUS = {
  tentative: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

/** Who an invitation is from and to: ShootBook's sender (`MAIL_FROM`) and the recipient. */
export interface InvitationParties {
  /** `Name <address>`, as `MAIL_FROM`. */
  organizer: string;
  attendee: { name: string; email: string };
}

/** What the calendar file says. Times are ISO-8601 UTC. */
export interface ShootInvitation {
  appointmentId: string;
  /** `publish` for a downloaded file; `request` / `cancel` for a mailed invitation. */
  method: 'publish' | 'request' | 'cancel';
  status: 'tentative' | 'confirmed' | 'cancelled';
  /** Required for `request` and `cancel`. */
  parties?: InvitationParties;
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
    method: {
      publish: ICalCalendarMethod.PUBLISH,
      request: ICalCalendarMethod.REQUEST,
      cancel: ICalCalendarMethod.CANCEL,
    }[invitation.method],
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
    status: EVENT_STATUS[invitation.status],
    ...(invitation.parties
      ? {
          organizer: invitation.parties.organizer,
          attendees: [{ ...invitation.parties.attendee, rsvp: false }],
        }
      : {}),
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
 * the booking's link, `SEQUENCE` = the number of status changes and accepted moves so far (a
 * moved shoot replaces the event in the calendar), `STATUS` from the
 * appointment's and its payment's status (`null`: no payment yet).
 */
export function appointmentCalendar(
  appointment: Pick<
    AppointmentRow,
    'id' | 'start' | 'end' | 'location' | 'statusHistory' | 'status'
  > &
    Partial<Pick<AppointmentRow, 'moveCount'>>,
  paymentStatus: PaymentRow['status'] | null,
  options: {
    method: ShootInvitation['method'];
    parties?: InvitationParties;
    packageTitle: string;
    subpackageTitle: string;
    counterpartName: string;
    webOrigin: string;
  },
): string {
  return shootCalendar({
    appointmentId: appointment.id,
    method: options.method,
    status: calendarEventStatus(appointment.status, paymentStatus),
    ...(options.parties ? { parties: options.parties } : {}),
    start: appointment.start.toISOString(),
    end: appointment.end.toISOString(),
    summary: shootEventSummary(
      options.packageTitle,
      options.subpackageTitle,
      options.counterpartName,
    ),
    location: appointment.location,
    url: bookingLink(options.webOrigin, appointment.id),
    sequence: appointment.statusHistory.length + (appointment.moveCount ?? 0),
  });
}
