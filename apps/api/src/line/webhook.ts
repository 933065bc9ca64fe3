/**
 * LINE's webhook events (docs/decisions/0030), after the signature was verified (plugin.ts).
 * Each event is processed once, by its `webhookEventId` (`webhook_events`, provider `line`,
 * recorded in the transaction of its effect): a replay does nothing, an event whose effect failed
 * is processed again when LINE redelivers it. Answers go with the event's reply token after the
 * commit (best effort: a reply token lives about a minute).
 *
 * - `message` from a linked user: a text lands as theirs in the thread of the LINE message it
 *   quotes (`quotedMessageId`), else of the last LINE message ShootBook sent them (a
 *   notification's booking thread, or the thread of a message) — answered "Sent to {name}"; no
 *   such thread, a non-text message or an over-long text is answered with why.
 * - `message` or `follow` from a LINE user not linked: answered with a link token in a button to
 *   the web's `/profile?lineLinkToken=…` (the account-link flow).
 * - `accountLink` (result `ok`): the nonce given by `POST /line/link` names the ShootBook user;
 *   the LINE account is linked to them (and unlinked from anyone else).
 * - `unfollow` (the user blocked the official account): their LINE account is unlinked.
 * - anything else is recorded and ignored.
 */
import { MESSAGE_TEXT_MAX } from '@shootbook/machines';
import { and, desc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import type { Deps } from '../deps.ts';
import { withTransaction, type Database } from '../db/client.ts';
import { lineOutbox, threads, users, webhookEvents } from '../db/schema.ts';
import { lineWords } from '../mail/templates.tsx';
import { insertMessage } from '../threads/queries.ts';
import { buttonMessage, textMessage } from './flex.ts';
import type { LineMessage, LineMessaging } from './port.ts';

type Language = components['schemas']['Language'];

/** What processing the webhook needs. */
export type LineWebhookDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log'>;

/** One event as LINE sends it (only the fields ShootBook reads). */
interface LineEvent {
  type?: unknown;
  webhookEventId?: unknown;
  replyToken?: unknown;
  source?: { type?: unknown; userId?: unknown };
  message?: { type?: unknown; id?: unknown; text?: unknown; quotedMessageId?: unknown };
  link?: { result?: unknown; nonce?: unknown };
}

/** What to do once the event's transaction committed. */
type After =
  { kind: 'reply'; messages: LineMessage[] } | { kind: 'offerLink'; lineUserId: string } | null;

/** Characters the contract refuses in a message's text (openapi.yaml, multi-line text). */
const REFUSED_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : undefined;

/** Both languages, for a LINE user whose language ShootBook does not know (not linked). */
const bothLanguages = (key: string): string => `${lineWords('th', key)}\n${lineWords('en', key)}`;

/**
 * Processes `events` (the webhook body's `events`, signature already verified), each once.
 * @returns how many were processed now and how many had been before (replays).
 */
export async function receiveLineEvents(
  deps: LineWebhookDeps,
  messaging: LineMessaging,
  events: readonly unknown[],
): Promise<{ processed: number; duplicates: number }> {
  const result = { processed: 0, duplicates: 0 };
  for (const raw of events) {
    const event = (raw ?? {}) as LineEvent;
    const eventId = asString(event.webhookEventId);
    if (!eventId) continue;
    const now = deps.clock.now();
    const after = await withTransaction(deps.db, async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({
          provider: 'line',
          eventId,
          type: asString(event.type) ?? 'unknown',
          // What the event was, not what it said (the words land in a thread, or nowhere).
          payload: { type: asString(event.type) ?? null },
          receivedAt: now,
          processedAt: now,
        })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (!fresh) return 'duplicate' as const;
      return apply(tx, deps, event, now);
    });
    if (after === 'duplicate') {
      result.duplicates += 1;
      continue;
    }
    result.processed += 1;
    const replyToken = asString(event.replyToken);
    if (!after || !replyToken) continue;
    try {
      const messages =
        after.kind === 'reply'
          ? after.messages
          : [await linkOffer(deps, messaging, after.lineUserId)];
      await messaging.reply({ replyToken, messages });
    } catch (error) {
      deps.log.warn({ err: error, webhookEventId: eventId }, 'line: the reply failed');
    }
  }
  return result;
}

/** The answer to a LINE user who is not linked: a button to the web with a fresh link token. */
async function linkOffer(
  deps: LineWebhookDeps,
  messaging: LineMessaging,
  lineUserId: string,
): Promise<LineMessage> {
  const linkToken = await messaging.issueLinkToken(lineUserId);
  const url = new URL('/profile', deps.config.webOrigin);
  url.searchParams.set('lineLinkToken', linkToken);
  return buttonMessage(bothLanguages('linkOffer'), [], {
    label: lineWords('th', 'linkButton'),
    uri: url.toString(),
  });
}

