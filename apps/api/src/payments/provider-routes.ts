/**
 * Provider routes outside openapi.yaml (docs/decisions/0001 "Appointments, busy times, payments"):
 * - `POST /payment/webhook/:provider` — the provider's signed webhook (raw body, Stripe signature
 *   scheme for both providers); 400 `invalid_signature` when it does not verify; idempotent by
 *   provider event id. The only way a payment becomes Paid.
 * - the sandbox provider's pages (only when `PAYMENTS_PROVIDER=sandbox`):
 *   `GET /sandbox/checkout/:sessionId`, `POST /sandbox/checkout/:sessionId/pay` (form field
 *   `method` = `card` | `promptpay`), `POST /sandbox/checkout/:sessionId/cancel`,
 *   `GET /sandbox/onboarding/:accountId`, `POST /sandbox/onboarding/:accountId/complete`.
 *   Each needs the link's capability token (`?t=`, sandbox-provider.ts `pageToken`): without it,
 *   or with a wrong one, the answer is the same 404 page as for an unknown id. They send signed
 *   webhooks to this API's own webhook route, exactly as Stripe would, then redirect the browser
 *   (303) back to the web. A pay that can no longer happen (checkout expired or closed, payment
 *   not Wait, appointment not Accepted) is answered 409 with a page saying why, and sends nothing.
 *   The pages are framed by nobody and load nothing (docs/decisions/0004 "Sandbox pages").
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { payments, subpackages, appointments, users, type PaymentRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { InvalidSignatureError } from './provider.ts';
import {
  PAGE_TOKEN_PARAM,
  type SandboxEventType,
  type SandboxProvider,
  type SandboxSession,
} from './sandbox-provider.ts';
import {
  checkoutPage,
  errorPage,
  onboardingPage,
  refusedPage,
  STYLE_SOURCE,
} from './sandbox-pages.ts';
import { applyProviderEvent } from './service.ts';
import { SIGNATURE_HEADER } from './stripe-events.ts';

/** Registers the webhook route and, with the sandbox provider, its pages. Called by the server. */
export async function registerProviderRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body raw on this route only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post<{ Params: { provider: string } }>(
      '/payment/webhook/:provider',
      async (request, reply) => {
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
        const outcome = await applyProviderEvent(
          deps,
          event,
          JSON.parse(raw.toString('utf8')) as unknown,
        );
        return { received: true, outcome };
      },
    );
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
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Headers of the sandbox's HTML pages, replacing helmet's defaults there: load nothing but the
 * pages' own stylesheet (by hash), post forms only to this API and to the web (the 303 after a
 * post goes there, and browsers check form-action on that redirect too), never be framed
 * (clickjacking a pay button), no `<base>`.
 */
export function sandboxPageHelmet(webOrigin: string): Omit<FastifyHelmetOptions, 'global'> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [STYLE_SOURCE],
        formAction: ["'self'", webOrigin],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
  };
}

type PageRequest<P> = { Params: P; Querystring: Record<string, string | undefined> };

/**
 * Why checkout `found` cannot be paid at `now`, or undefined while it can. Reasons, in order: the
 * payment is no longer Wait; the appointment is no longer Accepted (e.g. canceled while the
 * checkout was open); the checkout has expired (`checkoutExpiresAt`) or the sandbox closed it.
 */
export function checkoutClosedReason(
  found: { payment: Pick<PaymentRow, 'status' | 'checkoutExpiresAt'>; appointmentStatus: string },
  session: Pick<SandboxSession, 'status'> | undefined,
  now: Date,
): string | undefined {
  const { payment, appointmentStatus } = found;
  if (payment.status !== 'Wait')
    return `This checkout is no longer open (payment status: ${payment.status}).`;
  if (appointmentStatus !== 'Accepted')
    return `This booking is ${appointmentStatus} and can no longer be paid.`;
  const expired =
    payment.checkoutExpiresAt !== null && payment.checkoutExpiresAt.getTime() <= now.getTime();
  if (expired || session?.status === 'expired')
    return 'This checkout has expired. Start the payment again from ShootBook.';
  if (session?.status === 'complete' || session?.status === 'processing')
    return 'This checkout has already been paid.';
  return undefined;
}

