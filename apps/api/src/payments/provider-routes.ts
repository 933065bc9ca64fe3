/**
 * Provider routes outside openapi.yaml (docs/decisions/0001 "Appointments, busy times, payments"):
 * - `POST /payment/webhook/:provider` — the provider's signed webhook (raw body, Stripe signature
 *   scheme for both providers); 400 `invalid_signature` when it does not verify (or its timestamp is
 *   over 300 s off either way), 400 `validation_failed` when it verifies but is no readable event
 *   (no `id`, no `data.object`, not JSON); idempotent by provider event id. The only way a payment
 *   becomes Paid.
 * - the sandbox provider's pages (only when `PAYMENTS_PROVIDER=sandbox`):
 *   `GET /sandbox/checkout/:sessionId`, `POST /sandbox/checkout/:sessionId/pay` (form field
 *   `method` = `card` | `promptpay`), `POST /sandbox/checkout/:sessionId/cancel`,
 *   `GET /sandbox/onboarding/:accountId`, `POST /sandbox/onboarding/:accountId/complete`.
 *   Each needs the link's capability token (`?t=`, sandbox-provider.ts `pageToken`): without it,
 *   or with a wrong one, the answer is the same 404 page as for an unknown id. They send signed
 *   webhooks exactly as Stripe would — verified and applied in process by the webhook route's own
 *   code, so they are not requests the caller's rate limit counts — then redirect the browser
 *   (303) back to the web. A delivery that fails leaves the checkout payable and answers 503
 *   `sandbox_delivery_failed` (Error schema, `Retry-After`). A pay that can no longer happen
 *   (checkout expired or closed, payment not Wait, appointment not Accepted) is answered 409 with
 *   a page saying why, and sends nothing.
 *   The pages are framed by nobody and load nothing (docs/decisions/0004 "Sandbox pages").
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';

import {
  appointments,
  deliveries,
  payments,
  subpackages,
  users,
  type PaymentRow,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { errorBody } from '../http/errors.ts';
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
import { applyProviderEvent, type WebhookOutcome } from './service.ts';
import { MalformedWebhookError, SIGNATURE_HEADER } from './stripe-events.ts';

/**
 * Verifies a provider webhook (`raw` body and its headers) and applies it: what
 * `POST /payment/webhook/:provider` does, and what the sandbox pages call in process for their own
 * events, so the sandbox's deliveries go through the same signature check without being a second
 * HTTP request (which the caller's rate limit would count: docs/decisions/0004 "Sandbox pages").
 * @throws InvalidSignatureError, MalformedWebhookError (stripe-events.ts) for a refused webhook;
 *   database errors as they come.
 */
