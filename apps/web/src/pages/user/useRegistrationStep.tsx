import { RegistrationState, type RegistrationEvent } from '@shootbook/machines';
import { Alert, AlertDescription, AlertTitle, Button, Stack } from '@shootbook/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, toastApiError } from '../../app/api';
import { useRegistration } from '../../auth/AuthProvider';

/** A registration step a page serves (a state of the registration machine). */
export type RegistrationPageStep =
  | typeof RegistrationState.needsName
  | typeof RegistrationState.needsRole
  | typeof RegistrationState.needsBankAccount;

/** What a registration page knows of its step: see {@link useRegistrationStep}. */
export interface RegistrationStepView {
  /** Sends the page's event (its save, or RETRY) to the registration actor. */
  send: (event: RegistrationEvent) => void;
  /** The step's save waits for the API. */
  saving: boolean;
  /** The last save failed in a way sending it again may mend (network, 5xx): its error, else null. */
  failure: { error: unknown } | null;
  /** The changes the step last sent (e.g. which role is being saved). */
  changes: unknown;
}

/**
 * A registration page's view of the registration actor (docs/product.md §4) at `step`: whether its save
 * runs, whether it failed (shown with {@link SaveFailedAlert}, whose Try again is the machine's
 * RETRY), and `send` for the page's event. A save the API refused (4xx: the same cannot succeed)
 * is toasted; the form keeps what was typed, to correct and send again.
 */
export function useRegistrationStep(step: RegistrationPageStep): RegistrationStepView {
  const { t } = useTranslation();
  const actor = useRegistration();
  const saving = useSelector(actor, (s) => s.matches({ [step]: 'saving' } as never));
  const failed = useSelector(actor, (s) => s.matches({ [step]: 'failed' } as never));
  const error = useSelector(actor, (s) => s.context.error);
  const changes = useSelector(actor, (s) => s.context.changes);
  useEffect(() => {
    const subscription = actor.on('saveFailed', (event) => {
      if (event.refused) toastApiError(event.error, t);
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);
  return {
    send: (event) => actor.send(event),
    saving,
    failure: failed ? { error } : null,
    changes,
  };
}

/** A step's failed save: what went wrong and Try again (the registration machine's RETRY). */
export function SaveFailedAlert({
  failure,
  onRetry,
}: {
  failure: { error: unknown };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <AlertTitle>{t('auth:notSaved')}</AlertTitle>
      <AlertDescription>
        <Stack gap={2}>
          <span>{apiErrorMessage(failure.error, t)}</span>
          <div>
            <Button type="button" size="sm" variant="outline" onClick={onRetry}>
              {t('retry')}
            </Button>
          </div>
        </Stack>
      </AlertDescription>
    </Alert>
  );
}
