/**
 * The notification centre (openapi.yaml tag `notifications`; docs/decisions/0009): the caller's
 * own notifications, newest first, and marking them read. Rows are written by notify.ts.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers } from '../deps.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { listNotificationsOf, markRead, unreadCountOf } from './queries.ts';
import { scheduleReminders } from './reminders.ts';
import { toNotification } from './wire.ts';

/** `(deps) => { listNotifications, markNotificationsRead }`. */
export function notificationHandlers(deps: Deps): Handlers {
  const { db } = deps;
  return {
    async listNotifications(request) {
      const { uid } = requireUser(request);
      const [{ rows, total }, unread] = await Promise.all([
        listNotificationsOf(db, uid, {
          limit: request.query.limit ?? 20,
          offset: request.query.offset ?? 0,
        }),
        unreadCountOf(db, uid),
      ]);
      return { notifications: rows.map(toNotification), unread, total };
    },

    async markNotificationsRead(request) {
      const { uid } = requireUser(request);
      await markRead(db, uid, request.body.ids, deps.clock.now());
      return { unread: await unreadCountOf(db, uid) };
    },
  };
}

/** Registers the notification operations and, with `backgroundJobs`, the reminders (reminders.ts). */
export const notificationsPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { deps: Deps; backgroundJobs?: boolean }
> = async (app, options) => {
  await registerContractRoutes(app, {
    tags: ['notifications'],
    handlers: notificationHandlers(options.deps),
    auth: options.auth,
  });
  if (options.backgroundJobs) scheduleReminders(app, options.deps);
};
