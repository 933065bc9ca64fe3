import { bookingPartyOf, formattingLocale, refundFor, type RefundSplit } from '@shootbook/machines';
import { formatSatang, Text } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from './queries';
import { serverNowIso } from './server-clock';

/** What a cancellation of a paid booking would do with its money, integer satang. */
export interface CancellationRefund {
  /** What the customer paid. */
  paid: number;
  /** If the customer cancels at the given time. */
  byCustomer: RefundSplit;
  /** If the photographer cancels (always everything back). */
  byPhotographer: RefundSplit;
}

/**
 * What canceling `detail` at `now` (ISO-8601 UTC, the API's clock) would refund, asked of the
 * machines' `refundFor` with the booking's own cancellation policy and the payment's stored fee
 * (docs/product.md §12, docs/decisions/0024) — the rule the API applies, never recomputed here;
 * null unless the booking is Accepted and its payment Paid (nothing paid is at stake otherwise).
 */
export function cancellationRefund(
  detail: Pick<AppointmentDetail, 'appointment' | 'payment'>,
  now: string,
): CancellationRefund | null {
  const { appointment, payment } = detail;
  if (appointment.status !== 'Accepted' || payment?.status !== 'Paid') return null;
  const split = (canceledBy: 'customer' | 'photographer') =>
    refundFor({
      policy: appointment.cancellationPolicy,
      canceledAt: now,
      start: appointment.start,
      paidSatang: payment.amount,
      platformFeeSatang: payment.platformFee,
      canceledBy,
    });
  return {
    paid: payment.amount,
    byCustomer: split('customer'),
    byPhotographer: split('photographer'),
  };
}

/**
 * The cancel dialog's line on the money of a paid booking, for the party about to cancel:
 * "You will get back ฿X of ฿Y" (the customer, by the policy at the API's time when the dialog
 * opens) or "{customer} will get back all ฿Y" (the photographer). Nothing for an unpaid booking.
 */
export function CancelRefundLine({
  detail,
  viewerId,
}: {
  detail: AppointmentDetail;
  viewerId: string;
}) {
  const { t, i18n } = useTranslation('appointment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const refund = cancellationRefund(detail, serverNowIso());
  const party = bookingPartyOf(detail.appointment, viewerId);
  if (!refund || !party) return null;
  const paid = formatSatang(refund.paid, locale);
  return (
    <Text strong>
      {party === 'customer'
        ? t('cancelDialog.refund', {
            refund: formatSatang(refund.byCustomer.customerRefund, locale),
            paid,
          })
        : t('cancelDialog.refundCustomer', { name: detail.customer.name, paid })}
    </Text>
  );
}
