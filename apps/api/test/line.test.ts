/**
 * LINE (docs/decisions/0030, docs/product.md §13) against the sandbox's local stand-in for LINE's
 * platform: linking from the profile through the account-link flow, booking notifications and
 * the other party's messages pushed once per recipient as Flex messages (never to an unlinked
 * user, nothing for a change that rolls back, retried with back-off), and LINE replies landing in
 * the thread they answer — seen live by the other party — through a webhook that refuses forged
 * signatures and does nothing for a replayed event.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shootbook/api-client';

import { withTransaction } from '../src/db/client.ts';
import { lineOutbox, threadMessages } from '../src/db/schema.ts';
import { deliverLine } from '../src/line/outbox.ts';
import { LineRequestError, type LineMessage, type LineMessaging } from '../src/line/port.ts';
import { lineSignature } from '../src/line/signature.ts';
import type { LineStandIn } from '../src/line/stand-in.ts';
import { notify } from '../src/notifications/notify.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';
import { openEventStream, type OpenStream } from './helpers/event-stream.ts';

type Schemas = components['schemas'];

let w: BookingWorld;
let origin: string;
let standIn: LineStandIn;
const open: OpenStream[] = [];

beforeAll(async () => {
  w = await bookingWorld();
  origin = await w.t.app.listen({ host: '127.0.0.1', port: 0 });
  standIn = w.t.app.line.standIn!;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await w?.t.close();
});

const deps = () => ({ db: w.t.db, clock: w.t.clock, config: w.t.config, log: w.t.app.log });
const sweep = (messaging: LineMessaging = w.t.app.line.messaging) => deliverLine(deps(), messaging);

const lineLink = (who: TestUser) =>
  w.t.request<Schemas['LineLink']>({ method: 'GET', url: '/line/link', token: who.token });

/** The URL of the first button of `message` (a Flex message). */
function buttonOf(message: LineMessage | undefined): { label: string; uri: string } {
  if (message?.type !== 'flex') throw new Error(`not a Flex message: ${JSON.stringify(message)}`);
  const button = message.contents.footer?.contents.find((part) => part.type === 'button');
  if (button?.type !== 'button') throw new Error('no button');
  return button.action;
}

/** What the stand-in pushed to `lineUserId`. */
const pushesTo = (lineUserId: string) => standIn.pushes.filter((push) => push.to === lineUserId);
/** The texts of what the stand-in replied to `lineUserId`. */
const repliesTo = (lineUserId: string) =>
  standIn.replies
    .filter((reply) => reply.to === lineUserId)
    .flatMap((reply) => reply.messages)
    .map((message) => (message.type === 'text' ? message.text : message.altText));

/** Links `who`'s sandbox LINE account the way a person does; returns its LINE user id. */
async function link(who: TestUser): Promise<string> {
  const lineUserId = standIn.lineUserIdFor(who.uid);
  if ((await lineLink(who)).body.linked) return lineUserId;
  const dialog = await fetch(await dialogUrl(who, lineUserId));
  expect(dialog.status).toBe(200);
  expect((await lineLink(who)).body.linked).toBe(true);
  return lineUserId;
}

/** The first steps of linking: LINE's dialog URL `who`'s /profile sends the browser to. */
async function dialogUrl(who: TestUser, lineUserId: string): Promise<string> {
  // They message ShootBook's official account and are answered with a link to the web.
  const hello = await standIn.sendText(lineUserId, 'Hello');
  expect(hello.status).toBe(200);
  const offer = standIn.replies.filter((reply) => reply.to === lineUserId).at(-1);
  const linkToken = new URL(buttonOf(offer?.messages[0]).uri).searchParams.get('lineLinkToken');
  expect(linkToken).toBeTruthy();
  // The web's /profile confirms it with a nonce and sends the browser to LINE's dialog.
  const started = await w.t.request<Schemas['LineLinkDialog']>({
    method: 'POST',
    url: '/line/link',
    token: who.token,
    body: { linkToken },
  });
  expect(started.status).toBe(200);
  return started.body.url;
}