async function receiveWebhook(
  deps: Deps,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookOutcome> {
  const event = deps.provider.parseWebhook(raw, headers);
  return applyProviderEvent(deps, event, JSON.parse(raw.toString('utf8')) as unknown);
}

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
        try {
          return { received: true, outcome: await receiveWebhook(deps, raw, request.headers) };
        } catch (error) {
          if (error instanceof MalformedWebhookError)
            return reply.code(400).send(errorBody('validation_failed', error.message));
          if (!(error instanceof InvalidSignatureError)) throw error;
          return reply.code(400).send({ code: 'invalid_signature', message: error.message });
        }
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

  /**
   * Delivers a signed sandbox event as Stripe would, but in process: verified and applied by
   * {@link receiveWebhook}, not sent as a request, so no rate limit or other per-request hook
   * counts it against the customer who pressed the button.
   */
  async function deliver(
    type: SandboxEventType,
    target: Parameters<SandboxProvider['signedEvent']>[1],
  ): Promise<void> {
    const { payload, signature } = sandbox.signedEvent(type, target);
    await receiveWebhook(deps, Buffer.from(payload, 'utf8'), { [SIGNATURE_HEADER]: signature });
  }

  /**
   * Runs `deliveries`; when one fails, the sandbox session returns to `restore` (so a checkout
   * stays payable: nothing was charged) and the answer is 503 `sandbox_delivery_failed` in the
   * Error schema with `Retry-After`, never a 500 page the customer cannot act on. The failure is
   * logged as the fault it is. True when every delivery went through; false when the failure
   * answer has been sent. (Not the reply itself: a Fastify reply is a thenable, so an async function
   * returning it would resolve to undefined.)
   */
  async function delivered(
    reply: FastifyReply,
    sessionId: string | undefined,
    restore: SandboxSession['status'] | undefined,
    deliveries: () => Promise<void>,
  ): Promise<boolean> {
    try {
      await deliveries();
      return true;
    } catch (error) {
      if (sessionId && restore) sandbox.setSessionStatus(sessionId, restore);
      reply.log.error({ err: error }, 'sandbox webhook delivery failed');
      void reply.code(503).header('retry-after', '5').send({
        code: 'sandbox_delivery_failed',
        message:
          'The sandbox could not deliver this event to ShootBook. Nothing was charged or changed; try again.',
      });
      return false;
    }
  }

  /**
   * What the checkout page of `sessionId` shows and whether it can still be paid: the booking's
   * payment whose current checkout it is, or else the delivery whose extra-photos checkout it is
   * (its reference for the provider is the delivery's id; it is payable while the add-on waits
   * for its money and the proofs are being picked). Undefined without the right token or for an
   * unknown session.
   */
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
    const now = deps.clock.now();
    if (row)
      return {
        refId: row.payment.id,
        title: row.title,
        amount: row.payment.amount,
        closedReason: checkoutClosedReason(row, sandbox.session(sessionId), now),
        doneUrl: `${web}/payment/order/${encodeURIComponent(row.payment.id)}`,
      };
    const [addOn] = await deps.db
      .select({ delivery: deliveries, title: subpackages.title })
      .from(deliveries)
      .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
      .innerJoin(subpackages, eq(subpackages.id, appointments.subpackageId))
      .where(eq(deliveries.extraPhotosProviderRef, sessionId));
    if (!addOn) return undefined;
    const { delivery } = addOn;
    return {
      refId: delivery.id,
      title: `${addOn.title} — extra photos × ${delivery.extraPhotos}`,
      amount: delivery.extraPhotosAmount,
      closedReason:
        delivery.status === 'ProofsReady'
          ? checkoutClosedReason(
              {
                payment: {
                  status: delivery.extraPhotosStatus === 'Wait' ? 'Wait' : 'Paid',
                  checkoutExpiresAt: delivery.extraPhotosCheckoutExpiresAt,
                },
                appointmentStatus: 'Accepted',
              },
              sandbox.session(sessionId),
              now,
            )
          : `The picks of this delivery are already submitted (delivery status: ${delivery.status}).`,
      doneUrl: `${web}/appointment/${encodeURIComponent(delivery.appointmentId)}/delivery`,
    };
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
          amount: found.amount,
          closedReason: found.closedReason,
          doneUrl: found.doneUrl,
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
      if (found.closedReason)
        return html(reply, 409, refusedPage(found.closedReason, found.doneUrl));
      const session = { id: sessionId, paymentId: found.refId };
      const redirect =
        sandbox.session(sessionId)?.successUrl ??
        `${web}/payment/success?oid=${encodeURIComponent(found.refId)}`;
      const before = sandbox.session(sessionId)?.status;
      sandbox.setSessionStatus(sessionId, 'processing');
      const done = await delivered(reply, sessionId, before, async () => {
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
      });
      if (!done) return reply;
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
      if (!found.closedReason) {
        // As at Stripe, an abandoned checkout session expires; the payment returns to Unpaid
        // (an extra-photos add-on is dropped).
        const done = await delivered(reply, undefined, undefined, () =>
          deliver('checkout.session.expired', {
            session: { id: sessionId, paymentId: found.refId },
            paymentStatus: 'unpaid',
          }),
        );
        if (!done) return reply;
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
      const done = await delivered(reply, undefined, undefined, () =>
        deliver('account.updated', { accountId, payoutsEnabled: true }),
      );
      if (!done) return reply;
      return reply.redirect(sandbox.onboardingReturnUrl(accountId) ?? `${web}/profile`, 303);
    },
  );
}
