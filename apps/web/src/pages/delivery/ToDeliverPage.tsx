import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@shootbook/ui';
import { isLate, formatDateTime, formattingLocale } from '@shootbook/machines';
import { useQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryError } from '../../app/QueryStates';
import { useNow } from '../../features/appointments/useNow';
import { galleryPath } from '../../features/delivery/DeliveryPanel';
import type { Delivery } from '../../features/delivery/delivery-view';
import { openDeliveriesQuery } from '../../features/delivery/queries';
import { FALLBACK_TIMEZONE } from '../../features/scheduling/time';

/**
 * `/appointment/deliver` — the photographer's To-deliver list (docs/product.md §11): every
 * delivery not yet accepted or refunded (`GET /deliveries?open=true`), soonest due first, each
 * with its customer, shoot, due date, the late mark (packages/machines `isLate`) and what happens
 * now, linking to its gallery.
 */
export function Component() {
  const { t } = useTranslation('delivery');
  const deliveries = useQuery(openDeliveriesQuery());
  const now = useNow();
  return (
    <Stack gap={6}>
      <PageHeader title={t('toDeliver.title')} description={t('toDeliver.description')} />
      {deliveries.isPending ? (
        <LoadingState variant="list" count={3} label={t('loading')} />
      ) : deliveries.isError ? (
        <QueryError
          title={t('toDeliver.loadError')}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
        />
      ) : deliveries.data.length === 0 ? (
        <EmptyState
          icon={<Images />}
          title={t('toDeliver.empty')}
          description={t('toDeliver.emptyHint')}
        />
      ) : (
        <ul aria-label={t('toDeliver.list')} className="grid gap-3">
          {deliveries.data.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryCard delivery={delivery} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function DeliveryCard({ delivery, now }: { delivery: Delivery; now: string }) {
  const { t, i18n } = useTranslation('delivery');
  const locale = formattingLocale(i18n.resolvedLanguage);
  const late = isLate(now, delivery.dueAt, delivery.status);
  const statusKey =
    delivery.status === 'Open' && delivery.offersProofs ? 'OpenProofs' : delivery.status;
  return (
    <Card data-late={late || undefined}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">
            {delivery.packageTitle} · {delivery.subpackageTitle}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {late ? <Badge variant="destructive">{t('late')}</Badge> : null}
          <Text className={late ? 'text-destructive' : undefined}>
            {t('due')}{' '}
            <time dateTime={delivery.dueAt}>
              {formatDateTime(delivery.dueAt, FALLBACK_TIMEZONE, locale)}
            </time>
          </Text>
        </div>
        <Text variant="muted">
          {t('toDeliver.customer', { name: delivery.customer.name })} ·{' '}
          {t('toDeliver.shoot', {
            date: formatDateTime(delivery.shootStart, FALLBACK_TIMEZONE, locale),
          })}
        </Text>
        <Text>{t(`status.${delivery.party}.${statusKey}`, { count: delivery.pickCount })}</Text>
        <Button asChild size="sm" className="justify-self-start">
          <Link
            to={galleryPath(delivery.appointmentId)}
            aria-label={`${t('actions.openGallery')}: ${delivery.packageTitle} · ${delivery.customer.name}`}
          >
            {t('actions.openGallery')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
