/**
 * The change feed behind `GET /events` (docs/decisions/0011). A change to an appointment — its
 * status, details, payment or notifications — is announced with PostgreSQL `NOTIFY` inside the
 * transaction that makes it ({@link announceChange}), so it is heard only if that transaction
 * commits, and by every replica listening on the same database: the embedded PGlite's own
 * `listen()`, or a dedicated `LISTEN` connection (pg-listen, reconnecting) on a PostgreSQL server.
 * Each replica hands the change to the streams of the users it concerns.
 */
import { sql, type SQL } from 'drizzle-orm';
import createSubscriber from 'pg-listen';
import type { FastifyBaseLogger } from 'fastify';

import type { Database, DatabaseHandle } from '../db/client.ts';

/** The PostgreSQL notification channel of appointment changes. */
export const CHANGES_CHANNEL = 'shootbook_changes';

/**
 * What a change notification carries: the appointment, and the users it concerns (ids). A new
 * message in a thread (docs/decisions/0028) carries `threadId` instead of `appointmentId`.
 */
export type Change =
  | { appointmentId: string; threadId?: undefined; users: string[] }
  | { threadId: string; appointmentId?: undefined; users: string[] };

/**
 * What a stream hears: a change of one of its user's appointments, or `resync` after the feed
 * lost its connection to the database for a while (changes may have been missed: re-read all).
 */
export type FeedMessage =
  | { type: 'change'; appointmentId: string }
  | { type: 'thread'; threadId: string }
  | { type: 'resync' };

