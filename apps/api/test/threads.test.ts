/**
 * Conversations (docs/product.md "Conversation", docs/decisions/0028): an enquiry before a
 * booking that becomes the booking's thread, only the two parties reach a thread, messages in
 * order and paged backwards, read marks and unread counts, system lines written with the
 * booking's events (and not when the change rolls back), contact details once paid, reports, and
 * the other party's open screen hearing a new message live.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shootbook/api-client';

import { messageReports } from '../src/db/schema.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';
import { eventStreams, threadEventOf, type EventStreams } from './helpers/event-stream.ts';

type Schemas = components['schemas'];

let w: BookingWorld;
let streams: EventStreams;

beforeAll(async () => {
  w = await bookingWorld();
  streams = eventStreams(await w.t.app.listen({ host: '127.0.0.1', port: 0 }));
});
afterAll(async () => {
  streams?.closeAll();
  await w?.t.close();
});

let clientIds = 0;
const api = {
  enquiry: (who: TestUser, body: Record<string, unknown>) =>
    w.t.request<Schemas['Thread'] & Schemas['Error']>({
      method: 'POST',
      url: '/thread/enquiry',
      token: who.token,
      body,
    }),
  thread: (who: TestUser, id: string) =>
    w.t.request<Schemas['Thread'] & Schemas['Error']>({
      method: 'GET',
      url: `/thread/${id}`,
      token: who.token,
    }),
  ofAppointment: (who: TestUser, appointmentId: string) =>
    w.t.request<Schemas['Thread'] & Schemas['Error']>({
      method: 'GET',
      url: `/thread/appointment/${appointmentId}`,
      token: who.token,
    }),
  messages: (who: TestUser, id: string, query = '') =>
    w.t.request<Schemas['MessagePage'] & Schemas['Error']>({
      method: 'GET',
      url: `/thread/${id}/message${query}`,
      token: who.token,
    }),
  post: (who: TestUser, id: string, body: Record<string, unknown>) =>
    w.t.request<Schemas['Message'] & Schemas['Error']>({
      method: 'POST',
      url: `/thread/${id}/message`,
      token: who.token,
      body: { clientId: `c${(clientIds += 1)}`, ...body },
    }),
  read: (who: TestUser, id: string, upTo?: number) =>
    w.t.request<Schemas['ThreadUnread'] & Schemas['Error']>({
      method: 'POST',
      url: `/thread/${id}/read`,
      token: who.token,
      body: upTo === undefined ? {} : { upTo },
    }),
  unread: (who: TestUser) =>
    w.t.request<Schemas['ThreadUnread']>({
      method: 'GET',
      url: '/thread/unread',
      token: who.token,
    }),
};

/** The system lines of thread `id`, oldest first, as its customer reads them. */
async function linesOf(id: string): Promise<string[]> {
  const page = await api.messages(w.customer, id, '?limit=100');
  return page.body.messages.flatMap((m) => (m.line ? [m.line.code] : []));
}

describe('an enquiry', () => {
  it('is opened from a package page, once per pair, and refused with oneself', async () => {
    const first = await api.enquiry(w.customer, {
      photographerId: w.photographer.uid,
      packageId: w.packageId,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      kind: 'enquiry',
      appointmentId: null,
      packageTitle: 'Golden hour portraits',
      party: 'customer',
      counterpart: { id: w.photographer.uid, phone: null, email: null },
      contactVisible: false,
    });
    const again = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    expect(again.body.id).toBe(first.body.id);

    const own = await api.enquiry(w.photographer, { photographerId: w.photographer.uid });
    expect(own.status).toBe(422);
    expect(own.body.params).toEqual({ reason: 'enquiry_own_profile' });
    const notPhotographer = await api.enquiry(w.photographer, { photographerId: w.customer.uid });
    expect(notPhotographer.body.params).toEqual({ reason: 'enquiry_not_photographer' });
    const otherPackage = await api.enquiry(w.customer, {
      photographerId: w.customer.uid,
      packageId: w.packageId,
    });
    expect(otherPackage.status).toBe(422);
  });

  it('is reached by its two parties only: a stranger is told it does not exist', async () => {
    const thread = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    const stranger = await w.t.signUpUser('Customer');
    const id = thread.body.id;
    expect((await api.thread(stranger, id)).status).toBe(404);
    expect((await api.messages(stranger, id)).status).toBe(404);
    expect((await api.post(stranger, id, { text: 'hi' })).status).toBe(404);
    expect((await api.read(stranger, id)).status).toBe(404);
    expect((await api.thread(w.photographer, id)).body).toMatchObject({
      party: 'photographer',
      counterpart: { id: w.customer.uid },
    });
  });

  it('becomes the booking thread when the customer books, the request told as a system line', async () => {
    const enquiry = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    const asked = await api.post(w.customer, enquiry.body.id, {
      text: 'Can you shoot at my venue in Hua Hin?',
    });
    expect(asked.status).toBe(201);
    const booked = await w.book(bkk(1, '10:00'));
    expect(booked.status).toBe(201);

    const thread = await api.ofAppointment(w.photographer, booked.body.id);
    expect(thread.body).toMatchObject({
      id: enquiry.body.id,
      kind: 'appointment',
      appointmentId: booked.body.id,
    });
    const page = await api.messages(w.customer, enquiry.body.id);
    expect(page.body.messages.map((m) => m.text ?? m.line?.code)).toEqual([
      'Can you shoot at my venue in Hua Hin?',
      'requested',
    ]);
    expect(page.body.messages[1]!.line).toEqual({
      code: 'requested',
      params: { start: bkk(1, '10:00') },
    });
    // A later question opens a new enquiry; the booked one stays the booking's.
    const next = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    expect(next.body.id).not.toBe(enquiry.body.id);
  });
});

