/**
 * Conversations between a customer and a photographer (docs/product.md "Conversation",
 * docs/decisions/0028-threads.md): who may open, read and post in a thread, how long a message
 * may be, when the other party's contact details show, and which booking events write a system
 * line into the booking's thread. The API enforces these; the web asks them.
 */
import type { BookingParty } from '../appointment/booking-party.ts';
import { bookingPartyOf } from '../appointment/booking-party.ts';
import type { NotificationDue } from '../notifications/notifications.ts';

/** Longest text message, in characters (UTF-16 code units, as the contract's `maxLength`). */
export const MESSAGE_TEXT_MAX = 2000;
/** Longest place name, in characters. */
export const PLACE_NAME_MAX = 120;
/** Longest place map link, in characters. */
export const PLACE_URL_MAX = 500;
/** Most messages one page of a thread holds (`limit` of the thread's message list). */
export const THREAD_PAGE_MAX = 100;
/** Messages per page when the caller does not say. */
export const THREAD_PAGE_DEFAULT = 30;

/**
 * A thread's parties. A thread belongs to one customer and one photographer; it is either an
 * enquiry (no booking yet) or a booking's thread (`appointmentId` set).
 */
export interface ThreadParties {
  customerId: string;
  photographerId: string;
}

/**
 * Which party of the thread `userId` is, or null for anyone else. Only the two parties may read
 * a thread, post in it, mark it read or report a message in it; anyone else is told the thread
 * does not exist (404), so a stranger learns nothing of it.
 */
export function threadPartyOf(thread: ThreadParties, userId: string): BookingParty | null {
  return bookingPartyOf(thread, userId);
}

/** Why an enquiry cannot be opened (an `Error`'s `params.reason`). */
export type EnquiryRefusal = 'enquiry_own_profile' | 'enquiry_not_photographer';

/**
 * Whether a signed-in user may open an enquiry with a photographer: anyone signed in may ask a
 * photographer (someone whose role is `Photographer`) a question, except the photographer
 * themselves.
 * @returns null when allowed, else the refusal reason.
 */
export function enquiryRefusal(facts: {
  callerId: string;
  photographerId: string;
  photographerRole: string;
}): EnquiryRefusal | null {
  if (facts.callerId === facts.photographerId) return 'enquiry_own_profile';
  if (facts.photographerRole !== 'Photographer') return 'enquiry_not_photographer';
  return null;
}

/**
 * Payment statuses from which a booking counts as paid for the contact rule: the customer paid
 * (`Paid`) and the payout may have followed (`Completed`). A refund hides them again.
 */
export const contactVisiblePaymentStatuses = ['Paid', 'Completed'] as const;

/**
 * Whether the thread shows each party the other's phone and e-mail: only in a booking's thread
 * whose payment is paid ({@link contactVisiblePaymentStatuses}). Before that — and in an
 * enquiry — the thread is the channel, so nobody is taken off the platform before paying.
 */
export function contactVisible(facts: { paymentStatus: string | null | undefined }): boolean {
  return (contactVisiblePaymentStatuses as readonly (string | null | undefined)[]).includes(
    facts.paymentStatus,
  );
}

/** The booking events a thread tells as a system line (worded by the web in EN and TH). */
export const ThreadLineCode = {
  REQUESTED: 'requested',
  /** An instant booking, confirmed at once (with the start). */
  BOOKED: 'booked',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
  WITHDRAWN: 'withdrawn',
  MOVED: 'moved',
  /** A party proposed another time (with the proposed start and the reason code). */
  MOVE_PROPOSED: 'move_proposed',
  /** The proposed time was accepted: the shoot moved (with the new start). */
  MOVE_ACCEPTED: 'move_accepted',
  MOVE_DECLINED: 'move_declined',
  MOVE_WITHDRAWN: 'move_withdrawn',
  PAID: 'paid',
  CANCELED: 'canceled',
  EXPIRED: 'expired',
  COMPLETED: 'completed',
  DELIVERED: 'delivered',
  REFUNDED: 'refunded',
} as const;
/** One of {@link ThreadLineCode}'s values. */
export type ThreadLineCode = (typeof ThreadLineCode)[keyof typeof ThreadLineCode];
/** Every code, for schemas and exhaustive tests. */
export const threadLineCodes: readonly ThreadLineCode[] = Object.values(ThreadLineCode);

