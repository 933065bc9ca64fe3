/**
 * Notification preferences and Web Push (openapi.yaml tags `notification-preferences` and
 * `push`; docs/product.md §13, docs/decisions/0036): the caller's preferences
 * (`GET/PUT /users/me/notification-preferences`), their browsers' subscriptions
 * (`GET/POST/DELETE /push/subscriptions`), and — in replicas running the background jobs — the
 * push outbox's sender (outbox.ts), run like the e-mail and LINE outboxes (mail/runner.ts
 * `runOutbox`) and counted in `shootbook_push_total`.
 */
import { randomUUID } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import {
  defaultNotificationPreferences,
  notificationChannels,
  notificationTopics,
  wantsNotification,
  type NotificationPreferences,
} from '@shootbook/machines';

import { notificationPreferences, pushSubscriptions } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import type { Deps, Handlers } from '../deps.ts';
import type { ChangeFeed } from '../events/feed.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { runOutbox } from '../mail/runner.ts';
import { preferencesOf } from '../notifications/outside.ts';
import { deliverPush, type PushSender } from './outbox.ts';
import type { Vapid } from './vapid.ts';

/** The whole preferences table of `userId`: what they stored, the rest on. */
async function readPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const stored = (await preferencesOf(db, [userId])).get(userId) ?? {};
  const preferences = defaultNotificationPreferences();
  for (const topic of notificationTopics)
    for (const channel of notificationChannels)
      preferences[topic][channel] = wantsNotification(stored, topic, channel);
  return preferences;
}

/** `(deps, vapid) => { getNotificationPreferences, putNotificationPreferences, … }`. */
export function pushHandlers(deps: Deps, vapid: Vapid | undefined): Handlers {
  const { db } = deps;
  return {
    async getNotificationPreferences(request) {
      const { uid } = requireUser(request);
      return readPreferences(db, uid);
    },

    async putNotificationPreferences(request) {
      const { uid } = requireUser(request);
      const body = request.body;
      const rows = notificationTopics.flatMap((topic) =>
        notificationChannels.map((channel) => ({
          userId: uid,
          topic,
          channel,
          enabled: body[topic][channel],
        })),
      );
      await db
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.topic,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled` },
        });
      return readPreferences(db, uid);
    },

    async getPushSettings(request) {
      requireUser(request);
      return { publicKey: vapid?.publicKey ?? null };
    },

    async subscribePush(request, reply) {
      const { uid } = requireUser(request);
      const { endpoint, keys } = request.body;
      await db
        .insert(pushSubscriptions)
        .values({
          id: randomUUID(),
          userId: uid,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          createdAt: deps.clock.now(),
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: uid, p256dh: keys.p256dh, auth: keys.auth },
        });
      reply.code(204).send();
    },

    async unsubscribePush(request, reply) {
      const { uid } = requireUser(request);
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, uid),
            eq(pushSubscriptions.endpoint, request.query.endpoint),
          ),
        );
      reply.code(204).send();
    },
  };
}

/** Registers the operations; starts the push outbox with `backgroundJobs` when push is on. */
export const pushPlugin: FastifyPluginAsync<
  ResourcePluginOptions & {
    deps: Deps;
    /** Undefined when push is off (`PUSH_ENABLED=false`). */
    vapid: Vapid | undefined;
    send: PushSender | undefined;
    backgroundJobs: boolean;
    feed: ChangeFeed;
    metrics: Registry;
  }
> = async (app, options) => {
  const { deps, vapid, send, auth } = options;
  await registerContractRoutes(app, {
    tags: ['notification-preferences', 'push'],
    handlers: pushHandlers(deps, vapid),
    auth,
  });
  if (options.backgroundJobs && send) {
    runOutbox(app, {
      job: 'push-outbox',
      what: 'push',
      deliver: () => deliverPush(deps, send),
      feed: options.feed,
      counter: new Counter({
        name: 'shootbook_push_total',
        help: 'Web Push notifications by outcome (sent, skipped: no subscription left, failed: retried later).',
        labelNames: ['outcome'],
        registers: [options.metrics],
      }),
    });
  }
};