describe("a booking's thread", () => {
  it('tells the booking events with the change, and shows contact details once paid', async () => {
    const { appointment } = await w.paid(bkk(2, '10:00'));
    const thread = await api.ofAppointment(w.customer, appointment.id);
    expect(thread.status).toBe(200);
    expect(await linesOf(thread.body.id)).toEqual(['requested', 'accepted', 'paid']);
    expect(thread.body.contactVisible).toBe(true);
    const photographerSide = await api.ofAppointment(w.photographer, appointment.id);
    expect(photographerSide.body.counterpart.id).toBe(w.customer.uid);
    expect(photographerSide.body.contactVisible).toBe(true);

    const { appointment: unpaid } = await w.accepted(bkk(3, '10:00'));
    const unpaidThread = await api.ofAppointment(w.customer, unpaid.id);
    expect(unpaidThread.body).toMatchObject({
      contactVisible: false,
      counterpart: { phone: null, email: null },
    });
  });

  it('writes no line for a change that rolled back', async () => {
    const { appointment } = await w.paid(bkk(4, '10:00'));
    const thread = await api.ofAppointment(w.customer, appointment.id);
    expect((await w.cancelWhileProviderDown(appointment)).status).toBe(409);
    expect(await linesOf(thread.body.id)).toEqual(['requested', 'accepted', 'paid']);
    expect(
      (await w.setStatus(appointment.id, 'Canceled', w.customer, 'Plans changed')).status,
    ).toBe(200);
    const page = await api.messages(w.customer, thread.body.id);
    expect(page.body.messages.at(-1)!.line).toEqual({
      code: 'canceled',
      params: { reason: 'Plans changed' },
    });
  });

  it('tells a moved request with its new start', async () => {
    const booked = await w.book(bkk(5, '10:00'));
    const moved = await w.t.request({
      method: 'PATCH',
      url: `/appointment/${booked.body.id}`,
      token: w.customer.token,
      body: { start: bkk(5, '13:00') },
    });
    expect(moved.status).toBe(200);
    const thread = await api.ofAppointment(w.customer, booked.body.id);
    const page = await api.messages(w.customer, thread.body.id);
    expect(page.body.messages.at(-1)!.line).toEqual({
      code: 'moved',
      params: { start: bkk(5, '13:00') },
    });
  });
});