/** The event's effect in transaction `tx`, and what to answer once it committed. */
async function apply(
  tx: Database,
  deps: LineWebhookDeps,
  event: LineEvent,
  now: Date,
): Promise<After> {
  const lineUserId = event.source?.type === 'user' ? asString(event.source.userId) : undefined;
  if (!lineUserId) return null;
  const [user] = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.lineUserId, lineUserId))
    .limit(1);
  switch (event.type) {
    case 'accountLink':
      return event.link?.result === 'ok'
        ? linkAccount(tx, deps, lineUserId, asString(event.link.nonce), now)
        : null;
    case 'follow':
      return user ? null : { kind: 'offerLink', lineUserId };
    case 'unfollow':
      if (user) await tx.update(users).set({ lineUserId: null }).where(eq(users.id, user.id));
      return null;
    case 'message':
      if (!user) return { kind: 'offerLink', lineUserId };
      return landReply(tx, user, event.message ?? {}, now);
    default:
      return null;
  }
}

/** Links `lineUserId` to the user whose pending link has `nonce` (unexpired). */
async function linkAccount(
  tx: Database,
  deps: LineWebhookDeps,
  lineUserId: string,
  nonce: string | undefined,
  now: Date,
): Promise<After> {
  const [user] = nonce
    ? await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(and(eq(users.lineLinkNonce, nonce), gt(users.lineLinkNonceExpiresAt, now)))
        .limit(1)
    : [];
  if (!user) return { kind: 'reply', messages: [textMessage(bothLanguages('linkExpired'))] };
  // One ShootBook user per LINE account: an earlier link of it moves to this user.
  await tx
    .update(users)
    .set({ lineUserId: null })
    .where(and(eq(users.lineUserId, lineUserId), ne(users.id, user.id)));
  await tx
    .update(users)
    .set({ lineUserId, lineLinkNonce: null, lineLinkNonceExpiresAt: null })
    .where(eq(users.id, user.id));
  return {
    kind: 'reply',
    messages: [
      buttonMessage(lineWords(user.language, 'linked'), [], {
        label: lineWords(user.language, 'openProfile'),
        uri: `${deps.config.webOrigin}/profile`,
      }),
    ],
  };
}

/**
 * The thread a LINE message of `userId` answers, and the other party's name: the thread of the
 * LINE message it quotes when ShootBook sent it to them, else of the last one ShootBook sent them.
 */
async function threadAnswered(
  tx: Database,
  userId: string,
  quotedMessageId: string | undefined,
): Promise<{ threadId: string; name: string } | undefined> {
  const sentTo = and(eq(lineOutbox.recipientId, userId), isNotNull(lineOutbox.sentAt));
  const select = (where: ReturnType<typeof and>) =>
    tx
      .select({
        threadId: threads.id,
        customerId: threads.customerId,
        photographerId: threads.photographerId,
      })
      .from(lineOutbox)
      .innerJoin(threads, eq(threads.id, lineOutbox.threadId))
      .where(where)
      .orderBy(desc(lineOutbox.sentAt), desc(lineOutbox.seq))
      .limit(1);
  const [quoted] = quotedMessageId
    ? await select(and(sentTo, eq(lineOutbox.lineMessageId, quotedMessageId)))
    : [];
  const [thread] = quoted ? [quoted] : await select(sentTo);
  if (!thread) return undefined;
  const otherId = thread.customerId === userId ? thread.photographerId : thread.customerId;
  const [other] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, otherId))
    .limit(1);
  return { threadId: thread.threadId, name: other?.name ?? '' };
}

/** A linked user's LINE message: a text lands in the thread it answers. */
async function landReply(
  tx: Database,
  user: { id: string; language: Language },
  message: NonNullable<LineEvent['message']>,
  now: Date,
): Promise<After> {
  const say = (key: string, params?: Record<string, string | number>): After => ({
    kind: 'reply',
    messages: [textMessage(lineWords(user.language, key, params))],
  });
  if (message.type !== 'text' || typeof message.text !== 'string') return say('textOnly');
  const text = message.text.replace(REFUSED_CHARACTERS, '').trim();
  if (text === '') return null;
  if (text.length > MESSAGE_TEXT_MAX) return say('tooLong', { max: MESSAGE_TEXT_MAX });
  const target = await threadAnswered(tx, user.id, asString(message.quotedMessageId));
  if (!target) return say('nothingToAnswer');
  await insertMessage(
    tx,
    target.threadId,
    {
      authorId: user.id,
      kind: 'text',
      body: text,
      place: null,
      line: null,
      // LINE's message id: the same LINE message never lands twice.
      clientId: asString(message.id) ? `line:${String(message.id)}` : null,
    },
    now,
  );
  return say('sent', { name: target.name });
}