/** The id of booking `appointmentId`'s thread, as its customer opens it. */
async function threadIdOf(appointmentId: string): Promise<string> {
  const thread = await w.t.request<Schemas['Thread']>({
    method: 'GET',
    url: `/thread/appointment/${appointmentId}`,
    token: w.customer.token,
  });
  expect(thread.status).toBe(200);
  return thread.body.id;
}

/** The texts of the messages in thread `threadId`, as the customer reads them. */
async function textsIn(threadId: string): Promise<string[]> {
  const page = await w.t.request<Schemas['MessagePage']>({
    method: 'GET',
    url: `/thread/${threadId}/message?limit=100`,
    token: w.customer.token,
  });
  return page.body.messages.flatMap((m) => (m.text ? [m.text] : []));
}

/**
 * The set-up of a booking on LINE: the photographer's LINE account linked, the customer's booking
 * at `start` (ISO UTC) made, its notification swept out to LINE, and the booking's thread opened.
 * @returns the photographer's LINE user id, the booking's id and its thread's id.
 */
async function linkedBooking(
  start: string,
): Promise<{ lineUserId: string; appointmentId: string; threadId: string }> {
  const lineUserId = await link(w.photographer);
  const booked = await w.book(start);
  expect(booked.status).toBe(201);
  await sweep();
  return { lineUserId, appointmentId: booked.body.id, threadId: await threadIdOf(booked.body.id) };
}

async function outboxRowsOf(userId: string): Promise<number> {
  const [row] = await w.t.db
    .select({ n: count() })
    .from(lineOutbox)
    .where(eq(lineOutbox.recipientId, userId));
  return Number(row?.n ?? 0);
}

