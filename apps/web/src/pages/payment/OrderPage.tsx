import { Button, LoadingState, PageHeader, Stack } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../auth/AuthProvider';
import { QueryError } from '../../app/QueryStates';
import { paymentAction } from '../../features/appointments/appointment-actions';
import { OrderCards } from '../../features/payments/OrderCards';
import { orderQuery } from '../../features/payments/queries';

/**
 * `/payment/order/{oid}` (docs/product.md §2; docs/product.md §3.9: the receipt of one payment, oid = payment
 * id), headed by what was bought and from whom (never the raw id): line item, appointment time, amount, status, the ledger lines; the photographer also sees
 * the platform fee and the payout. The customer gets a link to /payment/topay while the payment
 * machine lets them pay (`paymentAction`, the same answer the appointment list gives), and both
 * parties a link to the booking's own page (`/appointment/{id}`: history, details, actions).
 */
export function Component() {
  const { t } = useTranslation('payment');
  const { oid = '' } = useParams();
  const { profile } = useSession();
  const order = useQuery(orderQuery(oid));
  const isPhotographer = order.data ? profile?.id === order.data.payment.photographerId : false;
  const canPay =
    order.data && profile
      ? paymentAction(order.data, { role: profile.role, userId: profile.id }) !== null
      : false;

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('order.title')}
        description={
          order.data
            ? t('order.description', {
                package: order.data.package.title,
                subpackage: order.data.subpackage.title,
                photographer: order.data.photographer.name,
              })
            : undefined
        }
        actions={
          order.data ? (
            <>
              <Button asChild variant="outline">
                <Link to={`/appointment/${order.data.payment.appointmentId}`}>
                  {t('order.booking')}
                </Link>
              </Button>
              {canPay ? (
                <Button asChild>
                  <Link to="/payment/topay">{t('order.pay')}</Link>
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {order.isPending ? (
        <LoadingState variant="detail" label={t('common:loading')} />
      ) : order.isError ? (
        <QueryError
          title={t('order.loadError')}
          error={order.error}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <OrderCards order={order.data} showPayout={isPhotographer} />
      )}
    </Stack>
  );
}
