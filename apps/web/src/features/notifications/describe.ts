import type { Schemas } from '@shootbook/api-client';

type Kind = Schemas['NotificationKind'];

/**
 * Where a notification takes its reader: the page on which they act on it (SPEC.md §2 routes).
 * The customer pays on "To pay" and follows bookings on "Appointments"; the photographer answers
 * requests on "To confirm", completes shoots on "To complete" and sees payouts in "Transactions".
 */
export function notificationLink(kind: Kind): string {
  switch (kind) {
    case 'requested':
    case 'edited':
    case 'withdrawn':
      return '/appointment/confirm';
    case 'paid':
      return '/appointment/complete';
    case 'payout_released':
      return '/payment/transaction';
    case 'accepted':
    case 'pay_reminder':
      return '/payment/topay';
    case 'shoot_reminder_24h':
    case 'shoot_reminder_2h':
    case 'rejected':
    case 'canceled':
    case 'expired':
    case 'refunded':
    case 'completed':
      return '/appointment/list';
  }
}
