/**
 * Which payments provider runs (PRODUCT.md "Payments provider"): configuration picks it, the rest
 * of the API cannot tell them apart.
 */
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { PaymentsProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * The payments provider of `config.paymentsProvider`.
 * @throws Error when `stripe` is chosen without `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`.
 */
export function createPaymentsProvider(config: Config, clock: Clock): PaymentsProvider {
  const now = () => clock.now().getTime();
  if (config.paymentsProvider === 'stripe') {
    if (!config.stripeSecretKey || !config.stripeWebhookSecret) {
      throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    return createStripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
      now,
    });
  }
  return createSandboxProvider({ apiOrigin: config.apiBaseUrl, webhookSecret: config.sandboxWebhookSecret, now });
}
