import { Alert, AlertDescription, AlertTitle, Button, Spinner } from '@shootbook/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../payments/awaitsProvider';
import { deliveryQuery } from './queries';

/**
 * The gallery's news after the extra-photos checkout sent the customer back
 * (`?extras=paid` or `?extras=canceled`; docs/product.md §11, decision 0023). The browser's return
 * proves nothing — the provider's webhook marks the add-on paid — so while the add-on still waits
 * for its money the delivery is read again every second for up to 30 s ("Confirming…", then
 * "Check again"), until it is paid ("Extra photos paid": the picks may be submitted). A canceled
 * checkout says that nothing was taken. Nothing without the parameter. Announced politely.
 */
export function ExtrasReturn({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('delivery');
  const [params] = useSearchParams();
  const returned = params.get('extras');
  const [since, setSince] = useState(() => Date.now());
  const waits = (status: string | undefined) => status === 'Wait';
  const delivery = useQuery({
    ...deliveryQuery(appointmentId),
    refetchInterval: (query) =>
      returned === 'paid' &&
      waits(query.state.data?.extraPhotos?.status) &&
      Date.now() - since < POLL_LIMIT_MS
        ? POLL_INTERVAL_MS
        : false,
  });
  if (returned !== 'paid' && returned !== 'canceled') return null;
  const status = delivery.data?.extraPhotos?.status;
  const timedOut = waits(status) && Date.now() - since >= POLL_LIMIT_MS && !delivery.isFetching;

  let alert;
  if (returned === 'canceled' || (returned === 'paid' && delivery.data && !status)) {
    alert = (
      <Alert variant="warning">
        <AlertTitle>{t('gallery.extrasCanceled')}</AlertTitle>
        <AlertDescription>{t('gallery.extrasCanceledDescription')}</AlertDescription>
      </Alert>
    );
  } else if (status === 'Paid') {
    alert = (
      <Alert variant="success">
        <AlertTitle>{t('gallery.extrasReceived')}</AlertTitle>
        <AlertDescription>{t('gallery.extrasReceivedDescription')}</AlertDescription>
      </Alert>
    );
  } else if (timedOut) {
    alert = (
      <Alert variant="warning">
        <AlertTitle>{t('gallery.extrasSlow')}</AlertTitle>
        <AlertDescription>
          <p>{t('gallery.extrasSlowDescription')}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setSince(Date.now());
              void delivery.refetch();
            }}
          >
            {t('gallery.checkAgain')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (waits(status) || delivery.data === undefined) {
    alert = (
      <Alert variant="info" icon={<Spinner />}>
        <AlertTitle>{t('gallery.extrasConfirming')}</AlertTitle>
        <AlertDescription>{t('gallery.extrasConfirmingDescription')}</AlertDescription>
      </Alert>
    );
  } else return null;
  return <div aria-live="polite">{alert}</div>;
}
