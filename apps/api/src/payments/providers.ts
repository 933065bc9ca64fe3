/**
 * Which payments provider runs (docs/product.md §10.1): configuration picks it, the rest
 * of the API cannot tell them apart.
 */
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { PaymentsProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { loadOrCreateSandboxSecret } from './sandbox-secret.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * The payments provider of `config.paymentsProvider`. The sandbox signs with
 * `SANDBOX_WEBHOOK_SECRET` when given, else with the installation's own secret in `DATA_DIR`
 * (created on first use, sandbox-secret.ts).
 * @throws Error when `stripe` is chosen without `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`,
 *   or when the sandbox's secret file is unusable.
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
  const webhookSecret = config.sandboxWebhookSecret ?? loadOrCreateSandboxSecret(config.dataDir);
  return createSandboxProvider({ apiOrigin: config.apiBaseUrl, webhookSecret, now });
}