function registerSandboxPages(app: FastifyInstance, deps: Deps, sandbox: SandboxProvider): void {
  const web = deps.config.webOrigin;
  const route = { helmet: sandboxPageHelmet(web) };
  const checkoutNotFound = errorPage(
    'Checkout not found',
    'This checkout does not exist or has been replaced by a newer one.',
  );
  const onboardingNotFound = errorPage(
    'Onboarding not found',
    'This onboarding link does not exist.',
  );

  /** Sends a signed sandbox event to our own webhook route, in process. */
  async function deliver(
    type: SandboxEventType,
    target: Parameters<SandboxProvider['signedEvent']>[1],
  ): Promise<void> {
    const { payload, signature } = sandbox.signedEvent(type, target);
    const response = await app.inject({
      method: 'POST',
      url: '/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload,
    });
    if (response.statusCode !== 200) {
      throw new Error(
        `Sandbox webhook ${type} was answered ${response.statusCode}: ${response.body}`,
      );
    }
  }

  /** The payment whose current checkout is `sessionId`, with what the page shows; undefined without the right token. */
  async function findCheckout(sessionId: string, token: string | undefined) {
    if (!sandbox.verifyPageToken('checkout', sessionId, token)) return undefined;
    const [row] = await deps.db
      .select({
        payment: payments,
        title: subpackages.title,
        appointmentStatus: appointments.status,
      })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      .innerJoin(subpackages, eq(subpackages.id, appointments.subpackageId))
      .where(eq(payments.providerRef, sessionId));
    return row;
  }

  app.get<PageRequest<{ sessionId: string }>>(
    '/sandbox/checkout/:sessionId',
    route,
    async (request, reply) => {
      const { sessionId } = request.params;
      const token = request.query[PAGE_TOKEN_PARAM];
      const found = await findCheckout(sessionId, token);
      if (!found) return html(reply, 404, checkoutNotFound);
      return html(
        reply,
        200,
        checkoutPage({
          sessionId,
          token: token!,
          title: found.title,
          amount: found.payment.amount,
          closedReason: checkoutClosedReason(found, sandbox.session(sessionId), deps.clock.now()),
          doneUrl: `${web}/payment/order/${encodeURIComponent(found.payment.id)}`,
        }),
      );
    },
  );

  app.post<PageRequest<{ sessionId: string }> & { Body: { method?: string } | undefined }>(
    '/sandbox/checkout/:sessionId/pay',
    route,
    async (request, reply) => {
      const { sessionId } = request.params;
      const found = await findCheckout(sessionId, request.query[PAGE_TOKEN_PARAM]);
      if (!found) return html(reply, 404, checkoutNotFound);
      const refusal = checkoutClosedReason(found, sandbox.session(sessionId), deps.clock.now());
      if (refusal)
        return html(
          reply,
          409,
          refusedPage(refusal, `${web}/payment/order/${encodeURIComponent(found.payment.id)}`),
        );
      const session = { id: sessionId, paymentId: found.payment.id };
      const redirect =
        sandbox.session(sessionId)?.successUrl ??
        `${web}/payment/success?oid=${encodeURIComponent(found.payment.id)}`;
      sandbox.setSessionStatus(sessionId, 'processing');
      if (request.body?.method === 'promptpay') {
        // PromptPay is asynchronous at Stripe: the session completes unpaid, the money follows.
        await deliver('checkout.session.completed', { session, paymentStatus: 'unpaid' });
        await deliver('checkout.session.async_payment_succeeded', {
          session,
          paymentStatus: 'paid',
        });
      } else {
        await deliver('checkout.session.completed', { session, paymentStatus: 'paid' });
      }
      sandbox.setSessionStatus(sessionId, 'complete');
      return reply.redirect(redirect, 303);
    },
  );

  app.post<PageRequest<{ sessionId: string }>>(
    '/sandbox/checkout/:sessionId/cancel',
    route,
    async (request, reply) => {
      const { sessionId } = request.params;
      const found = await findCheckout(sessionId, request.query[PAGE_TOKEN_PARAM]);
      if (!found) return html(reply, 404, checkoutNotFound);
      const cancelUrl = sandbox.session(sessionId)?.cancelUrl ?? `${web}/payment/topay`;
      if (found.payment.status === 'Wait') {
        // As at Stripe, an abandoned checkout session expires; the payment returns to Unpaid.
        await deliver('checkout.session.expired', {
          session: { id: sessionId, paymentId: found.payment.id },
          paymentStatus: 'unpaid',
        });
        sandbox.setSessionStatus(sessionId, 'expired');
      }
      return reply.redirect(cancelUrl, 303);
    },
  );

  /** The photographer of payout account `accountId`; undefined without the right token. */
  async function findAccountHolder(accountId: string, token: string | undefined) {
    if (!sandbox.verifyPageToken('onboarding', accountId, token)) return undefined;
    const [user] = await deps.db.select().from(users).where(eq(users.payoutAccountId, accountId));
    return user;
  }

  app.get<PageRequest<{ accountId: string }>>(
    '/sandbox/onboarding/:accountId',
    route,
    async (request, reply) => {
      const { accountId } = request.params;
      const token = request.query[PAGE_TOKEN_PARAM];
      const user = await findAccountHolder(accountId, token);
      if (!user) return html(reply, 404, onboardingNotFound);
      return html(
        reply,
        200,
        onboardingPage({
          accountId,
          token: token!,
          name: user.name,
          payoutsEnabled: user.payoutsEnabled,
          returnUrl: sandbox.onboardingReturnUrl(accountId) ?? `${web}/profile`,
        }),
      );
    },
  );

  app.post<PageRequest<{ accountId: string }>>(
    '/sandbox/onboarding/:accountId/complete',
    route,
    async (request, reply) => {
      const { accountId } = request.params;
      const user = await findAccountHolder(accountId, request.query[PAGE_TOKEN_PARAM]);
      if (!user) return html(reply, 404, onboardingNotFound);
      await deliver('account.updated', { accountId, payoutsEnabled: true });
      return reply.redirect(sandbox.onboardingReturnUrl(accountId) ?? `${web}/profile`, 303);
    },
  );
}
