import { Money, StatusBadge } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';
import { FALLBACK_TIMEZONE, formatRange, formattingLocale } from '../scheduling/time';
import type { Order } from './queries';

/**
 * The order's facts as a description list: item (package · sub-package), appointment time in the
 * photographer's zone, photographer, status, amount; with `showPayout` (the photographer's view)
 * also the platform fee and the payout, in satang from the payment record.
 */
export function OrderSummary({ order, showPayout = false }: { order: Order; showPayout?: boolean }) {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const { payment, appointment } = order;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted-foreground">{t('order.lineItem')}</dt>
      <dd>
        {order.package.title} · {order.subpackage.title}
      </dd>
      <dt className="text-muted-foreground">{t('order.appointmentTime')}</dt>
      <dd>
        <time dateTime={appointment.start}>{formatRange(appointment.start, appointment.end, FALLBACK_TIMEZONE, locale)}</time>
      </dd>
      <dt className="text-muted-foreground">{t('order.photographer')}</dt>
      <dd>{order.photographer.name}</dd>
      <dt className="text-muted-foreground">{t('order.customer')}</dt>
      <dd>{order.customer.name}</dd>
      <dt className="text-muted-foreground">{t('order.status')}</dt>
      <dd>
        <StatusBadge status={payment.status} label={t(`appointment:paymentStatus.${payment.status}`)} />
      </dd>
      <dt className="text-muted-foreground">{t('order.amount')}</dt>
      <dd>
        <Money satang={payment.amount} locale={locale} className="font-semibold" />
      </dd>
      {showPayout ? (
        <>
          <dt className="text-muted-foreground">{t('order.platformFee')}</dt>
          <dd>
            <Money satang={payment.platformFee} locale={locale} />
          </dd>
          <dt className="text-muted-foreground">{t('order.payout')}</dt>
          <dd>
            <Money satang={payment.payoutAmount} locale={locale} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}
