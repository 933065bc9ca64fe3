import { Alert, AlertDescription, AlertTitle, Button } from '@shootbook/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationRequirement } from '../../auth/useRegistrationRequirement';
import { usePayoutOnboarding } from '../profiles/usePayoutOnboarding';

/**
 * Why a photographer sees no Accept button, and the way out: while
 * `registrationRequirement(profile, 'accept')` of @shootbook/machines lacks `payoutsEnabled` (the
 * API would refuse the acceptance with 403 `registration_incomplete`), an ui `Alert` explains that
 * payouts must be set up first, with "Set up payouts" starting onboarding and returning to this
 * page. Rejecting needs no payouts, so the page keeps offering Reject. Renders nothing otherwise.
 */
export function PayoutsNeededNotice() {
  const { t } = useTranslation('appointment');
  const requirement = useRegistrationRequirement('accept');
  const onboarding = usePayoutOnboarding();
  const titleId = useId();
  if (
    requirement.ok ||
    requirement.reason !== 'registration_incomplete' ||
    !requirement.missing.includes('payoutsEnabled')
  ) {
    return null;
  }
  return (
    <Alert variant="warning" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>{t('payouts.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('payouts.description')}</p>
        <Button size="sm" loading={onboarding.isPending} onClick={() => void onboarding.start()}>
          {t('payouts.start')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
