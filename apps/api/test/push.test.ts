/**
 * Web Push and notification preferences (docs/decisions/0036, docs/product.md §13) against a
 * local stand-in push service: a browser's subscription stored per user, booking notifications
 * and the other party's messages pushed once per recipient with the server's VAPID signature
 * (nothing for a change that rolls back, retried with back-off, a gone subscription forgotten),
 * the caller's preferences (all on by default) followed by push and e-mail, and quiet hours
 * holding all but reminders until 07:00 in Bangkok.
 */
import { createECDH, randomBytes } from 'node:crypto';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shootbook/api-client';

import { withTransaction } from '../src/db/client.ts';
import { notifications, pushOutbox, pushSubscriptions } from '../src/db/schema.ts';
import { deliverMail, type Mailer } from '../src/mail/outbox.ts';
import { notify } from '../src/notifications/notify.ts';
import { deliverPush, pushSenderOf, type PushSender } from '../src/push/outbox.ts';
import { PushFailed } from '../src/push/send.ts';
import { startPushStandIn, type PushStandIn } from '../src/push/stand-in.ts';
import { resolveVapid } from '../src/push/vapid.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

let w: BookingWorld;
let service: PushStandIn;
let send: PushSender;

beforeAll(async () => {
  w = await bookingWorld();
  service = await startPushStandIn();
  send = pushSenderOf(resolveVapid(w.t.config)!);
});
afterAll(async () => {
  await w?.t.close();
  await service?.close();
});

const sweep = (sender: PushSender = send) => deliverPush(w.deps(), sender);
/** What the stand-in accepted for the browser called `name`. */
const pushesTo = (name: string) => service.received.filter((push) => push.name === name);

