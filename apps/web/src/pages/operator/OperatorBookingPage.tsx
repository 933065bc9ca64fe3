import { formatDateTime, formatRange, formattingLocale } from '@shootbook/machines';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Money,
  PageHeader,
  Stack,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { storedReasonText } from '../../app/api';
import { DetailSkeleton, QueryError } from '../../app/QueryStates';
import { AuditTable } from '../../features/operator/AuditTable';
import { ConsoleNav } from '../../features/operator/ConsoleNav';
import { operatorBookingQuery } from '../../features/operator/queries';
import { LedgerTable } from '../../features/payments/LedgerTable';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';

/**
 * `/operator/bookings/:id` (beyond docs/product.md §2; operators only, docs/decisions/0033): one
 * booking as an operator sees it (`GET /operator/bookings/{id}`): when and its status history
 * (who, when, why), its payment with every ledger line (fee and payout included), its dispute and
 * the operator actions on it. Loading and error (with retry; 404 says so) states.
 */
export function Component() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('operator');
  const { t: ta } = useTranslation('appointment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const booking = useQuery(operatorBookingQuery(id));
  const at = (iso: string) => (
    <time dateTime={iso}>{formatDateTime(iso, FALLBACK_TIMEZONE, locale)}</time>
  );
  return (
    <Stack gap={6}>
      <PageHeader title={t('booking.title')} />
      <ConsoleNav />
      {booking.isPending ? (
        <DetailSkeleton label={t('booking.loading')} />
      ) : booking.isError ? (
        <QueryError
          title={t('booking.error')}
          error={booking.error}
          onRetry={() => void booking.refetch()}
        />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h2">{t('booking.history')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="mb-4">
                {formatRange(
                  booking.data.appointment.start,
                  booking.data.appointment.end,
                  FALLBACK_TIMEZONE,
                  locale,
                )}{' '}
                <Badge variant="outline">{ta(`status.${booking.data.appointment.status}`)}</Badge>
              </p>
              <ol className="grid gap-2" aria-label={t('booking.history')}>
                {booking.data.appointment.statusHistory.map((change) => (
                  <li key={`${change.at}-${change.status}`}>
                    {at(change.at)} · {ta(`status.${change.status}`)} ·{' '}
                    {change.by === 'system' ? t('booking.bySystem') : change.by}
                    {change.reason ? ` · ${storedReasonText(change.reason, t)}` : null}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h2">{t('booking.payment')}</CardTitle>
            </CardHeader>
            <CardContent>
              {booking.data.payment ? (
                <Stack gap={4}>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                    <dt>{t('booking.status')}</dt>
                    <dd>{ta(`paymentStatus.${booking.data.payment.status}`)}</dd>
                    <dt>{t('booking.amount')}</dt>
                    <dd>
                      <Money satang={booking.data.payment.amount} locale={locale} />
                    </dd>
                    <dt>{t('booking.fee')}</dt>
                    <dd>
                      <Money satang={booking.data.payment.platformFee} locale={locale} />
                    </dd>
                  </dl>
                  <LedgerTable
                    transactions={booking.data.transactions}
                    caption={t('booking.ledger')}
                  />
                </Stack>
              ) : (
                <p>{t('booking.noPayment')}</p>
              )}
            </CardContent>
          </Card>
          {booking.data.dispute ? (
            <Card>
              <CardHeader>
                <CardTitle asHeading="h2">{t('booking.dispute')}</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-2">
                  <dt className="font-medium">
                    {t(`disputeReason.${booking.data.dispute.reason}`)}
                  </dt>
                  <dd className="whitespace-pre-line">{booking.data.dispute.text}</dd>
                  <dt className="font-medium">{t('disputes.photographerSays')}</dt>
                  <dd className="whitespace-pre-line">
                    {booking.data.dispute.answer ?? t('disputes.noAnswer')}
                  </dd>
                  <dt className="font-medium">{t('booking.decision')}</dt>
                  <dd>
                    {booking.data.dispute.decision
                      ? t(`decision.${booking.data.dispute.decision}`)
                      : t(`disputeStatus.${booking.data.dispute.status}`)}
                  </dd>
                </dl>
              </CardContent>
            </Card>
          ) : null}
          {booking.data.actions.length > 0 ? (
            <AuditTable actions={booking.data.actions} caption={t('booking.actions')} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
