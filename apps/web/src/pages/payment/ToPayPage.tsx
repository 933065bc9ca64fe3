import { Alert, Button, EmptyState, PageHeader, Stack, Text } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatSlotStart, formattingLocale } from '@shootbook/machines';
import { toastApiError } from '../../app/api';
import { useSession } from '../../auth/AuthProvider';
import { AppointmentItem } from '../../features/appointments/AppointmentItem';
import {
  appointmentActions,
  viewerOf,
  type Viewer,
} from '../../features/appointments/appointment-actions';
import { appointmentDetailsQuery } from '../../features/appointments/queries';
import { ListSkeleton, QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';
import { useStartCheckout } from '../../features/payments/queries';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';

/**
 * `/payment/topay` (docs/product.md §2): the customer's Accepted appointments whose payment is Unpaid
 * ('Pay now') or Wait ('Continue payment'), as the payment machine allows, each with the time
 * it must be paid by (the appointment's `payBy` from the API, computed with its configured payment
 * window: the instant its expiry cancels an unpaid booking; shown in the photographer's zone). 'Pay now' calls
 * `POST /payment/charge/{paymentId}` with an `Idempotency-Key` (one per click-session, reused if
 * the same attempt is retried) and then loads the provider's checkout page. The payment becomes
 * Paid only through the provider's webhook (docs/product.md §4.2).
 */
export function Component() {
  const { t, i18n } = useTranslation('payment');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const { profile } = useSession();
  const now = useNow();
  const details = useQuery(appointmentDetailsQuery({ status: 'Accepted' }));
  const checkout = useStartCheckout();
  const keys = useRef(new Map<string, string>());
  const viewer: Viewer | null = profile ? viewerOf(profile) : null;
  const payable = viewer
    ? (details.data ?? [])
        .map((detail) => ({ detail, actions: appointmentActions(detail, viewer, now) }))
        .filter(({ actions }) => actions.payment !== null)
    : [];

  const pay = (paymentId: string) => {
    let key = keys.current.get(paymentId);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(paymentId, key);
    }
    checkout.mutate(
      { paymentId, idempotencyKey: key },
      {
        onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
        onError: (error) => toastApiError(error, t),
      },
    );
  };

  return (
    <Stack gap={6}>
      <PageHeader title={t('toPay.title')} description={t('toPay.description')} />
      <div aria-live="polite">
        {checkout.isSuccess ? <Alert variant="info">{t('toPay.redirecting')}</Alert> : null}
      </div>
      {details.isPending || !viewer ? (
        <ListSkeleton label={t('common:loading')} />
      ) : details.isError ? (
        <QueryError
          title={t('loadError')}
          error={details.error}
          onRetry={() => void details.refetch()}
        />
      ) : payable.length === 0 ? (
        <EmptyState
          icon={<Wallet />}
          title={t('toPay.emptyTitle')}
          description={t('toPay.emptyDescription')}
          action={
            <Button asChild variant="outline">
              <Link to="/appointment/list">{t('toPay.viewAppointments')}</Link>
            </Button>
          }
        />
      ) : (
        <Stack asChild gap={4}>
          <section aria-label={t('toPay.title')}>
            {payable.map(({ detail, actions }) => {
              const payment = detail.payment!;
              const busy = checkout.isPending && checkout.variables?.paymentId === payment.id;
              // The API's deadline, from its configured payment window (UNPAID_TIMEOUT_MINUTES).
              const deadline = detail.appointment.payBy ?? null;
              return (
                <AppointmentItem
                  key={detail.appointment.id}
                  detail={detail}
                  viewer={viewer}
                  extra={
                    <>
                      {deadline ? (
                        <Text variant="small" strong asChild>
                          <span>
                            {t('toPay.payBy', {
                              deadline: formatSlotStart(deadline, FALLBACK_TIMEZONE, locale),
                            })}
                          </span>
                        </Text>
                      ) : null}
                      {actions.payment === 'continue' ? (
                        <Text variant="muted" asChild>
                          <span>{t('toPay.startedHint')}</span>
                        </Text>
                      ) : null}
                    </>
                  }
                  actions={
                    <Button
                      size="sm"
                      loading={busy}
                      disabled={checkout.isPending || checkout.isSuccess}
                      onClick={() => pay(payment.id)}
                    >
                      {actions.payment === 'continue'
                        ? t('toPay.continuePayment')
                        : t('toPay.payNow')}
                    </Button>
                  }
                />
              );
            })}
          </section>
        </Stack>
      )}
    </Stack>
  );
}