/** A browser's subscription to the stand-in, with real P-256 and auth keys. */
function browser(name: string): Schemas['PushSubscription'] {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: service.endpoint(name),
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

const subscribe = (who: TestUser, subscription: Schemas['PushSubscription']) =>
  w.t.request({ method: 'POST', url: '/push/subscriptions', token: who.token, body: subscription });

const preferencesOf = (who: TestUser) =>
  w.t.request<Schemas['NotificationPreferences']>({
    method: 'GET',
    url: '/users/me/notification-preferences',
    token: who.token,
  });

const allOn = (): Schemas['NotificationPreferences'] => {
  const on = () => ({ email: true, line: true, push: true });
  return { messages: on(), bookings: on(), reminders: on(), delivery: on() };
};

async function owedTo(userId: string): Promise<number> {
  const [row] = await w.t.db
    .select({ n: count() })
    .from(pushOutbox)
    .where(eq(pushOutbox.recipientId, userId));
  return Number(row?.n ?? 0);
}

describe('subscriptions', () => {
  it('hands out the VAPID public key, stores a browser, and forgets it', async () => {
    const customer = await w.t.signUpUser('Customer');
    const settings = await w.t.request<Schemas['PushSettings']>({
      method: 'GET',
      url: '/push/subscriptions',
      token: customer.token,
    });
    expect(settings.status).toBe(200);
    expect(settings.body.publicKey).toBe(w.t.config.push.vapidPublicKey);

    const phone = browser('subscriptions-phone');
    expect((await subscribe(customer, phone)).status).toBe(204);
    // The same browser again (fresh keys) is one subscription.
    expect((await subscribe(customer, { ...phone, keys: browser('x').keys })).status).toBe(204);
    const stored = await w.t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, customer.uid));
    expect(stored).toHaveLength(1);

    const removed = await w.t.request({
      method: 'DELETE',
      url: `/push/subscriptions?endpoint=${encodeURIComponent(phone.endpoint)}`,
      token: customer.token,
    });
    expect(removed.status).toBe(204);
    expect(
      await w.t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, customer.uid)),
    ).toHaveLength(0);
  });

  it('refuses a subscription without keys, and a caller who is not signed in', async () => {
    const customer = await w.t.signUpUser('Customer');
    const bad = await w.t.request<Schemas['Error']>({
      method: 'POST',
      url: '/push/subscriptions',
      token: customer.token,
      body: { endpoint: service.endpoint('no-keys') },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const anonymous = await w.t.request({
      method: 'POST',
      url: '/push/subscriptions',
      body: browser('anonymous'),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('notifications as Web Push', () => {
  it('pushes a booking notification once, signed with the server’s VAPID key', async () => {
    expect((await subscribe(w.photographer, browser('photographer-laptop'))).status).toBe(204);
    const booked = await w.book(bkk(1, '10:00'));
    expect(booked.status).toBe(201);
    expect(await sweep()).toMatchObject({ sent: 1, failed: 0 });
    const [push] = pushesTo('photographer-laptop');
    expect(push?.authorization).toContain(`k=${w.t.config.push.vapidPublicKey}`);
    expect(push?.contentEncoding).toBe('aes128gcm');
    expect(push?.bytes).toBeGreaterThan(0);
    // However often the outbox runs.
    expect(await sweep()).toMatchObject({ sent: 0 });
    expect(pushesTo('photographer-laptop')).toHaveLength(1);
  });

  it('owes nothing to a user without a subscription', async () => {
    const customer = await w.t.signUpUser('Customer');
    const booked = await w.book(bkk(1, '13:00'), customer);
    expect(booked.status).toBe(201);
    expect(await owedTo(customer.uid)).toBe(0);
  });

  it('owes nothing for a change that rolls back', async () => {
    await subscribe(w.photographer, browser('photographer-laptop'));
    const booked = await w.book(bkk(2, '10:00'));
    expect(booked.status).toBe(201);
    await sweep();
    const owed = await owedTo(w.photographer.uid);
    const pushed = pushesTo('photographer-laptop').length;
    await expect(
      withTransaction(w.t.db, async (tx) => {
        await notify(tx, booked.body.id, [{ recipient: 'photographer', kind: 'edited' }], {
          now: w.clock.now(),
        });
        throw new Error('the change fails after notifying');
      }),
    ).rejects.toThrow('the change fails');
    expect(await owedTo(w.photographer.uid)).toBe(owed);
    await sweep();
    expect(pushesTo('photographer-laptop')).toHaveLength(pushed);
  });

  it('retries a push the push service refused after a back-off, and sends it once', async () => {
    await subscribe(w.photographer, browser('photographer-laptop'));
    const booked = await w.book(bkk(3, '10:00'));
    expect(booked.status).toBe(201);
    const pushed = pushesTo('photographer-laptop').length;
    const down: PushSender = async () => {
      throw new PushFailed(503);
    };
    expect(await sweep(down)).toMatchObject({ sent: 0, failed: 1 });
    // Not before its retry time (a minute after the failure).
    expect(await sweep()).toMatchObject({ sent: 0 });
    w.clock.advance(1.5);
    expect(await sweep()).toMatchObject({ sent: 1 });
    expect(pushesTo('photographer-laptop')).toHaveLength(pushed + 1);
  });

  it('forgets a browser the push service calls gone (410)', async () => {
    const customer = await w.t.signUpUser('Customer');
    await subscribe(customer, browser('gone-tablet'));
    service.gone('gone-tablet');
    const booked = await w.book(bkk(3, '14:00'), customer);
    expect(booked.status).toBe(201);
    // The customer's "request sent"; the photographer's request goes to their laptop.
    await sweep();
    expect(
      await w.t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, customer.uid)),
    ).toHaveLength(0);
  });

  it('pushes the other party’s thread message', async () => {
    await subscribe(w.photographer, browser('photographer-laptop'));
    const booked = await w.book(bkk(4, '10:00'));
    expect(booked.status).toBe(201);
    await sweep();
    const thread = await w.t.request<Schemas['Thread']>({
      method: 'GET',
      url: `/thread/appointment/${booked.body.id}`,
      token: w.customer.token,
    });
    const before = pushesTo('photographer-laptop').length;
    const posted = await w.t.request({
      method: 'POST',
      url: `/thread/${thread.body.id}/message`,
      token: w.customer.token,
      body: { clientId: 'push-test-1', text: 'Can we start at 16:00?' },
    });
    expect(posted.status).toBe(201);
    expect(await sweep()).toMatchObject({ sent: 1 });
    expect(pushesTo('photographer-laptop')).toHaveLength(before + 1);
  });
});

describe('preferences', () => {
  it('are all on for a new user, and replaced as a whole', async () => {
    const customer = await w.t.signUpUser('Customer');
    const initial = await preferencesOf(customer);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(allOn());

    const chosen = allOn();
    chosen.messages.email = false;
    chosen.delivery.line = false;
    const put = await w.t.request<Schemas['NotificationPreferences']>({
      method: 'PUT',
      url: '/users/me/notification-preferences',
      token: customer.token,
      body: chosen,
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(chosen);
    expect((await preferencesOf(customer)).body).toEqual(chosen);

    const partial = await w.t.request<Schemas['Error']>({
      method: 'PUT',
      url: '/users/me/notification-preferences',
      token: customer.token,
      body: { messages: { email: true } },
    });
    expect(partial.status).toBe(400);
  });

  it('keep booking pushes from a user who turned them off, but not messages', async () => {
    await subscribe(w.photographer, browser('photographer-laptop'));
    const chosen = allOn();
    chosen.bookings.push = false;
    await w.t.request({
      method: 'PUT',
      url: '/users/me/notification-preferences',
      token: w.photographer.token,
      body: chosen,
    });
    const booked = await w.book(bkk(5, '10:00'));
    expect(booked.status).toBe(201);
    const [row] = await w.t.db
      .select({ n: count() })
      .from(pushOutbox)
      .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
      .where(eq(notifications.appointmentId, booked.body.id));
    expect(Number(row?.n)).toBe(0);
    // A message is another topic: still pushed.
    const thread = await w.t.request<Schemas['Thread']>({
      method: 'GET',
      url: `/thread/appointment/${booked.body.id}`,
      token: w.customer.token,
    });
    await w.t.request({
      method: 'POST',
      url: `/thread/${thread.body.id}/message`,
      token: w.customer.token,
      body: { clientId: 'push-test-2', text: 'Hello' },
    });
    expect(await owedTo(w.photographer.uid)).toBeGreaterThan(0);
    expect(await sweep()).toMatchObject({ sent: 1 });
    await w.t.request({
      method: 'PUT',
      url: '/users/me/notification-preferences',
      token: w.photographer.token,
      body: allOn(),
    });
  });

  it('keep e-mail from a user who turned it off for the topic', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      transport: {
        sendMail: async (mail: { to?: unknown }) => {
          sent.push(String(mail.to));
          return {} as never;
        },
      } as Mailer['transport'],
      from: 'ShootBook <bookings@shootbook.test>',
    };
    await deliverMail(w.deps(), mailer);
    sent.length = 0;
    const chosen = allOn();
    chosen.bookings.email = false;
    await w.t.request({
      method: 'PUT',
      url: '/users/me/notification-preferences',
      token: w.customer.token,
      body: chosen,
    });
    const booked = await w.book(bkk(5, '14:00'));
    expect(booked.status).toBe(201);
    expect(await deliverMail(w.deps(), mailer)).toMatchObject({ sent: 1, skipped: 1 });
    // The photographer's request went; the customer's "request sent" did not.
    expect(sent).toHaveLength(1);
    const mine = await w.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, w.customer.uid));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((row) => row.mailedAt === null)).toEqual([]);
    await w.t.request({
      method: 'PUT',
      url: '/users/me/notification-preferences',
      token: w.customer.token,
      body: allOn(),
    });
  });
});

describe('quiet hours', () => {
  it('hold a push written at 23:00 in Bangkok until 07:00, while its e-mail goes at once', async () => {
    await subscribe(w.photographer, browser('photographer-laptop'));
    await sweep();
    // 23:00 on Tuesday in Bangkok.
    w.clock.set(new Date(bkk(1, '23:00')));
    const booked = await w.book(bkk(5, '16:00'));
    expect(booked.status).toBe(201);
    const pushed = pushesTo('photographer-laptop').length;
    expect(await sweep()).toMatchObject({ sent: 0 });
    const [request] = await w.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, booked.body.id));
    expect(request?.mailNotBefore?.toISOString()).toBe(bkk(1, '23:00'));
    // 06:59: still quiet.
    w.clock.set(new Date(new Date(bkk(2, '07:00')).getTime() - 60_000));
    expect(await sweep()).toMatchObject({ sent: 0 });
    w.clock.set(new Date(bkk(2, '07:00')));
    expect(await sweep()).toMatchObject({ sent: 1 });
    expect(pushesTo('photographer-laptop')).toHaveLength(pushed + 1);
  });

  it('let a reminder through at once', async () => {
    await subscribe(w.photographer, browser('photographer-laptop'));
    const booked = await w.book(bkk(4, '16:00'));
    expect(booked.status).toBe(201);
    await sweep();
    const pushed = pushesTo('photographer-laptop').length;
    // 04:00 in Bangkok.
    w.clock.set(new Date(bkk(3, '04:00')));
    await withTransaction(w.t.db, (tx) =>
      notify(tx, booked.body.id, [{ recipient: 'photographer', kind: 'shoot_reminder_2h' }], {
        now: w.clock.now(),
      }),
    );
    expect(await sweep()).toMatchObject({ sent: 1 });
    expect(pushesTo('photographer-laptop')).toHaveLength(pushed + 1);
  });
});
