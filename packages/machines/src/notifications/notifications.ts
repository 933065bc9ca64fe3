/**
 * Who hears what (docs/product.md §4.1; docs/decisions/0009): the notifications an
 * appointment or payment change owes its customer and photographer. The API writes them in the
 * same transaction as the change, so a change that rolls back notifies nobody and one that
 * commits is never lost; the web lists them in the notification centre.
 */
import type {
  AppointmentEventType,
  AppointmentStatus,
} from '../appointment/appointment-machine.ts';
import { isOpenPaymentStatus } from '../payment/payment-status.ts';

/** What a notification says happened. */
export const NotificationKind = {
  /** A customer asked to book (→ photographer). */
  REQUESTED: 'requested',
  /** The customer's request was sent; the photographer answers it (→ customer). */
  REQUEST_SENT: 'request_sent',
  /** A customer booked an instant-booking package: confirmed at once, nothing to answer (→ photographer). */
  BOOKED: 'booked',
  /** The customer changed the note or location of a Pending request (→ photographer). */
  EDITED: 'edited',
  /** The customer withdrew a Pending request (→ photographer). */
  WITHDRAWN: 'withdrawn',
  /** The photographer accepted; pay by the deadline (→ customer). */
  ACCEPTED: 'accepted',
  /** The photographer rejected the request (→ customer). */
  REJECTED: 'rejected',
  /** The other party canceled (→ the other party). */
  CANCELED: 'canceled',
  /** Nobody acted in time: the request's start passed, or it was not paid by the deadline (→ both). */
  EXPIRED: 'expired',
  /** The customer paid (→ photographer). */
  PAID: 'paid',
  /** The customer's payment was received: the receipt (→ customer). */
  RECEIPT: 'receipt',
  /** The payment was refunded (→ customer). */
  REFUNDED: 'refunded',
  /** The shoot is complete; write a review (→ customer). */
  COMPLETED: 'completed',
  /** The payout for a completed shoot was released (→ photographer). */
  PAYOUT_RELEASED: 'payout_released',
  /** A confirmed (paid) shoot starts within a day (→ both), see {@link remindersDue}. */
  SHOOT_REMINDER_24H: 'shoot_reminder_24h',
  /** A confirmed (paid) shoot starts within two hours (→ both). */
  SHOOT_REMINDER_2H: 'shoot_reminder_2h',
  /** An accepted booking is still unpaid two hours before its pay-by deadline (→ customer). */
  PAY_REMINDER: 'pay_reminder',
  /** The photographer's proofs are ready to pick from (→ customer); docs/product.md §11. */
  PROOFS_READY: 'proofs_ready',
  /** The customer paid for the extra photos they picked, the add-on (→ photographer). */
  EXTRA_PHOTOS_PAID: 'extra_photos_paid',
  /** The customer's payment for extra photos was received: its receipt (→ customer). */
  EXTRA_PHOTOS_RECEIPT: 'extra_photos_receipt',
  /** The customer submitted their picks (→ photographer). */
  PICKS_SUBMITTED: 'picks_submitted',
  /** The finals were delivered; accept or ask for a revision (→ customer). */
  FINALS_DELIVERED: 'finals_delivered',
  /** The customer asked for a revision (→ photographer). */
  REVISION_REQUESTED: 'revision_requested',
  /** The customer accepted the finals; the payout follows (→ photographer). */
  DELIVERY_ACCEPTED: 'delivery_accepted',
  /** Unanswered finals were accepted automatically (→ both). */
  DELIVERY_AUTO_ACCEPTED: 'delivery_auto_accepted',
  /** The finals are past their due date (→ both), once per delivery. */
  DELIVERY_LATE: 'delivery_late',
  /** The finals are removed in a few days; download them (→ both), once per delivery. */
  GALLERY_EXPIRING: 'gallery_expiring',
  /** The other party proposes another time for the shoot; accept or decline it (→ the other party). */
  MOVE_PROPOSED: 'move_proposed',
  /** The proposer withdrew their proposal of another time (→ the other party). */
  MOVE_WITHDRAWN: 'move_withdrawn',
  /** The other party accepted the proposed time: the shoot is moved (→ the proposer). */
  MOVE_ACCEPTED: 'move_accepted',
  /** The other party declined the proposed time: the shoot stays (→ the proposer). */
  MOVE_DECLINED: 'move_declined',
  /** The customer disputed the booking; the payout waits for an operator (→ both). */
  DISPUTE_OPENED: 'dispute_opened',
  /** An operator decided the booking's dispute (→ both). */
  DISPUTE_DECIDED: 'dispute_decided',
} as const;
/** One of {@link NotificationKind}'s values. */
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];