describe('messages', () => {
  it('come in order and page backwards without gaps or repeats', async () => {
    const booked = await w.book(bkk(2, '14:00'));
    const { body: thread } = await api.ofAppointment(w.customer, booked.body.id);
    const texts = ['one', 'two', 'three', 'four', 'five'];
    for (const [i, text] of texts.entries())
      await api.post(i % 2 ? w.photographer : w.customer, thread.id, { text });

    const seen: string[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await api.messages(w.customer, thread.id, query);
      expect(page.status).toBe(200);
      seen.unshift(...page.body.messages.map((m) => m.text ?? `line:${m.line!.code}`));
      if (page.body.nextBefore === null) break;
      query = `?limit=2&before=${page.body.nextBefore}`;
    }
    expect(seen).toEqual(['line:requested', ...texts]);
  });

  it('are written once however often a post is retried, stored as plain text', async () => {
    const { body: thread } = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    const body = { clientId: 'retry-1', text: '<img src=x onerror=alert(1)>\nsecond line' };
    const first = await w.t.request<Schemas['Message']>({
      method: 'POST',
      url: `/thread/${thread.id}/message`,
      token: w.customer.token,
      body,
    });
    const retry = await w.t.request<Schemas['Message']>({
      method: 'POST',
      url: `/thread/${thread.id}/message`,
      token: w.customer.token,
      body,
    });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({ kind: 'text', text: body.text, mine: true });
  });

  it('take a place with an https Google Maps or Apple Maps link only, and text within the limit', async () => {
    const { body: thread } = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    const place = await api.post(w.customer, thread.id, {
      place: { name: 'Hua Hin Railway Station', url: 'https://maps.app.goo.gl/abc' },
    });
    expect(place.status).toBe(201);
    expect(place.body).toMatchObject({ kind: 'place', text: null });
    const apple = await api.post(w.customer, thread.id, {
      place: { name: 'Hua Hin Night Market', url: 'https://maps.apple.com/?ll=12.57,99.95' },
    });
    expect(apple.status).toBe(201);
    for (const url of ['javascript:alert(1)', 'data:text/html,hi'])
      expect((await api.post(w.customer, thread.id, { place: { name: 'X', url } })).status).toBe(
        400,
      );
    // A link that is not a map's (or not https) is refused with its reason.
    for (const url of ['https://example.com/maps', 'http://maps.google.com/?q=1']) {
      const refused = await api.post(w.customer, thread.id, { place: { name: 'X', url } });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ params: { reason: 'place_url_invalid' } });
    }
    expect((await api.post(w.customer, thread.id, { text: 'x'.repeat(2001) })).status).toBe(400);
    expect(
      (
        await api.post(w.customer, thread.id, {
          text: 'a',
          place: { name: 'X', url: 'https://a.co' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('read state', () => {
  it('counts the other party’s messages until read, and shows the writer how far they were seen', async () => {
    const reader = await w.t.signUpUser('Customer');
    const { body: thread } = await api.enquiry(reader, { photographerId: w.photographer.uid });
    const before = (await api.unread(w.photographer)).body.unread;
    const first = await api.post(reader, thread.id, { text: 'Hello' });
    await api.post(reader, thread.id, { text: 'Are you free in May?' });
    expect((await api.unread(w.photographer)).body.unread).toBe(before + 2);
    expect((await api.thread(w.photographer, thread.id)).body.unread).toBe(2);
    // One's own messages are never unread.
    expect((await api.unread(reader)).body.unread).toBe(0);

    const partly = await api.read(w.photographer, thread.id, first.body.seq);
    expect(partly.body.unread).toBe(before + 1);
    expect((await api.thread(reader, thread.id)).body.otherReadSeq).toBe(first.body.seq);
    const all = await api.read(w.photographer, thread.id);
    expect(all.body.unread).toBe(before);
    const seen = (await api.thread(reader, thread.id)).body.otherReadSeq;
    expect(seen).toBeGreaterThan(first.body.seq);
    // A read mark never moves back.
    await api.read(w.photographer, thread.id, first.body.seq);
    expect((await api.thread(reader, thread.id)).body.otherReadSeq).toBe(seen);

    const list = await w.t.request<Schemas['ThreadList']>({
      method: 'GET',
      url: '/thread',
      token: w.photographer.token,
    });
    expect(list.body.threads[0]).toMatchObject({ id: thread.id, unread: 0 });
  });
});

describe('reports', () => {
  it("keep a party's report of the other's message for review, once", async () => {
    const { body: thread } = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    const message = await api.post(w.photographer, thread.id, { text: 'Pay me on LINE instead' });
    const report = (who: TestUser, id = message.body.id) =>
      w.t.request({
        method: 'POST',
        url: `/thread/${thread.id}/message/${id}/report`,
        token: who.token,
        body: { reason: 'off_platform' },
      });
    expect((await report(w.customer)).status).toBe(204);
    expect((await report(w.customer)).status).toBe(204);
    const own = await report(w.photographer);
    expect(own.status).toBe(422);
    expect(own.body.params).toEqual({ reason: 'report_own_message' });
    expect((await report(w.customer, 'no-such-message')).status).toBe(404);
    const kept = await w.t.db
      .select()
      .from(messageReports)
      .where(eq(messageReports.messageId, message.body.id));
    expect(kept).toEqual([
      expect.objectContaining({ reporterId: w.customer.uid, reason: 'off_platform' }),
    ]);
  });
});

describe('live delivery', () => {
  it("tells the other party's open stream of a new message, and no one else", async () => {
    const { body: thread } = await api.enquiry(w.customer, { photographerId: w.photographer.uid });
    const photographer = await streams.open(w.photographer.token);
    const stranger = await w.t.signUpUser('Customer');
    const strangerStream = await streams.open(stranger.token);

    const posted = await api.post(w.customer, thread.id, { text: 'Are you there?' });
    expect(posted.status).toBe(201);
    await photographer.next(threadEventOf(thread.id), 2_000);
    // The stranger's stream hears its own enquiry's message, and only that.
    const own = await api.enquiry(stranger, { photographerId: w.photographer.uid });
    await api.post(stranger, own.body.id, { text: 'Hello' });
    await strangerStream.next((event) => event.event === 'thread', 2_000);
    expect(
      strangerStream.events
        .filter((event) => event.event === 'thread')
        .map((event) => (JSON.parse(event.data) as { threadId: string }).threadId),
    ).toEqual([own.body.id]);
  });
});
