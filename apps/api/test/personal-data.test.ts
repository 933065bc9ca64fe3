/**
 * Personal data (docs/product.md §14, docs/decisions/0031): a user downloads everything ShootBook
 * holds about them as one ZIP, and deletes their account — refused while a booking is in flight,
 * otherwise anonymised with bookings and ledger lines kept, photos and sign-in gone.
 */
import type { components } from '@shootbook/api-client';
import { eq } from 'drizzle-orm';
import { getAuth } from 'firebase-admin/auth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { savedPhotographers, users } from '../src/db/schema.ts';
import { firebaseApp } from '../src/identity/auth.ts';
import type { MediaStorage } from '../src/photos/storage.ts';
import { deleteOwnAccount, runAccountErasure } from '../src/users/account.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';
import { PROJECT_ID, signInEmulatorAccount } from './helpers/identity.ts';
import { unzip } from './helpers/zip.ts';

type Schemas = components['schemas'];

let w: BookingWorld;

beforeAll(async () => {
  w = await bookingWorld();
});
afterAll(async () => {
  await w?.t.close();
});

/** Uploads a small JPEG as `user`'s `purpose` photo and waits until it is rendered. */
async function uploadPhoto(
  user: TestUser,
  fields: Record<string, string>,
  colour: string,
): Promise<Schemas['Photo']> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await w.t.request<Schemas['Photo']>({
    method: 'POST',
    url: '/photo',
    token: user.token,
    body: form,
  });
  expect(uploaded.status).toBe(202);
  await w.t.app.photoProcessor.idle();
  const ready = await w.t.request<Schemas['Photo']>({
    method: 'GET',
    url: `/photo/${uploaded.body.id}`,
    token: user.token,
  });
  expect(ready.body.status).toBe('ready');
  return ready.body;
}

/** The storage key of `photo`'s largest JPEG rendering (its `src`). */
const keyOf = (photo: Schemas['Photo']) =>
  new URL(photo.src!).pathname.split('/').slice(-2).join('/');

/** `who` asks to delete their account. */
const deleteAccount = (who: TestUser) =>
  w.t.request<Schemas['Error'] & { details?: Schemas['AccountDeletionBlocked'] }>({
    method: 'DELETE',
    url: '/user/profile',
    token: who.token,
  });