/**
 * Whether a notification only confirms what its recipient just did on the open screen (their
 * request was sent): that screen already said so, so its live arrival is not announced again
 * (no toast); it still waits in the notification centre and goes out on the other channels.
 */
export function echoesOwnAction(kind: NotificationKind): boolean {
  return kind === NotificationKind.REQUEST_SENT;
}
/** Every kind, for schemas and exhaustive tests. */
export const notificationKinds: readonly NotificationKind[] = Object.values(NotificationKind);

/** A party of the appointment. */
export type NotificationRecipient = 'customer' | 'photographer';

/** One notification owed: to whom, and of what kind. */
export interface NotificationDue {
  recipient: NotificationRecipient;
  kind: NotificationKind;
}

/**
 * The notifications owed for an appointment change that the machine allowed: `event` moved the
 * appointment from `from` to `to`, sent by `actor` (`System` for the expiry).
 * A new request is `from: null` (see {@link notificationsForRequest}).
 */
export function notificationsForAppointmentChange(change: {
  event: AppointmentEventType;
  from: AppointmentStatus;
  to: AppointmentStatus;
  actor: 'Customer' | 'Photographer' | 'System';
}): NotificationDue[] {
  switch (change.event) {
    case 'ACCEPT':
      return [{ recipient: 'customer', kind: NotificationKind.ACCEPTED }];
    case 'REJECT':
      return [{ recipient: 'customer', kind: NotificationKind.REJECTED }];
    case 'WITHDRAW':
      return [{ recipient: 'photographer', kind: NotificationKind.WITHDRAWN }];
    case 'EDIT':
      return [{ recipient: 'photographer', kind: NotificationKind.EDITED }];
    case 'CANCEL':
      return [
        {
          recipient: change.actor === 'Photographer' ? 'customer' : 'photographer',
          kind: NotificationKind.CANCELED,
        },
      ];
    case 'EXPIRE':
      return [
        { recipient: 'customer', kind: NotificationKind.EXPIRED },
        { recipient: 'photographer', kind: NotificationKind.EXPIRED },
      ];
    case 'COMPLETE':
      // The payout follows later, with the delivery's acceptance (docs/product.md §11).
      return [{ recipient: 'customer', kind: NotificationKind.COMPLETED }];
  }
}

/**
 * A new booking request (docs/product.md §4.1): the photographer hears of it, and the customer
 * has word that it was sent.
 */
export function notificationsForRequest(): NotificationDue[] {
  return [
    { recipient: 'photographer', kind: NotificationKind.REQUESTED },
    { recipient: 'customer', kind: NotificationKind.REQUEST_SENT },
  ];
}

/**
 * A new instant booking (docs/product.md §12, docs/decisions/0029-instant-booking.md): accepted at
 * once, so the customer hears `accepted` (pay by the deadline) and the photographer `booked` — a
 * confirmed booking, not a request to answer.
 */
export function notificationsForInstantBooking(): NotificationDue[] {
  return [
    { recipient: 'photographer', kind: NotificationKind.BOOKED },
    { recipient: 'customer', kind: NotificationKind.ACCEPTED },
  ];
}

