/**
 * The conversations resource (openapi.yaml tag `threads`; docs/product.md "Conversation",
 * docs/decisions/0028). Handlers only — rules in service.ts (asking packages/machines), SQL in
 * queries.ts, system lines in lines.ts.
 */
import { THREAD_PAGE_DEFAULT } from '@shootbook/machines';
import type { FastifyPluginAsync } from 'fastify';

import type { Deps, Handlers } from '../deps.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { listThreadViews, messagesPage, unreadTotalOf } from './queries.ts';
import {
  appointmentThreadId,
  openEnquiry,
  postMessage,
  readThread,
  reportMessage,
  requireThread,
} from './service.ts';
import { toMessage, toThread } from './wire.ts';

/** `(deps) => { listThreads, countUnreadMessages, openEnquiry, getAppointmentThread, getThread, listThreadMessages, postThreadMessage, markThreadRead, reportThreadMessage }`. */
export function threadHandlers(deps: Deps): Handlers {
  const { db } = deps;
  const threadOf = async (threadId: string, uid: string) =>
    toThread(await requireThread(deps, threadId, uid), uid);

  return {
    async listThreads(request) {
      const { uid } = requireUser(request);
      const { rows, total } = await listThreadViews(db, uid, {
        limit: request.query.limit ?? 20,
        offset: request.query.offset ?? 0,
      });
      return { threads: rows.map((row) => toThread(row, uid)), total };
    },

    async countUnreadMessages(request) {
      const { uid } = requireUser(request);
      return { unread: await unreadTotalOf(db, uid) };
    },

    async openEnquiry(request) {
      const { uid } = requireUser(request);
      return threadOf(await openEnquiry(deps, uid, request.body), uid);
    },

    async getAppointmentThread(request) {
      const { uid } = requireUser(request);
      return threadOf(await appointmentThreadId(deps, request.params.id, uid), uid);
    },

    async getThread(request) {
      const { uid } = requireUser(request);
      return threadOf(request.params.id, uid);
    },

    async listThreadMessages(request) {
      const { uid } = requireUser(request);
      await requireThread(deps, request.params.id, uid);
      const { rows, nextBefore } = await messagesPage(db, request.params.id, {
        before: request.query.before,
        limit: request.query.limit ?? THREAD_PAGE_DEFAULT,
      });
      return { messages: rows.map((row) => toMessage(row, uid)), nextBefore };
    },

    async postThreadMessage(request, reply) {
      const { uid } = requireUser(request);
      const { row, created } = await postMessage(deps, request.params.id, uid, request.body);
      reply.code(created ? 201 : 200);
      return toMessage(row, uid);
    },

    async markThreadRead(request) {
      const { uid } = requireUser(request);
      await readThread(deps, request.params.id, uid, request.body.upTo);
      return { unread: await unreadTotalOf(db, uid) };
    },

    async reportThreadMessage(request, reply) {
      const { uid } = requireUser(request);
      const { id, messageId } = request.params;
      await reportMessage(deps, id, messageId, uid, request.body.reason);
      return reply.code(204).send();
    },
  };
}

/** Registers the conversation operations. */
export const threadsPlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps }> = async (
  app,
  options,
) => {
  await registerContractRoutes(app, {
    tags: ['threads'],
    handlers: threadHandlers(options.deps),
    auth: options.auth,
  });
};
