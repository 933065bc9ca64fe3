/**
 * `GET /events` (openapi.yaml tag `events`; docs/decisions/0011): a server-sent event stream per
 * signed-in user, fed by this replica's {@link ChangeFeed}. Each `change` event names an
 * appointment of the caller that changed; the client re-reads what it shows (the event carries no
 * content, so nothing leaks to a stream the rules would not let read it). The stream ends when the
 * caller's ID token expires (the client reconnects with a fresh one) and when the server closes.
 * A user, and a client IP, hold at most `EVENT_STREAMS_PER_USER` / `EVENT_STREAMS_PER_IP` open
 * streams on this replica (events/caps.ts); one more is refused with 429 `rate_limited`.
 */
import sse from '@fastify/sse';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

import type { Deps, Handlers } from '../deps.ts';
import { RateLimited } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import {
  createStreamCounter,
  STREAM_REFUSED_RETRY_AFTER_S,
  type StreamCounter,
  type StreamRefusal,
} from './caps.ts';
import type { ChangeFeed } from './feed.ts';

/** Comment lines keep idle streams open through proxies (nginx's default read time-out is 60 s). */
export const HEARTBEAT_MS = 25_000;
/** How long a client waits before reconnecting after the stream drops, milliseconds (the SSE `retry`). */
export const RECONNECT_MS = 2_000;

/** What {@link eventHandlers} holds streams to: the counts, and who hears of a refusal (metrics). */
export interface StreamLimits {
  counter: StreamCounter;
  refused(reason: StreamRefusal): void;
}

/**
 * `(feed, streams, limits, closing) => { streamEvents }`: `streams` collects the open replies for
 * the shutdown; `limits` caps them per user and client IP; `closing` tells whether that shutdown
 * has already ended them.
 * @throws RateLimited (429 `rate_limited`, `Retry-After` in seconds) when the caller's user or
 *   client IP already holds its cap of open streams on this replica.
 */
export function eventHandlers(
  feed: ChangeFeed,
  streams: Set<FastifyReply>,
  limits: StreamLimits,
  closing: () => boolean = () => false,
): Handlers {
  return {
    async streamEvents(request, reply) {
      const { uid, expiresAt } = requireUser(request);
      // The same client IP as the rate limiter's (`request.ip`, through TRUST_PROXY's proxies).
      const release = limits.counter.acquire(uid, request.ip);
      if (typeof release !== 'function') {
        limits.refused(release);
        reply.header('retry-after', String(STREAM_REFUSED_RETRY_AFTER_S));
        throw new RateLimited(`Too many open event streams for this ${release}`);
      }
      // A stream asked for on a connection accepted just before the server began to close is
      // still served (server.ts `return503OnClosing`), but the shutdown has already ended the open
      // streams and would wait for this one: it ends right after `ready`, and the client reconnects
      // (`retry`), to another replica behind a load balancer. `Connection: close` (the SSE plugin
      // would say keep-alive) so the connection ends with it: the listener's close has already
      // ended the idle connections and would not come back for this one.
      const late = closing();
      if (late) reply.header('connection', 'close');
      reply.sse.keepAlive();
      streams.add(reply);
      const unsubscribe = feed.subscribe(uid, (message) => {
        if (!reply.sse.isConnected) return;
        const event =
          message.type === 'change'
            ? { event: 'change', data: { appointmentId: message.appointmentId } }
            : message.type === 'thread'
              ? { event: 'thread', data: { threadId: message.threadId } }
              : { event: 'resync', data: {} };
        reply.sse
          .send(event)
          .catch((error: unknown) =>
            request.log.debug({ err: error }, 'event stream: a write failed'),
          );
      });
      // Node timers hold at most ~24.8 days; an ID token lives an hour.
      const expiry = expiresAt
        ? setTimeout(
            () => reply.sse.close(),
            Math.min(Math.max(expiresAt.getTime() - Date.now(), 0), 2 ** 31 - 1),
          )
        : undefined;
      expiry?.unref();
      reply.sse.onClose(() => {
        release();
        unsubscribe();
        if (expiry) clearTimeout(expiry);
        streams.delete(reply);
      });
      // A client that left before the handler ran: its response closed before the stream listened
      // for that, so nothing would end the stream (and free its place) until the token expires.
      if (reply.raw.destroyed) return reply.sse.close();
      // The first event commits the headers and tells the client how soon to come back.
      await reply.sse.send({ event: 'ready', data: {}, retry: RECONNECT_MS });
      if (late) reply.sse.close();
    },
  };
}

/** Registers `GET /events` on `feed`; open streams are ended before the server closes. */
export const eventsPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { feed: ChangeFeed; metrics: Registry; deps: Pick<Deps, 'config'> }
> = async (app, options) => {
  const streams = new Set<FastifyReply>();
  let closing = false;
  const { eventStreamsPerUser: perUser, eventStreamsPerIp: perIp } = options.deps.config;
  const refusals = new Counter({
    name: 'shootbook_event_stream_refusals_total',
    help: 'GET /events streams refused with 429 on this replica, by the cap reached (user or ip).',
    labelNames: ['reason'] as const,
    registers: [options.metrics],
  });
  // Both series exist from the start, at 0, so a dashboard's rate() sees the first refusal.
  for (const reason of ['user', 'ip'] as const) refusals.inc({ reason }, 0);
  const limits: StreamLimits = {
    counter: createStreamCounter({ perUser, perIp }),
    refused: (reason) => refusals.inc({ reason }),
  };
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  await registerContractRoutes(app, {
    tags: ['events'],
    handlers: eventHandlers(options.feed, streams, limits, () => closing),
    auth: options.auth,
    // 'manual': every authenticated caller gets the stream (no Accept negotiation, whose 406
    // would not be an `Error` body).
    routeOptions: { streamEvents: { sse: 'manual' } as never },
  });
  new Gauge({
    name: 'shootbook_event_streams',
    help: 'Open GET /events streams on this replica.',
    registers: [options.metrics],
    collect() {
      this.set(streams.size);
    },
  });
  // Open streams would keep the HTTP server from closing: end them first (clients reconnect,
  // to another replica behind a load balancer).
  app.addHook('preClose', async () => {
    closing = true;
    for (const reply of streams) reply.sse.close();
  });
};