/**
 * A payment that reached `status` (docs/product.md §4.2, §11): Paid → the photographer, and the
 * customer their receipt; Refunded
 * → the customer, Completed (the payout released) → the photographer; other moves are told by
 * their appointment change or need no one.
 */
export function notificationsForPayment(status: string): NotificationDue[] {
  if (status === 'Paid')
    return [
      { recipient: 'photographer', kind: NotificationKind.PAID },
      { recipient: 'customer', kind: NotificationKind.RECEIPT },
    ];
  if (status === 'Refunded') return [{ recipient: 'customer', kind: NotificationKind.REFUNDED }];
  // The payout, released at the delivery's acceptance or after the dispute window (§11).
  if (status === 'Completed')
    return [{ recipient: 'photographer', kind: NotificationKind.PAYOUT_RELEASED }];
  return [];
}

/**
 * A dispute opened or decided (docs/decisions/0033): both parties hear of it, the customer as a
 * confirmation and the photographer because their payout waits on it (or was settled).
 */
export function notificationsForDispute(step: 'opened' | 'decided'): NotificationDue[] {
  const kind =
    step === 'opened' ? NotificationKind.DISPUTE_OPENED : NotificationKind.DISPUTE_DECIDED;
  return [
    { recipient: 'customer', kind },
    { recipient: 'photographer', kind },
  ];
}

/** Reminders of a confirmed shoot: a day and two hours before its start, in minutes. */
export const SHOOT_REMINDER_MINUTES = { day: 24 * 60, soon: 2 * 60 } as const;
/** The customer is reminded to pay this many minutes before the pay-by deadline. */
export const PAY_REMINDER_MINUTES = 2 * 60;
/** The kinds that are reminders: each is sent at most once per appointment and recipient. */
export const reminderKinds: readonly NotificationKind[] = [
  NotificationKind.SHOOT_REMINDER_24H,
  NotificationKind.SHOOT_REMINDER_2H,
  NotificationKind.PAY_REMINDER,
];

/**
 * The reminders an appointment is owed at `now` (all times ISO-8601 UTC; docs/product.md ("Appointment
 * states") — only an Accepted appointment has a shoot or a payment ahead):
 * - paid (payment `Paid`): both parties, {@link SHOOT_REMINDER_MINUTES} before the start — the
 *   day-before one while the start is 2–24 h away, the two-hour one from 2 h before the start
 *   (a shoot booked or paid late gets only the reminders still ahead of it);
 * - unpaid (payment `Unpaid` or `Wait`, {@link openPaymentStatuses}): the customer, from {@link PAY_REMINDER_MINUTES} before
 *   `payBy` until it passes.
 * The caller sends each kind once per appointment and recipient (it may ask repeatedly).
 */
export function remindersDue(facts: {
  status: AppointmentStatus;
  paymentStatus: string | null;
  start: string;
  payBy: string | null;
  now: string;
}): NotificationDue[] {
  if (facts.status !== 'Accepted') return [];
  const now = Date.parse(facts.now);
  const minutesUntil = (iso: string) => (Date.parse(iso) - now) / 60_000;
  if (facts.paymentStatus === 'Paid') {
    const toStart = minutesUntil(facts.start);
    if (toStart <= 0 || toStart > SHOOT_REMINDER_MINUTES.day) return [];
    const kind =
      toStart <= SHOOT_REMINDER_MINUTES.soon
        ? NotificationKind.SHOOT_REMINDER_2H
        : NotificationKind.SHOOT_REMINDER_24H;
    return [
      { recipient: 'customer', kind },
      { recipient: 'photographer', kind },
    ];
  }
  if (isOpenPaymentStatus(facts.paymentStatus) && facts.payBy) {
    const toDeadline = minutesUntil(facts.payBy);
    if (toDeadline > 0 && toDeadline <= PAY_REMINDER_MINUTES)
      return [{ recipient: 'customer', kind: NotificationKind.PAY_REMINDER }];
  }
  return [];
}