/** `who`'s export, unpacked: the JSON documents parsed by name, and the other entries' names. */
async function exportOf(who: TestUser) {
  const response = await w.t.app.inject({
    method: 'GET',
    url: '/user/export',
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="shootbook-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const entries = await unzip(response.rawPayload);
  const json = Object.fromEntries(
    entries
      .filter((entry) => entry.name.endsWith('.json'))
      .map((entry) => [entry.name, JSON.parse(entry.data.toString('utf8')) as unknown]),
  ) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { entries, json, text: entries.map((entry) => entry.data.toString('latin1')).join('\n') };
}

/** A booking of `w.customer` at `day` that is paid, shot, completed and paid out (settled). */
async function settledBooking(day: number) {
  const { appointment, payment } = await w.paid(bkk(day, '10:00'));
  w.clock.set(new Date(Date.parse(appointment.end) + 60_000));
  expect((await w.setStatus(appointment.id, 'Completed', w.photographer)).status).toBe(200);
  await w.afterDisputeWindow(appointment);
  expect((await w.order(payment.id, w.photographer)).body.payment.status).toBe('Completed');
  return { appointment, payment };
}

describe('GET /user/export', () => {
  it("holds the caller's profile, bookings, messages, reviews, ledger lines, notifications and own photos, and nobody else's data", async () => {
    const customer = await w.t.signUpUser('Customer', {
      name: 'Export Tester',
      phone: '0812345678',
    });
    const other = await w.t.signUpUser('Customer', { name: 'Someone Else' });
    const { appointment, payment } = await w.accepted(bkk(4, '09:00'), customer);
    const thread = await w.t.request<Schemas['Thread']>({
      method: 'GET',
      url: `/thread/appointment/${appointment.id}`,
      token: customer.token,
    });
    const posted = await w.t.request<Schemas['Message']>({
      method: 'POST',
      url: `/thread/${thread.body.id}/message`,
      token: customer.token,
      body: { clientId: 'export-1', text: 'See you at the park gate' },
    });
    expect(posted.status).toBe(201);
    const otherBooking = await w.book(bkk(5, '09:00'), other);
    expect(otherBooking.status).toBe(201);
    const avatar = await uploadPhoto(customer, { purpose: 'avatar' }, '#336699');
    const saved = await w.t.request({
      method: 'PUT',
      url: `/users/me/saved/${w.photographer.uid}`,
      token: customer.token,
    });
    expect(saved.status).toBe(204);

    const { entries, json, text } = await exportOf(customer);

    expect(entries.map((entry) => entry.name)).toEqual([
      'profile.json',
      'bookings.json',
      'messages.json',
      'reviews.json',
      'ledger.json',
      'notifications.json',
      'saved.json',
      `photos/avatar/${avatar.id}.jpg`,
    ]);
    expect(json['saved.json']).toMatchObject([{ photographerId: w.photographer.uid }]);
    expect(json['profile.json']).toMatchObject({
      id: customer.uid,
      email: customer.email,
      name: 'Export Tester',
      phone: '0812345678',
    });
    expect(json['bookings.json'].asCustomer.map((b: { id: string }) => b.id)).toEqual([
      appointment.id,
    ]);
    expect(json['bookings.json'].asCustomer[0]).toMatchObject({
      status: 'Accepted',
      payment: { id: payment.id, status: 'Unpaid' },
      delivery: null,
    });
    expect(json['bookings.json'].asPhotographer).toEqual([]);
    expect(json['messages.json']).toHaveLength(1);
    expect(
      json['messages.json'][0].messages.filter((m: { mine: boolean }) => m.mine),
    ).toMatchObject([{ text: 'See you at the park gate' }]);
    expect(json['notifications.json'].length).toBeGreaterThan(0);
    const photo = entries.find((entry) => entry.name.startsWith('photos/'))!;
    expect((await sharp(photo.data).metadata()).format).toBe('jpeg');

    // The other customer's booking, name and e-mail are nowhere in it.
    expect(text).not.toContain(otherBooking.body.id);
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.uid);
  });

  it('lists the ledger lines and reviews of a settled booking', async () => {
    const { appointment, payment } = await settledBooking(8);
    const reviewed = await w.t.request({
      method: 'POST',
      url: `/user/${w.photographer.uid}/rating`,
      token: w.customer.token,
      body: { appointmentId: appointment.id, score: 5, comment: 'Lovely light' },
    });
    expect(reviewed.status).toBe(201);

    const mine = await exportOf(w.customer);
    expect(
      mine.json['ledger.json']
        .filter((line: { paymentId: string }) => line.paymentId === payment.id)
        .map((line: { type: string }) => line.type),
    ).toEqual(['charge']);
    expect(mine.json['reviews.json'].written).toMatchObject([
      { appointmentId: appointment.id, score: 5, comment: 'Lovely light' },
    ]);

    const theirs = await exportOf(w.photographer);
    expect(
      theirs.json['ledger.json']
        .filter((line: { paymentId: string }) => line.paymentId === payment.id)
        .map((line: { type: string }) => line.type)
        .sort(),
    ).toEqual(['fee', 'payout']);
    expect(theirs.json['reviews.json'].received).toMatchObject([
      { appointmentId: appointment.id, comment: 'Lovely light' },
    ]);
  });
});

describe('DELETE /user/profile', () => {
  it('is refused while a booking is in flight, naming each booking and why', async () => {
    const customer = await w.t.signUpUser('Customer');
    const pending = await w.book(bkk(14, '09:00'), customer);
    expect(pending.status).toBe(201);

    const refused = await deleteAccount(customer);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'conflict',
      params: { reason: 'account_deletion_blocked' },
      details: { blockers: [{ appointmentId: pending.body.id, reasons: ['booking_open'] }] },
    });
    // The photographer of that booking is held back by it too.
    const photographerRefused = await deleteAccount(w.photographer);
    expect(photographerRefused.status).toBe(409);
    expect(photographerRefused.body.details?.blockers).toContainEqual({
      appointmentId: pending.body.id,
      reasons: ['booking_open'],
    });
    // Nothing changed: the customer still signs in and has their profile.
    await expect(signInEmulatorAccount(customer.email)).resolves.toMatchObject({
      uid: customer.uid,
    });
    const profile = await w.t.request<Schemas['UserProfile']>({
      method: 'GET',
      url: '/user/profile',
      token: customer.token,
    });
    expect(profile.body).toMatchObject({ name: 'Test Customer', email: customer.email });

    // Once the request is withdrawn, nothing holds the account.
    const withdrawn = await w.setStatus(pending.body.id, 'Canceled', customer);
    expect(withdrawn.status).toBe(200);
    expect((await deleteAccount(customer)).status).toBe(204);
  });

  it('after everything settled: the sign-in, name, contact and photos are gone, the booking and its ledger lines stay', async () => {
    // Shot and completed, the payout still waiting for the dispute window: refused for the money.
    const { appointment, payment } = await w.paid(bkk(16, '10:00'));
    w.clock.set(new Date(Date.parse(appointment.end) + 60_000));
    expect((await w.setStatus(appointment.id, 'Completed', w.photographer)).status).toBe(200);
    const unsettled = await deleteAccount(w.customer);
    expect(unsettled.status).toBe(409);
    expect(unsettled.body.details?.blockers).toEqual([
      { appointmentId: appointment.id, reasons: ['payment_unsettled'] },
    ]);
    await w.afterDisputeWindow(appointment);
    expect((await w.order(payment.id, w.photographer)).body.payment.status).toBe('Completed');
    const ledgerBefore = await w.ledgerOf(payment.id);
    const avatar = await uploadPhoto(w.customer, { purpose: 'avatar' }, '#993366');
    const storage = w.deps().storage;
    expect(await storage.get(keyOf(avatar))).toBeDefined();

    expect((await deleteAccount(w.customer)).status).toBe(204);

    // The identity provider's account is gone: nobody signs in as it again.
    await expect(signInEmulatorAccount(w.customer.email)).rejects.toThrow(
      /EMAIL_NOT_FOUND|USER_NOT_FOUND/,
    );
    await expect(getAuth(firebaseApp(PROJECT_ID)).getUser(w.customer.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    // The photographer's view of the past booking no longer names the customer.
    const detail = await w.t.request<Schemas['AppointmentDetail']>({
      method: 'GET',
      url: `/appointment/detail/${appointment.id}`,
      token: w.photographer.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.appointment.status).toBe('Completed');
    expect(detail.body.customer).toEqual({
      id: w.customer.uid,
      name: '',
      role: 'Customer',
      avatarUrl: null,
      formerUser: true,
    });
    const thread = await w.t.request<Schemas['Thread']>({
      method: 'GET',
      url: `/thread/appointment/${appointment.id}`,
      token: w.photographer.token,
    });
    expect(thread.body.counterpart).toMatchObject({
      name: '',
      email: null,
      phone: null,
      formerUser: true,
    });
    // Listed too, and the photographer's notifications of the booking mark the customer as former.
    const threads = await w.t.request<Schemas['ThreadList']>({
      method: 'GET',
      url: '/thread',
      token: w.photographer.token,
    });
    expect(threads.body.threads.find((t) => t.id === thread.body.id)?.counterpart).toMatchObject({
      name: '',
      formerUser: true,
    });
    const notifications = await w.t.request<Schemas['NotificationList']>({
      method: 'GET',
      url: '/notification',
      token: w.photographer.token,
    });
    const ofBooking = notifications.body.notifications.filter(
      (n) => n.appointmentId === appointment.id,
    );
    expect(ofBooking.length).toBeGreaterThan(0);
    for (const n of ofBooking)
      expect(n.details).toMatchObject({ counterpartName: '', counterpartFormerUser: true });
    // The ledger lines are the same and still sum to the booking's price.
    const ledgerAfter = await w.ledgerOf(payment.id);
    expect(ledgerAfter).toEqual(ledgerBefore);
    const amount = (type: string) =>
      ledgerAfter.filter((line) => line.type === type).reduce((sum, line) => sum + line.amount, 0);
    expect(amount('fee') + amount('payout')).toBe(amount('charge'));
    expect(amount('charge')).toBe(payment.amount);
    // The photo's files are gone from storage.
    expect(await storage.get(keyOf(avatar))).toBeUndefined();
    const [row] = await w.t.db.select().from(users).where(eq(users.id, w.customer.uid));
    expect(row).toMatchObject({
      name: '',
      email: null,
      phone: null,
      bankAccount: null,
      avatarUrl: null,
      deletedAt: expect.any(Date),
      erasedAt: expect.any(Date),
    });
    // A token from before the deletion opens nothing.
    const stale = await w.t.request({
      method: 'GET',
      url: '/user/profile',
      token: w.customer.token,
    });
    expect(stale.status).toBe(401);
  });

  it('a deleted photographer leaves the directory and the packages', async () => {
    const photographer = await w.t.signUpUser('Photographer', { name: 'Vanishing Lens' });
    const created = await w.t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: {
        title: 'Vanishing sunsets',
        description: 'Sunsets',
        category: 'FAMILY_PORTRAITS',
        location: 'Hua Hin',
      },
    });
    expect(created.status).toBe(201);
    const sub = await w.t.request({
      method: 'POST',
      url: `/subpackage/${created.body.id}`,
      token: photographer.token,
      body: { title: 'One hour', price: 100_000, durationMinutes: 60 },
    });
    expect(sub.status).toBe(201);
    const portfolio = await uploadPhoto(
      photographer,
      { purpose: 'portfolio', category: 'FAMILY_PORTRAITS' },
      '#669933',
    );
    const found = async () => {
      const list = await w.t.request<Schemas['PhotographerList']>({
        method: 'GET',
        url: '/user/photographers?q=vanishing',
        token: w.photographer.token,
      });
      const packages = await w.t.request<Schemas['PackageList']>({
        method: 'GET',
        url: '/package?q=vanishing',
        token: w.photographer.token,
      });
      return {
        photographers: list.body.photographers.map((p) => p.id),
        packages: packages.body.packages.map((p) => p.id),
      };
    };
    expect(await found()).toEqual({
      photographers: [photographer.uid],
      packages: [created.body.id],
    });
    const fan = await w.t.signUpUser('Customer', { name: 'Keen Fan' });
    const saved = await w.t.request({
      method: 'PUT',
      url: `/users/me/saved/${photographer.uid}`,
      token: fan.token,
    });
    expect(saved.status).toBe(204);

    expect((await deleteAccount(photographer)).status).toBe(204);

    // The customers who saved them keep no trace of it.
    expect(
      await w.t.db
        .select()
        .from(savedPhotographers)
        .where(eq(savedPhotographers.photographerId, photographer.uid)),
    ).toEqual([]);

    expect(await found()).toEqual({ photographers: [], packages: [] });
    const profile = await w.t.request<Schemas['PublicProfile']>({
      method: 'GET',
      url: `/user/profile/${photographer.uid}`,
      token: w.photographer.token,
    });
    expect(profile.body).toMatchObject({ name: '', bio: null, formerUser: true });
    expect(await w.deps().storage.get(keyOf(portfolio))).toBeUndefined();
  });

  it('a photographer deleting their account while a customer books them: one of the two is refused', async () => {
    const photographer = await w.t.signUpUser('Photographer', { name: 'Racing Lens' });
    const customer = await w.t.signUpUser('Customer');
    const created = await w.t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: {
        title: 'Racing light',
        description: 'Portraits',
        category: 'FAMILY_PORTRAITS',
        location: 'Bangkok',
      },
    });
    expect(created.status).toBe(201);
    const sub = await w.t.request<Schemas['Subpackage']>({
      method: 'POST',
      url: `/subpackage/${created.body.id}`,
      token: photographer.token,
      body: { title: 'One hour', price: 100_000, durationMinutes: 60 },
    });
    expect(sub.status).toBe(201);

    const together = w.t.barrier(2);
    const [booked, deleted] = await Promise.all([
      w.book(bkk(21, '09:00'), customer, sub.body.id),
      deleteAccount(photographer),
    ]);
    expect(await together).toBe(true);

    // Either the booking came first and holds the account, or the deletion did and the
    // photographer's sub-package is closed.
    expect([
      [201, 409],
      [422, 204],
    ]).toContainEqual([booked.status, deleted.status]);
    const [row] = await w.t.db.select().from(users).where(eq(users.id, photographer.uid));
    expect(row!.deletedAt !== null).toBe(deleted.status === 204);
    expect(booked.status === 201).toBe(deleted.status === 409);
  });

  it('retries what failed outside the database through the erasure sweep', async () => {
    const customer = await w.t.signUpUser('Customer');
    const avatar = await uploadPhoto(customer, { purpose: 'avatar' }, '#123456');
    const real = w.deps();
    const down: MediaStorage = {
      ...real.storage,
      removePrefix: async () => {
        throw new Error('storage is down');
      },
      remove: async () => {
        throw new Error('storage is down');
      },
    };

    await deleteOwnAccount(
      { ...real, storage: down },
      { uid: customer.uid, email: customer.email },
    );

    // The deletion is done and the sign-in gone; the file is still owed.
    await expect(signInEmulatorAccount(customer.email)).rejects.toThrow(
      /EMAIL_NOT_FOUND|USER_NOT_FOUND/,
    );
    expect(await real.storage.get(keyOf(avatar))).toBeDefined();
    const owed = async () =>
      (await w.t.db.select().from(users).where(eq(users.id, customer.uid)))[0]!.erasedAt;
    expect(await owed()).toBeNull();

    expect(await runAccountErasure(real)).toContain(customer.uid);
    expect(await real.storage.get(keyOf(avatar))).toBeUndefined();
    expect(await owed()).toEqual(expect.any(Date));
    expect(await runAccountErasure(real)).not.toContain(customer.uid);
  });

  it('removes only the identity account of a caller without a profile', async () => {
    const account = await w.t.signUpUser('none');
    expect((await deleteAccount(account)).status).toBe(204);
    await expect(signInEmulatorAccount(account.email)).rejects.toThrow(
      /EMAIL_NOT_FOUND|USER_NOT_FOUND/,
    );
  });
});