/** The notification kinds whose change a booking's thread tells, and the line it writes. */
const lineOfNotification: Partial<Record<NotificationDue['kind'], ThreadLineCode>> = {
  requested: 'requested',
  booked: 'booked',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  canceled: 'canceled',
  expired: 'expired',
  paid: 'paid',
  refunded: 'refunded',
  completed: 'completed',
  finals_delivered: 'delivered',
  move_proposed: 'move_proposed',
  move_accepted: 'move_accepted',
  move_declined: 'move_declined',
  move_withdrawn: 'move_withdrawn',
};

/**
 * The system lines a booking change writes into its thread, in the change's own transaction:
 * one per distinct event among the notifications `due` for it (an expiry tells both parties but
 * is one line; an instant booking is its `booked` line alone, which says it is confirmed), and
 * `moved` for an edit that gave the booking a new start (`moved: true`).
 * Reminders, edits of the note and delivery steps other than the finals write none.
 */
export function threadLinesFor(
  due: readonly NotificationDue[],
  options: { moved?: boolean } = {},
): ThreadLineCode[] {
  const lines = new Set<ThreadLineCode>();
  for (const { kind } of due) {
    const line = lineOfNotification[kind];
    if (line) lines.add(line);
  }
  // An instant booking's line already says it is confirmed; the customer's `accepted` adds no line.
  if (lines.has('booked')) lines.delete('accepted');
  if (options.moved) lines.add('moved');
  return [...lines];
}

/** The hosts a place's map link may point at: Google Maps and Apple Maps (docs/decisions/0028). */
const MAP_HOSTS: readonly { host: string; path?: RegExp }[] = [
  { host: 'maps.google.com' },
  { host: 'www.google.com', path: /^\/maps(\/|$)/ },
  { host: 'google.com', path: /^\/maps(\/|$)/ },
  { host: 'maps.app.goo.gl' },
  { host: 'goo.gl', path: /^\/maps(\/|$)/ },
  { host: 'maps.apple.com' },
];

/**
 * Whether `url` may be sent as a place's map link: an absolute `https:` URL of Google Maps
 * (`maps.google.com`, `google.com/maps…`, `maps.app.goo.gl`, `goo.gl/maps…`) or Apple Maps
 * (`maps.apple.com`), without user name or password, at most {@link PLACE_URL_MAX} characters
 * (docs/product.md §13, docs/decisions/0028). The web shows it as a link that opens in a new tab
 * without the opener; anything else (`http:`, other sites, `javascript:`, `data:`, relative) is
 * refused. Coordinates become such a link through {@link placeLink}.
 */
export function isPlaceUrl(url: string): boolean {
  if (url.length > PLACE_URL_MAX) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port)
    return false;
  const host = parsed.hostname.toLowerCase();
  return MAP_HOSTS.some(
    (allowed) => allowed.host === host && (allowed.path?.test(parsed.pathname) ?? true),
  );
}

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d{1,8})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;

/**
 * The map link of what a person typed as a place's location: a link {@link isPlaceUrl} takes,
 * as it is (trimmed), or coordinates `lat,lng` in decimal degrees (latitude −90…90, longitude
 * −180…180, e.g. `12.5684,99.9577`) as a Google Maps search link for them.
 * @returns the link, or `null` when the input is neither.
 */
export function placeLink(input: string): string | null {
  const trimmed = input.trim();
  const coordinates = COORDINATES.exec(trimmed);
  if (coordinates) {
    const lat = Number(coordinates[1]);
    const lng = Number(coordinates[2]);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
  }
  return isPlaceUrl(trimmed) ? trimmed : null;
}

/**
 * Whether the other party has seen a message: its place in the thread (`seq`, growing with every
 * message) is at or before the last message the other party read (`otherReadSeq`, 0 when they
 * read nothing).
 */
export function isSeen(seq: number, otherReadSeq: number): boolean {
  return seq <= otherReadSeq;
}
