import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router-dom';
import { toastApiError } from '../../app/api';
import { useOnboardingLink } from './queries';

/** What {@link usePayoutOnboarding} returns. */
export interface PayoutOnboarding {
  /** Asks for the onboarding link and leaves for the provider's page; a failure is toasted. */
  start: () => Promise<void>;
  /** True from the click until the browser has left (for the button's loading state). */
  isPending: boolean;
}

/**
 * Payout onboarding (docs/product.md §10.1): `GET /payment/onboardingURL` with a
 * `returnUrl` back to the page the photographer is on, then a full page load of the provider's
 * onboarding page (Stripe or the sandbox: another site). Coming back loads the app afresh, so
 * the session's profile then carries the new `payoutsEnabled`.
 */
export function usePayoutOnboarding(): PayoutOnboarding {
  const { t } = useTranslation();
  const link = useOnboardingLink();
  const { pathname, search } = useLocation();
  const here = useHref({ pathname, search });

  const start = async () => {
    try {
      const { url } = await link.mutateAsync(new URL(here, window.location.origin).href);
      window.location.assign(url);
    } catch (error) {
      toastApiError(error, t);
    }
  };
  // After success the browser is on its way out: keep the button busy until it has gone.
  return { start, isPending: link.isPending || link.isSuccess };
}
