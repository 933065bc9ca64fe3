import { NotificationKind, type NotificationDue } from '../notifications/notifications.ts';
import type { ExtraPhotosEvent } from './add-on.ts';
import type { DeliveryEventType } from './delivery-rules.ts';

const toCustomer = (kind: NotificationKind): NotificationDue[] => [{ recipient: 'customer', kind }];
const toPhotographer = (kind: NotificationKind): NotificationDue[] => [
  { recipient: 'photographer', kind },
];
const toBoth = (kind: NotificationKind): NotificationDue[] => [
  { recipient: 'customer', kind },
  { recipient: 'photographer', kind },
];

/**
 * The notifications a delivery event the machine allowed owes (docs/product.md §11, decision
 * 0009): each step tells the party whose turn it now is. A refund is told by the payment's own
 * `refunded` notification (`notificationsForPayment`), so REQUEST_REFUND owes nothing here.
 */
export function notificationsForDeliveryEvent(event: DeliveryEventType): NotificationDue[] {
  switch (event) {
    case 'UPLOAD_PROOFS':
      return toCustomer(NotificationKind.PROOFS_READY);
    case 'SUBMIT_PICKS':
      return toPhotographer(NotificationKind.PICKS_SUBMITTED);
    case 'DELIVER_FINALS':
      return toCustomer(NotificationKind.FINALS_DELIVERED);
    case 'REQUEST_REVISION':
      return toPhotographer(NotificationKind.REVISION_REQUESTED);
    case 'ACCEPT':
      return toPhotographer(NotificationKind.DELIVERY_ACCEPTED);
    case 'AUTO_ACCEPT':
      return toBoth(NotificationKind.DELIVERY_AUTO_ACCEPTED);
    case 'REQUEST_REFUND':
      return [];
  }
}

/**
 * The notices the clock owes a delivery, once each (the API records that it sent them): `late`
 * when it passes its due date with the finals still owed ({@link isLate}), `expiring` at the
 * retention reminder ({@link retentionDates}). Both parties hear of each.
 */
export function notificationsForDeliveryNotice(notice: 'late' | 'expiring'): NotificationDue[] {
  return toBoth(
    notice === 'late' ? NotificationKind.DELIVERY_LATE : NotificationKind.GALLERY_EXPIRING,
  );
}

/**
 * The notifications a move of the extra-photos add-on owes (docs/product.md §11, decision 0023),
 * as a booking's payment does (`notificationsForPayment`): once the provider confirmed the payment
 * (`SUCCEEDED`, which the add-on takes once), the photographer hears that the customer paid for
 * extra photos — their picks may now go beyond the included ones — and the customer has the
 * receipt. The other moves tell nobody: a started, failed or expired checkout is the customer's
 * own doing on their screen, and a refund is told by the payment's `refunded`.
 */
export function notificationsForExtraPhotos(event: ExtraPhotosEvent): NotificationDue[] {
  return event === 'SUCCEEDED'
    ? [
        { recipient: 'photographer', kind: NotificationKind.EXTRA_PHOTOS_PAID },
        { recipient: 'customer', kind: NotificationKind.EXTRA_PHOTOS_RECEIPT },
      ]
    : [];
}
