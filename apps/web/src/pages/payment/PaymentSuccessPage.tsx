import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  PageHeader,
  Spinner,
  Stack,
} from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderSummary } from '../../features/payments/OrderSummary';
import {
  awaitsProvider,
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
} from '../../features/payments/awaitsProvider';
import { orderQuery } from '../../features/payments/queries';
import { QueryError } from '../../app/QueryStates';

export { POLL_INTERVAL_MS, POLL_LIMIT_MS };

/**
 * `/payment/success?oid={paymentId}` (docs/product.md §2): where the checkout returns the customer. The
 * browser's return proves nothing — the provider's webhook marks the payment Paid (docs/product.md
 * "Payment states") — so the page polls `GET /payment/{oid}` every second for up to 30 s while the
 * provider may still decide (`awaitsProvider`: the payment machine still takes the webhook's
 * SUCCEEDED) — until it is paid, or back to Unpaid (checkout failed) — announcing
 * "Confirming your payment…" and then "Payment received" with the order summary.
 */
export function Component() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const oid = params.get('oid') ?? '';
  const [since, setSince] = useState(() => Date.now());
  const order = useQuery({
    ...orderQuery(oid),
    enabled: Boolean(oid),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data && !awaitsProvider(data)) return false;
      return Date.now() - since < POLL_LIMIT_MS ? POLL_INTERVAL_MS : false;
    },
  });
  const status = order.data?.payment.status;
  const waiting = order.data ? awaitsProvider(order.data) : true;
  const settled = !waiting && status !== 'Unpaid';
  const timedOut = waiting && Date.now() - since >= POLL_LIMIT_MS && !order.isFetching;

  const checkAgain = () => {
    setSince(Date.now());
    void order.refetch();
  };

  if (!oid) {
    return (
      <Stack gap={6}>
        <PageHeader title={t('success.title')} />
        <Alert variant="warning">
          <AlertTitle>{t('success.missingOrder')}</AlertTitle>
          <AlertDescription>
            <p>{t('success.missingOrderDescription')}</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/payment/topay">{t('success.toPay')}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <PageHeader title={settled ? t('success.received') : t('success.title')} />
      <Stack aria-live="polite" gap={4}>
        {order.isError ? (
          <QueryError title={t('order.loadError')} error={order.error} onRetry={checkAgain} />
        ) : settled ? (
          <Alert variant="success">
            <AlertTitle>{t('success.received')}</AlertTitle>
            <AlertDescription>{t('success.receivedDescription')}</AlertDescription>
          </Alert>
        ) : status === 'Unpaid' ? (
          <Alert variant="warning">
            <AlertTitle>{t('success.notPaid')}</AlertTitle>
            <AlertDescription>
              <p>{t('success.notPaidDescription')}</p>
              <Button asChild size="sm">
                <Link to="/payment/topay">{t('success.toPay')}</Link>
              </Button>
            </AlertDescription>
          </Alert>
        ) : timedOut ? (
          <Alert variant="warning">
            <AlertTitle>{t('success.slow')}</AlertTitle>
            <AlertDescription>
              <p>{t('success.slowDescription')}</p>
              <Button variant="outline" size="sm" onClick={checkAgain}>
                {t('success.checkAgain')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <Alert variant="info" icon={<Spinner />}>
            <AlertTitle>{t('success.confirming')}</AlertTitle>
            <AlertDescription>{t('success.confirmingDescription')}</AlertDescription>
          </Alert>
        )}
      </Stack>
      {order.data ? (
        <Card>
          <CardContent>
            <Stack gap={4}>
              <OrderSummary order={order.data} />
              <Stack direction="row" gap={2}>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/payment/order/${oid}`}>{t('success.viewOrder')}</Link>
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/appointment/list">{t('success.viewAppointments')}</Link>
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
