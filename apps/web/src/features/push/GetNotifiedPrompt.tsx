import { Alert, AlertDescription, AlertTitle, Button, Stack } from '@shootbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../app/api';
import { canOfferPush, dismissPushOffer, subscribeToPush } from './pushSubscription';

/** What the "Get notified" prompt shows. */
export type GetNotifiedState = 'offer' | 'subscribing' | 'subscribed' | 'denied';

/**
 * The "Get notified" prompt of a booking's page as it looks in `state` (docs/decisions/0036):
 * an offer to turn on push notifications for this booking's news and messages, with "Turn on" and
 * "Not now"; then a confirmation, or how to allow them later after a refusal.
 */
export function GetNotifiedView({
  state,
  onEnable,
  onDismiss,
}: {
  state: GetNotifiedState;
  onEnable: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('notifications');
  if (state === 'subscribed')
    return (
      <Alert variant="success" role="status">
        <AlertTitle>{t('push.subscribed')}</AlertTitle>
      </Alert>
    );
  if (state === 'denied')
    return (
      <Alert variant="warning" role="status">
        <AlertTitle>{t('push.denied')}</AlertTitle>
        <AlertDescription>{t('push.deniedHint')}</AlertDescription>
      </Alert>
    );
  return (
    <Alert>
      <AlertTitle>{t('push.title')}</AlertTitle>
      <AlertDescription>
        <Stack gap={3}>
          <span>{t('push.description')}</span>
          <Stack direction="row" gap={2}>
            <Button size="sm" loading={state === 'subscribing'} onClick={onEnable}>
              {t('push.enable')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('push.notNow')}
            </Button>
          </Stack>
        </Stack>
      </AlertDescription>
    </Alert>
  );
}

/**
 * "Get notified" on a booking's page: offered once a booking exists, never on first load, and
 * only where push can work ({@link canOfferPush}). "Turn on" asks the browser's permission and
 * subscribes; "Not now" hides it for good in this browser.
 */
export function GetNotifiedPrompt() {
  const { t } = useTranslation();
  const [state, setState] = useState<GetNotifiedState | 'hidden'>('hidden');
  useEffect(() => {
    let live = true;
    void canOfferPush().then((offer) => {
      if (live && offer) setState('offer');
    });
    return () => {
      live = false;
    };
  }, []);
  if (state === 'hidden') return null;
  return (
    <GetNotifiedView
      state={state}
      onEnable={() => {
        setState('subscribing');
        subscribeToPush().then(
          (outcome) =>
            setState(
              outcome === 'subscribed' ? 'subscribed' : outcome === 'denied' ? 'denied' : 'hidden',
            ),
          (error: unknown) => {
            setState('offer');
            toastApiError(error, t);
          },
        );
      }}
      onDismiss={() => {
        dismissPushOffer();
        setState('hidden');
      }}
    />
  );
}