describe('linking', () => {
  it('links from the profile through the account-link flow, and unlinks', async () => {
    const customer = await w.t.signUpUser('Customer');
    const before = await lineLink(customer);
    expect(before.body).toMatchObject({ linked: false, addFriendUrl: null });
    expect(before.body.sandboxChatUrl).toBe(
      `${standIn.url}/chat/${standIn.lineUserIdFor(customer.uid)}`,
    );
    const lineUserId = await link(customer);
    expect(repliesTo(lineUserId).at(-1)).toContain('linked to ShootBook');

    const unlinked = await w.t.request({
      method: 'DELETE',
      url: '/line/link',
      token: customer.token,
    });
    expect(unlinked.status).toBe(204);
    expect((await lineLink(customer)).body.linked).toBe(false);
  });

  it('plays the user’s LINE chat on the sandbox’s page: a message there is answered with the link', async () => {
    const customer = await w.t.signUpUser('Customer');
    const chatUrl = (await lineLink(customer)).body.sandboxChatUrl!;
    const sent = await fetch(`${chatUrl}/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=Hello',
    });
    expect(sent.status).toBe(200);
    const page = await sent.text();
    expect(page).toContain('ShootBook answered 200');
    expect(page).toMatch(
      new RegExp(`<a href="${w.t.config.webOrigin}/profile\\?lineLinkToken=[0-9a-f]+">`),
    );
  });

  it('refuses a confirmation older than 10 minutes', async () => {
    const customer = await w.t.signUpUser('Customer');
    const lineUserId = standIn.lineUserIdFor(customer.uid);
    const url = await dialogUrl(customer, lineUserId);
    w.clock.advance(11);
    expect((await fetch(url)).status).toBe(200);
    expect((await lineLink(customer)).body.linked).toBe(false);
    expect(repliesTo(lineUserId).at(-1)).toContain('That link has expired');
  });
});

describe('notifications on LINE', () => {
  it('sends a booking notification once, as a Flex message in the user’s language with "Open booking"', async () => {
    const language = (value: 'en' | 'th') =>
      w.t.request({
        method: 'PATCH',
        url: '/user/profile',
        token: w.customer.token,
        body: { language: value },
      });
    expect((await language('th')).status).toBe(200);
    const lineUserId = await link(w.customer);
    const booked = await w.book(bkk(2, '10:00'));
    expect(booked.status).toBe(201);

    // Two senders sweep at the same moment, then once more: one push.
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const pushed = pushesTo(lineUserId);
    expect(pushed).toHaveLength(1);
    expect(buttonOf(pushed[0]!.messages[0])).toEqual({
      type: 'uri',
      label: 'เปิดการจอง',
      uri: `${w.t.config.webOrigin}/appointment/${booked.body.id}`,
    });
    expect(pushed[0]!.retryKey).toMatch(/^[0-9a-f-]{36}$/);
    // The photographer, notified of the same booking, has no LINE account linked: nothing is owed.
    expect(await outboxRowsOf(w.customer.uid)).toBe(1);
    expect(await outboxRowsOf(w.photographer.uid)).toBe(0);

    await w.t.request({ method: 'DELETE', url: '/line/link', token: w.customer.token });
    await language('en');
  });

  it('owes nothing for a change that rolls back', async () => {
    const { lineUserId, appointmentId } = await linkedBooking(bkk(3, '10:00'));
    const rows = await outboxRowsOf(w.photographer.uid);
    await expect(
      withTransaction(w.t.db, async (tx) => {
        await notify(tx, appointmentId, [{ recipient: 'photographer', kind: 'edited' }], {
          now: w.clock.now(),
        });
        throw new Error('the change fails after notifying');
      }),
    ).rejects.toThrow('the change fails');
    expect(await outboxRowsOf(w.photographer.uid)).toBe(rows);
    const pushed = pushesTo(lineUserId).length;
    await sweep();
    expect(pushesTo(lineUserId)).toHaveLength(pushed);
  });

  it('retries a push LINE refused after a back-off, and sends it once', async () => {
    const lineUserId = await link(w.photographer);
    const pushed = pushesTo(lineUserId).length;
    const booked = await w.book(bkk(4, '10:00'));
    expect(booked.status).toBe(201);
    const down: LineMessaging = {
      ...w.t.app.line.messaging,
      push: async () => {
        throw new LineRequestError(500, 'LINE is down');
      },
    };
    expect(await sweep(down)).toMatchObject({ sent: 0, failed: 1 });
    // Not before its retry time (one minute after the first failure).
    expect(await sweep()).toMatchObject({ sent: 0 });
    w.clock.advance(1.5);
    expect(await sweep()).toMatchObject({ sent: 1 });
    expect(pushesTo(lineUserId)).toHaveLength(pushed + 1);
  });

  it('reports the LINE messages waiting to be pushed as the line queue’s depth in /metrics', async () => {
    const depth = async () => {
      const metrics = await w.t.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      const found = /shootbook_job_queue_depth\{queue="line"\} (\d+)/.exec(metrics.body);
      expect(found).not.toBeNull();
      return Number(found![1]);
    };
    await link(w.photographer);
    await sweep();
    const before = await depth();
    const booked = await w.book(bkk(11, '10:00'));
    expect(booked.status).toBe(201);
    // The booking's notification for the linked photographer waits in the LINE outbox.
    expect(await depth()).toBe(before + 1);
    await sweep();
    expect(await depth()).toBe(before);
  });

  it('sends the other party’s thread message with an "Open booking" button', async () => {
    const { lineUserId, appointmentId, threadId } = await linkedBooking(bkk(5, '10:00'));
    const posted = await w.t.request({
      method: 'POST',
      url: `/thread/${threadId}/message`,
      token: w.customer.token,
      body: { clientId: 'line-test-1', text: 'Can we start at 16:00?' },
    });
    expect(posted.status).toBe(201);
    const before = pushesTo(lineUserId).length;
    expect(await sweep()).toMatchObject({ sent: 1 });
    const message = pushesTo(lineUserId)[before]!.messages[0]!;
    expect(message.type === 'flex' && message.altText).toContain('Can we start at 16:00?');
    expect(buttonOf(message).uri).toBe(`${w.t.config.webOrigin}/appointment/${appointmentId}`);
  });
});

describe('the webhook', () => {
  it('lands a LINE reply in the thread of the last LINE message, seen live by the other party', async () => {
    const { lineUserId, threadId } = await linkedBooking(bkk(10, '10:00'));
    const stream = await openEventStream(origin, w.customer.token);
    open.push(stream);
    await stream.next((event) => event.event === 'ready');

    const sent = await standIn.sendText(lineUserId, 'Yes, 16:00 works for me');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ processed: 1, duplicates: 0 });
    await stream.next(
      (event) =>
        event.event === 'thread' &&
        (JSON.parse(event.data) as { threadId: string }).threadId === threadId,
      2_000,
    );
    const page = await w.t.request<Schemas['MessagePage']>({
      method: 'GET',
      url: `/thread/${threadId}/message?limit=100`,
      token: w.customer.token,
    });
    expect(page.body.messages.at(-1)).toMatchObject({
      text: 'Yes, 16:00 works for me',
      authorId: w.photographer.uid,
    });
    // Answered with the event's reply token.
    expect(repliesTo(lineUserId).at(-1)).toBe('Sent to Test Customer in ShootBook.');
  });

  it('lands a reply that quotes an older LINE message in that message’s thread', async () => {
    const first = await linkedBooking(bkk(7, '10:00'));
    const quoted = pushesTo(first.lineUserId).at(-1)!.ids[0]!;
    const second = await linkedBooking(bkk(9, '10:00'));
    expect(pushesTo(first.lineUserId).at(-1)!.ids[0]).not.toBe(quoted);

    await standIn.sendText(first.lineUserId, 'About the morning one', { quotedMessageId: quoted });
    expect(await textsIn(first.threadId)).toContain('About the morning one');
    expect(await textsIn(second.threadId)).not.toContain('About the morning one');
  });

  it('refuses a forged or missing signature with 401 and reads nothing', async () => {
    const lineUserId = await link(w.photographer);
    const forged = await standIn.deliver(
      [
        {
          type: 'message',
          webhookEventId: '01FORGEDEVENT0000000000000',
          replyToken: 'r-forged',
          source: { type: 'user', userId: lineUserId },
          message: { type: 'text', id: '1', text: 'forged words' },
        },
      ],
      'not-the-channel-secret',
    );
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'unauthenticated' });
    const unsigned = await w.t.app.inject({
      method: 'POST',
      url: '/line/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [] }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(JSON.parse(unsigned.body)).toMatchObject({ code: 'unauthenticated' });
    const [landed] = await w.t.db
      .select({ n: count() })
      .from(threadMessages)
      .where(eq(threadMessages.body, 'forged words'));
    expect(Number(landed?.n)).toBe(0);
  });

  it('does nothing for a replayed event', async () => {
    const { lineUserId } = await linkedBooking(bkk(8, '10:00'));
    const sent = await standIn.sendText(lineUserId, 'Said once');
    expect(sent.body).toEqual({ processed: 1, duplicates: 0 });
    const body = JSON.stringify({ destination: 'U' + '0'.repeat(32), events: [sent.event] });
    const replayed = await standIn.deliverRaw(body, lineSignature(body, standIn.channelSecret));
    expect(replayed).toEqual({ status: 200, body: { processed: 0, duplicates: 1 } });
    const [landed] = await w.t.db
      .select({ n: count() })
      .from(threadMessages)
      .where(
        and(eq(threadMessages.body, 'Said once'), eq(threadMessages.authorId, w.photographer.uid)),
      );
    expect(Number(landed?.n)).toBe(1);
  });

  it('answers a LINE user who is not linked with a link, and lands nothing', async () => {
    const stranger = standIn.lineUserIdFor('nobody-on-shootbook');
    const sent = await standIn.sendText(stranger, 'Who are you?');
    expect(sent.status).toBe(200);
    const [landed] = await w.t.db
      .select({ n: count() })
      .from(threadMessages)
      .where(eq(threadMessages.body, 'Who are you?'));
    expect(Number(landed?.n)).toBe(0);
    const offer = standIn.replies.filter((reply) => reply.to === stranger).at(-1);
    expect(buttonOf(offer?.messages[0]).uri).toMatch(
      new RegExp(`^${w.t.config.webOrigin}/profile\\?lineLinkToken=`),
    );
  });
});