/** This replica's subscription to the changes of every user it streams to. */
export interface ChangeFeed {
  /** Calls `listener` for each change concerning `userId`; returns the unsubscribe function. */
  subscribe(userId: string, listener: (message: FeedMessage) => void): () => void;
  /** Calls `listener` for every appointment change, whoever it concerns (e.g. to wake the e-mail outbox); returns the unsubscribe function. */
  subscribeAll(listener: (change: Change) => void): () => void;
  /** Open subscriptions (for the metrics and tests). */
  readonly subscribers: number;
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * The `pg_notify` call announcing a change of the appointment whose `id`, `customer_id` and
 * `photographer_id` columns are in scope (a `from appointments` or an insert's `returning`).
 */
export const changeNotice: SQL = sql`pg_notify(${CHANGES_CHANNEL}, json_build_object(
  'appointmentId', id, 'users', json_build_array(customer_id, photographer_id))::text)`;

/**
 * Announces that appointment `appointmentId` changed, to its customer and its photographer, as
 * part of transaction `tx`: PostgreSQL delivers the notification when (and only if) `tx` commits.
 */
export async function announceChange(tx: Database, appointmentId: string): Promise<void> {
  await tx.execute(sql`select ${changeNotice} from appointments where id = ${appointmentId}`);
}

/**
 * The `pg_notify` call announcing a new message in the thread whose `id`, `customer_id` and
 * `photographer_id` columns are in scope (a `from threads`).
 */
export const threadNotice: SQL = sql`pg_notify(${CHANGES_CHANNEL}, json_build_object(
  'threadId', id, 'users', json_build_array(customer_id, photographer_id))::text)`;

/**
 * Announces a new message in thread `threadId` to its two parties, as part of transaction `tx`
 * (delivered when, and only if, `tx` commits).
 */
export async function announceThread(tx: Database, threadId: string): Promise<void> {
  await tx.execute(sql`select ${threadNotice} from threads where id = ${threadId}`);
}

/** Reads a notification's payload; anything not shaped like a {@link Change} is ignored (null). */
export function parseChange(payload: unknown): Change | null {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { appointmentId, threadId, users } = value as Record<string, unknown>;
  if (!Array.isArray(users)) return null;
  const ids = users.filter((user): user is string => typeof user === 'string');
  if (typeof appointmentId === 'string') return { appointmentId, users: ids };
  if (typeof threadId === 'string') return { threadId, users: ids };
  return null;
}

/** Subscribers by user id, and delivery to them. */
function createRouter() {
  const listeners = new Map<string, Set<(message: FeedMessage) => void>>();
  const everything = new Set<(change: Change) => void>();
  let count = 0;
  return {
    subscribeAll(listener: (change: Change) => void): () => void {
      everything.add(listener);
      return () => everything.delete(listener);
    },
    subscribe(userId: string, listener: (message: FeedMessage) => void): () => void {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      count += 1;
      return () => {
        if (!set.delete(listener)) return;
        count -= 1;
        if (set.size === 0) listeners.delete(userId);
      };
    },
    get subscribers() {
      return count;
    },
    deliver(change: Change): void {
      const message: FeedMessage =
        change.appointmentId === undefined
          ? { type: 'thread', threadId: change.threadId }
          : { type: 'change', appointmentId: change.appointmentId };
      // Only appointment changes wake whole-feed listeners (the e-mail outbox); a message owes no mail.
      if (message.type === 'change') for (const listener of everything) listener(change);
      for (const userId of new Set(change.users)) {
        for (const listener of listeners.get(userId) ?? []) listener(message);
      }
    },
    resync(): void {
      for (const set of listeners.values())
        for (const listener of set) listener({ type: 'resync' });
    },
  };
}

/**
 * Opens the change feed of database `handle`: PGlite's `listen()` on the embedded database, or a
 * `LISTEN` connection to `handle.url` on a PostgreSQL server (pg-listen reconnects with back-off;
 * after a reconnection every stream is told to `resync`).
 * @throws when the first `LISTEN` cannot be set up.
 */
export async function openChangeFeed(
  handle: DatabaseHandle,
  options: { log: Pick<FastifyBaseLogger, 'warn' | 'error'> },
): Promise<ChangeFeed> {
  const router = createRouter();
  const onPayload = (payload: unknown) => {
    const change = parseChange(payload);
    if (change) router.deliver(change);
    else
      options.log.warn({ payload }, 'change feed: a notification of an unknown shape was ignored');
  };
  /** The feed on `router`, stopped by `close`. */
  const feed = (close: () => Promise<void>): ChangeFeed => ({
    subscribe: router.subscribe,
    subscribeAll: router.subscribeAll,
    get subscribers() {
      return router.subscribers;
    },
    close,
  });
  if (handle.driver === 'pglite')
    return feed(await handle.pglite!.listen(CHANGES_CHANNEL, onPayload));
  if (!handle.url)
    throw new Error(
      'openChangeFeed: a PostgreSQL database needs its URL for the LISTEN connection',
    );
  const subscriber = createSubscriber(
    { connectionString: handle.url },
    {
      parse: (text: string) => text,
      retryInterval: (attempt) => Math.min(500 * 2 ** attempt, 10_000),
      retryLimit: Number.POSITIVE_INFINITY,
      // pg-listen gives up after 3 s by default, and then never listens again: a database restart
      // would end live events until the replica restarts (docs/decisions/0034-faults.md).
      retryTimeout: Number.POSITIVE_INFINITY,
    },
  );
  subscriber.notifications.on(CHANGES_CHANNEL, onPayload);
  subscriber.events.on('error', (error) =>
    options.log.error({ err: error }, 'change feed: the LISTEN connection failed'),
  );
  subscriber.events.on('reconnect', (attempt) =>
    options.log.warn({ attempt }, 'change feed: reconnecting the LISTEN connection'),
  );
  // pg-listen re-issues LISTEN on reconnection; what was announced meanwhile was missed.
  subscriber.events.on('connected', () => router.resync());
  await subscriber.connect();
  await subscriber.listenTo(CHANGES_CHANNEL);
  let closed = false;
  return feed(async () => {
    if (closed) return;
    closed = true;
    await subscriber.close();
  });
}
