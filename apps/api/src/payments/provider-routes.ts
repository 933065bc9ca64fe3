/**
 * Provider routes outside openapi.yaml (docs/decisions/0001 "Appointments, busy times, payments"):
 * - `POST /payment/webhook/:provider` — the provider's signed webhook (raw body, Stripe signature
 *   scheme for both providers); 400 `invalid_signature` when it does not verify; idempotent by
 *   provider event id. The only way a payment becomes Paid.
 * - the sandbox provider's pages (only when `PAYMENTS_PROVIDER=sandbox`):
 *   `GET /sandbox/checkout/:sessionId`, `POST /sandbox/checkout/:sessionId/pay` (form field
 *   `method` = `card` | `promptpay`), `POST /sandbox/checkout/:sessionId/cancel`,
 *   `GET /sandbox/onboarding/:accountId`, `POST /sandbox/onboarding/:accountId/complete`.
 *   They send signed webhooks to this API's own webhook route, exactly as Stripe would, then
 *   redirect the browser (303) back to the web.
 */
import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { payments, subpackages, appointments, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { InvalidSignatureError } from './provider.ts';
import type { SandboxEventType, SandboxProvider } from './sandbox-provider.ts';
import { checkoutPage, errorPage, onboardingPage } from './sandbox-pages.ts';
import { applyProviderEvent } from './service.ts';
import { SIGNATURE_HEADER } from './stripe-events.ts';

/** Registers the webhook route and, with the sandbox provider, its pages. Called by the server. */
export async function registerProviderRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body raw on this route only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { provider: string } }>('/payment/webhook/:provider', async (request, reply) => {
      if (request.params.provider !== deps.provider.name) {
        throw new NotFound(`No webhook for provider ${request.params.provider}`);
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = deps.provider.parseWebhook(raw, request.headers);
      } catch (error) {
        if (!(error instanceof InvalidSignatureError)) throw error;
        return reply.code(400).send({ code: 'invalid_signature', message: error.message });
      }
      const outcome = await applyProviderEvent(deps, event, JSON.parse(raw.toString('utf8')) as unknown);
      return { received: true, outcome };
    });
  });

  if (deps.provider.name === 'sandbox') {
    // The sandbox's HTML forms are the one place that takes form bodies; the rest of the API is JSON only.
    await app.register(async (scope) => {
      await scope.register(formbody);
      registerSandboxPages(scope, deps, deps.provider as SandboxProvider);
    });
  }
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

function registerSandboxPages(app: FastifyInstance, deps: Deps, sandbox: SandboxProvider): void {
  const web = deps.config.webOrigin;

  /** Sends a signed sandbox event to our own webhook route, in process. */
  async function deliver(type: SandboxEventType, target: Parameters<SandboxProvider['signedEvent']>[1]): Promise<void> {
    const { payload, signature } = sandbox.signedEvent(type, target);
    const response = await app.inject({
      method: 'POST',
      url: '/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload,
    });
    if (response.statusCode !== 200) {
      throw new Error(`Sandbox webhook ${type} was answered ${response.statusCode}: ${response.body}`);
    }
  }

  async function findCheckout(sessionId: string) {
    const [row] = await deps.db
      .select({ payment: payments, title: subpackages.title })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      .innerJoin(subpackages, eq(subpackages.id, appointments.subpackageId))
      .where(eq(payments.providerRef, sessionId));
    return row;
  }

  app.get<{ Params: { sessionId: string } }>('/sandbox/checkout/:sessionId', async (request, reply) => {
    const found = await findCheckout(request.params.sessionId);
    if (!found) return html(reply, 404, errorPage('Checkout not found', 'This checkout does not exist or has been replaced by a newer one.'));
    return html(
      reply,
      200,
      checkoutPage({
        sessionId: request.params.sessionId,
        title: found.title,
        amount: found.payment.amount,
        status: found.payment.status,
        doneUrl: `${web}/payment/order/${encodeURIComponent(found.payment.id)}`,
      }),
    );
  });

  app.post<{ Params: { sessionId: string }; Body: { method?: string } | undefined }>('/sandbox/checkout/:sessionId/pay', async (request, reply) => {
    const { sessionId } = request.params;
    const found = await findCheckout(sessionId);
    if (!found) return html(reply, 404, errorPage('Checkout not found', 'This checkout does not exist or has been replaced by a newer one.'));
    const session = { id: sessionId, paymentId: found.payment.id };
    const redirect = sandbox.session(sessionId)?.successUrl ?? `${web}/payment/success?oid=${encodeURIComponent(found.payment.id)}`;
    if (found.payment.status === 'Wait') {
      sandbox.setSessionStatus(sessionId, 'processing');
      if (request.body?.method === 'promptpay') {
        // PromptPay is asynchronous at Stripe: the session completes unpaid, the money follows.
        await deliver('checkout.session.completed', { session, paymentStatus: 'unpaid' });
        await deliver('checkout.session.async_payment_succeeded', { session, paymentStatus: 'paid' });
      } else {
        await deliver('checkout.session.completed', { session, paymentStatus: 'paid' });
      }
      sandbox.setSessionStatus(sessionId, 'complete');
    }
    return reply.redirect(redirect, 303);
  });

  app.post<{ Params: { sessionId: string } }>('/sandbox/checkout/:sessionId/cancel', async (request, reply) => {
    const { sessionId } = request.params;
    const found = await findCheckout(sessionId);
    const cancelUrl = sandbox.session(sessionId)?.cancelUrl ?? `${web}/payment/topay`;
    if (found && found.payment.status === 'Wait') {
      // As at Stripe, an abandoned checkout session expires; the payment returns to Unpaid.
      await deliver('checkout.session.expired', { session: { id: sessionId, paymentId: found.payment.id }, paymentStatus: 'unpaid' });
      sandbox.setSessionStatus(sessionId, 'expired');
    }
    return reply.redirect(cancelUrl, 303);
  });

  async function findAccountHolder(accountId: string) {
    const [user] = await deps.db.select().from(users).where(eq(users.payoutAccountId, accountId));
    return user;
  }

  app.get<{ Params: { accountId: string } }>('/sandbox/onboarding/:accountId', async (request, reply) => {
    const user = await findAccountHolder(request.params.accountId);
    if (!user) return html(reply, 404, errorPage('Onboarding not found', 'No photographer uses this payout account.'));
    return html(
      reply,
      200,
      onboardingPage({
        accountId: request.params.accountId,
        name: user.name,
        payoutsEnabled: user.payoutsEnabled,
        returnUrl: sandbox.onboardingReturnUrl(request.params.accountId) ?? `${web}/profile`,
      }),
    );
  });

  app.post<{ Params: { accountId: string } }>('/sandbox/onboarding/:accountId/complete', async (request, reply) => {
    const { accountId } = request.params;
    const user = await findAccountHolder(accountId);
    if (!user) return html(reply, 404, errorPage('Onboarding not found', 'No photographer uses this payout account.'));
    await deliver('account.updated', { accountId, payoutsEnabled: true });
    return reply.redirect(sandbox.onboardingReturnUrl(accountId) ?? `${web}/profile`, 303);
  });
}
