import {
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Money,
  StatusBadge,
} from '@shootbook/ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRange, formattingLocale } from '@shootbook/machines';
import { FALLBACK_TIMEZONE } from '../scheduling/time';
import { ledgerTotals } from './ledger-totals';
import type { Order } from './queries';
import { displayName } from '../profiles/displayName';

/**
 * The order's facts as a description list: item (package · sub-package), appointment time in the
 * photographer's zone, photographer, status, amount; with `showPayout` (the photographer's view)
 * also the platform fee and the payout, in satang: from the payment record, or, once it is
 * Refunded, from its ledger lines — what a canceled booking's policy actually kept (docs/product.md §12).
 */
export function OrderSummary({
  order,
  showPayout = false,
}: {
  order: Order;
  showPayout?: boolean;
}) {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const { payment, appointment } = order;
  const settled = payment.status === 'Refunded' ? ledgerTotals(order.transactions) : null;
  return (
    <DescriptionList layout="horizontal">
      <Fact term={t('order.lineItem')}>
        {order.package.title} · {order.subpackage.title}
      </Fact>
      <Fact term={t('order.appointmentTime')}>
        <time dateTime={appointment.start}>
          {formatRange(appointment.start, appointment.end, FALLBACK_TIMEZONE, locale)}
        </time>
      </Fact>
      <Fact term={t('order.photographer')}>{displayName(order.photographer, t)}</Fact>
      <Fact term={t('order.customer')}>{displayName(order.customer, t)}</Fact>
      <Fact term={t('order.status')}>
        <StatusBadge
          status={payment.status}
          label={t(`appointment:paymentStatus.${payment.status}`)}
        />
      </Fact>
      <Fact term={t('order.amount')} emphasis="strong" numeric>
        <Money satang={payment.amount} locale={locale} />
      </Fact>
      {showPayout ? (
        <>
          <Fact term={t('order.platformFee')} numeric>
            <Money satang={settled ? settled.fee : payment.platformFee} locale={locale} />
          </Fact>
          <Fact term={t('order.payout')} numeric>
            <Money satang={settled ? settled.payout : payment.payoutAmount} locale={locale} />
          </Fact>
        </>
      ) : null}
    </DescriptionList>
  );
}

/** One label/value row of the order. */
function Fact({
  term,
  children,
  ...details
}: { term: string; children: ReactNode } & Pick<
  ComponentProps<typeof DescriptionDetails>,
  'emphasis' | 'numeric'
>) {
  return (
    <DescriptionItem>
      <DescriptionTerm>{term}</DescriptionTerm>
      <DescriptionDetails {...details}>{children}</DescriptionDetails>
    </DescriptionItem>
  );
}
