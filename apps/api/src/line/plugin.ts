/**
 * LINE (openapi.yaml tags `line` and `line-webhook`; docs/product.md §13, docs/decisions/0030):
 * the caller's link (`GET/POST/DELETE /line/link`), LINE's webhook (`POST /line/webhook`, raw
 * body for its signature), and — in replicas running the background jobs — the LINE outbox's
 * sender (outbox.ts), run like the e-mail outbox (mail/runner.ts `runOutbox`).
 */
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Counter, type Registry } from 'prom-client';

import { users } from '../db/schema.ts';
import type { Deps, Handlers } from '../deps.ts';
import { Unauthenticated, ValidationFailed } from '../errors.ts';
import type { ChangeFeed } from '../events/feed.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { JSON_BODY_LIMIT_BYTES } from '../http/content-types.ts';
import { requireUser } from '../identity/auth.ts';
import { runOutbox } from '../mail/runner.ts';
import type { LineChannel } from './messaging.ts';
import { deliverLine } from './outbox.ts';
import { receiveLineEvents } from './webhook.ts';

/** How long the nonce of `POST /line/link` is valid: LINE's dialog must be confirmed by then. */
export const LINE_LINK_NONCE_MS = 10 * 60_000;

/** `(deps, channel) => { getLineLink, startLineLink, unlinkLine }`. */
export function lineHandlers(deps: Deps, channel: LineChannel): Handlers {
  const { db } = deps;
  return {
    async getLineLink(request) {
      const { uid } = requireUser(request);
      const [row] = await db
        .select({ lineUserId: users.lineUserId })
        .from(users)
        .where(eq(users.id, uid))
        .limit(1);
      const { standIn } = channel;
      return {
        linked: Boolean(row?.lineUserId),
        addFriendUrl: deps.config.line.addFriendUrl ?? null,
        sandboxChatUrl: standIn ? `${standIn.url}/chat/${standIn.lineUserIdFor(uid)}` : null,
      };
    },

    async startLineLink(request) {
      const { uid } = requireUser(request);
      const nonce = randomBytes(24).toString('base64url');
      await db
        .update(users)
        .set({
          lineLinkNonce: nonce,
          lineLinkNonceExpiresAt: new Date(deps.clock.now().getTime() + LINE_LINK_NONCE_MS),
        })
        .where(eq(users.id, uid));
      return {
        url: channel.messaging.accountLinkUrl({ linkToken: request.body.linkToken, nonce }),
      };
    },

    async unlinkLine(request, reply) {
      const { uid } = requireUser(request);
      await db
        .update(users)
        .set({ lineUserId: null, lineLinkNonce: null, lineLinkNonceExpiresAt: null })
        .where(eq(users.id, uid));
      reply.code(204).send();
    },
  };
}

/** Registers LINE's operations and webhook; starts its outbox with `backgroundJobs`. */
export const linePlugin: FastifyPluginAsync<
  ResourcePluginOptions & {
    deps: Deps;
    channel: LineChannel;
    backgroundJobs: boolean;
    feed: ChangeFeed;
    metrics: Registry;
  }
> = async (app, options) => {
  const { deps, channel, auth } = options;
  await registerContractRoutes(app, {
    tags: ['line'],
    handlers: lineHandlers(deps, channel),
    auth,
  });

  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body raw on this route only.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post('/line/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-line-signature'];
      if (
        !channel.messaging.verifySignature(
          raw,
          typeof signature === 'string' ? signature : undefined,
        )
      )
        throw new Unauthenticated('The x-line-signature does not verify');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new ValidationFailed('The webhook body is not JSON');
      }
      const events = (body as { events?: unknown } | null)?.events;
      if (!Array.isArray(events) || events.length > 100)
        throw new ValidationFailed('The webhook body has no events array (at most 100)');
      return receiveLineEvents(deps, channel.messaging, events);
    });
  });

  // The sandbox's stand-in hands its webhooks to this server, as LINE would over HTTP.
  channel.standIn?.deliverTo(async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/line/webhook',
      headers: { 'content-type': 'application/json', 'x-line-signature': signature },
      payload: body,
    });
    let json: unknown = undefined;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = response.body;
    }
    return { status: response.statusCode, body: json };
  });

  if (options.backgroundJobs) {
    runOutbox(app, {
      job: 'line-outbox',
      what: 'line',
      deliver: () => deliverLine(deps, channel.messaging),
      feed: options.feed,
      counter: new Counter({
        name: 'shootbook_line_total',
        help: 'LINE messages by outcome (sent, skipped: the recipient unlinked, failed: retried later).',
        labelNames: ['outcome'],
        registers: [options.metrics],
      }),
    });
  }
};
