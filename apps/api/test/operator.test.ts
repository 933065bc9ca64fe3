/**
 * The operators' console in the API (docs/decisions/0033): the capability is the token's
 * `operator` claim, granted by scripts/operator.mjs outside the product; every operator operation
 * without it is 403; suspensions hide a photographer and stop new bookings; every action is in an
 * append-only audit log with its reason. Runs on PGlite and, with DATABASE_URL, on PostgreSQL (the
 * audit log's trigger).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@shootbook/api-client';

import { operatorActions } from '../src/db/schema.ts';
import { bkk, bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';
import { EMULATOR_HOST, PROJECT_ID, signInEmulatorAccount } from './helpers/identity.ts';
import { signUpOperator } from './helpers/operator.ts';

type Schemas = components['schemas'];

let w: BookingWorld;
let operator: TestUser;

beforeAll(async () => {
  w = await bookingWorld();
  operator = await signUpOperator(w.t);
});
afterAll(async () => {
  await w?.t.close();
});

const get = <T>(url: string, who: TestUser = operator) =>
  w.t.request<T & Schemas['Error']>({ method: 'GET', url, token: who.token });
const post = <T>(url: string, body: object, who: TestUser = operator) =>
  w.t.request<T & Schemas['Error']>({ method: 'POST', url, token: who.token, body });

describe('the operator capability', () => {
  it('is granted by scripts/operator.mjs on the Auth emulator and read from the token', async () => {
    const someone = await w.t.signUpUser('Customer');
    expect((await get('/operator/disputes', someone)).status).toBe(403);
    const run = promisify(execFile);
    const env = {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      FIREBASE_PROJECT_ID: PROJECT_ID,
    };
    const granted = await run('node', ['scripts/operator.mjs', 'grant', someone.email], {
      env,
      cwd: new URL('../../..', import.meta.url).pathname,
    });
    expect(granted.stdout).toContain('operator yes');
    // The claim reaches a token issued after the grant.
    const token = (await signInEmulatorAccount(someone.email)).idToken;
    expect((await get('/operator/disputes', { ...someone, token })).status).toBe(200);
    // A customer stays a customer: the claim is no product role.
    const profile = await get<Schemas['UserProfile']>('/user/profile', { ...someone, token });
    expect(profile.body.role).toBe('Customer');

    await run('node', ['scripts/operator.mjs', 'revoke', someone.email], {
      env,
      cwd: new URL('../../..', import.meta.url).pathname,
    });
    const after = (await signInEmulatorAccount(someone.email)).idToken;
    expect((await get('/operator/disputes', { ...someone, token: after })).status).toBe(403);
  });

  it('answers 403 to every operator operation without the claim', async () => {
    const calls = [
      () => get('/operator/disputes', w.customer),
      () =>
        post('/operator/disputes/x1/decision', { decision: 'refund', reason: 'r' }, w.photographer),
      () => get('/operator/photographers', w.customer),
      () =>
        post(
          `/operator/photographers/${w.photographer.uid}/suspension`,
          { reason: 'r' },
          w.photographer,
        ),
      () =>
        post(
          `/operator/photographers/${w.photographer.uid}/restoration`,
          { reason: 'r' },
          w.customer,
        ),
      () => get('/operator/bookings/x1', w.customer),
      () => get('/operator/audit', w.photographer),
      () => get('/operator/message-reports', w.customer),
    ];
    const statuses = [];
    for (const call of calls) statuses.push((await call()).status);
    expect(statuses).toEqual(calls.map(() => 403));
  });
});

describe('suspending a photographer', () => {
  it('hides them from the directory and refuses new bookings and acceptances until restored; both audited', async () => {
    const name = `Suspendable ${Date.now()}`;
    const photographer = await w.t.signUpUser('Photographer', { name });
    const pkg = await w.instantPackage(photographer);
    const directory = async () =>
      (
        await get<Schemas['PhotographerList']>(
          `/user/photographers?q=${encodeURIComponent(name)}&limit=5&n=${Math.random()}`,
          w.customer,
        )
      ).body.photographers.map((p) => p.id);
    expect(await directory()).toEqual([photographer.uid]);

    // A request made while they were listed, to accept after the suspension.
    const pending = await w.book(
      bkk(2, '10:00'),
      w.customer,
      await requestOnlySubpackage(photographer),
    );
    expect(pending.status).toBe(201);

    const suspended = await post<Schemas['OperatorPhotographer']>(
      `/operator/photographers/${photographer.uid}/suspension`,
      { reason: 'Reported for taking bookings off the platform' },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body.suspendedAt).not.toBeNull();
    expect(await directory()).toEqual([]);
    expect((await w.book(bkk(3, '10:00'), w.customer, pkg.subpackageId)).body).toMatchObject({
      code: 'unprocessable',
      params: { reason: 'photographer_suspended' },
    });
    expect((await w.setStatus(pending.body.id, 'Accepted', photographer)).body).toMatchObject({
      code: 'forbidden',
      params: { reason: 'photographer_suspended' },
    });
    const listed = await get<Schemas['OperatorPhotographerList']>(
      `/operator/photographers?q=${encodeURIComponent(name)}`,
    );
    expect(listed.body.photographers).toEqual([
      expect.objectContaining({ id: photographer.uid, suspendedAt: expect.any(String) }),
    ]);

    // The photographer explains themselves; an hour later the operator restores them (the audit
    // log lists the newest first, so the two actions need two instants).
    w.clock.set(new Date(w.clock.now().getTime() + 3_600_000));
    const restored = await post<Schemas['OperatorPhotographer']>(
      `/operator/photographers/${photographer.uid}/restoration`,
      { reason: 'Explained; first warning' },
    );
    expect(restored.body.suspendedAt).toBeNull();
    expect(await directory()).toEqual([photographer.uid]);
    expect((await w.book(bkk(3, '10:00'), w.customer, pkg.subpackageId)).status).toBe(201);

    const audit = await get<Schemas['OperatorActionList']>('/operator/audit?limit=200');
    const mine = audit.body.actions.filter((a) => a.targetId === photographer.uid);
    expect(mine.map((a) => [a.action, a.reason, a.operatorId])).toEqual([
      ['photographer_restored', 'Explained; first warning', operator.uid],
      ['photographer_suspended', 'Reported for taking bookings off the platform', operator.uid],
    ]);
  });

  it('needs a reason (400), a photographer (404), and writes nothing when nothing changes', async () => {
    const before = (await get<Schemas['OperatorActionList']>('/operator/audit')).body.total;
    expect(
      (await post(`/operator/photographers/${w.photographer.uid}/suspension`, {})).status,
    ).toBe(400);
    expect(
      (await post(`/operator/photographers/${w.photographer.uid}/suspension`, { reason: ' ' }))
        .status,
    ).toBe(400);
    expect(
      (await post(`/operator/photographers/${w.customer.uid}/suspension`, { reason: 'r' })).status,
    ).toBe(404);
    expect(
      (
        await post(`/operator/photographers/${w.photographer.uid}/restoration`, {
          reason: 'not suspended',
        })
      ).status,
    ).toBe(200);
    expect((await get<Schemas['OperatorActionList']>('/operator/audit')).body.total).toBe(before);
  });
});

/** A request-only sub-package of `photographer` (a package without instant booking); its id. */
async function requestOnlySubpackage(photographer: TestUser): Promise<string> {
  const pkg = await post<Schemas['Package']>(
    '/package',
    { title: 'Requests only', description: '', category: 'OTHER', location: 'Bangkok' },
    photographer,
  );
  const sub = await post<Schemas['Subpackage']>(
    `/subpackage/${pkg.body.id}`,
    { title: 'Two hours', price: 200_000, durationMinutes: 120 },
    photographer,
  );
  return sub.body.id;
}

describe('the audit log', () => {
  it('refuses UPDATE and DELETE in the database', async () => {
    await post(`/operator/photographers/${w.photographer.uid}/suspension`, {
      reason: 'Audit check',
    });
    await post(`/operator/photographers/${w.photographer.uid}/restoration`, {
      reason: 'Audit check over',
    });
    const count = async () => (await w.t.db.select().from(operatorActions)).length;
    const rows = await count();
    expect(rows).toBeGreaterThanOrEqual(2);
    await expect(
      w.t.db.execute(sql`update operator_actions set reason = 'rewritten'`),
    ).rejects.toThrow();
    await expect(w.t.db.execute(sql`delete from operator_actions`)).rejects.toThrow();
    expect(await count()).toBe(rows);
    const reasons = (await w.t.db.select().from(operatorActions)).map((a) => a.reason);
    expect(reasons).not.toContain('rewritten');
  });
});

describe("a booking's history and ledger", () => {
  it('shows the operator the status history, the payment and every ledger line', async () => {
    const { appointment, payment } = await w.paid(bkk(4, '10:00'));
    const booking = await get<Schemas['OperatorBooking']>(`/operator/bookings/${appointment.id}`);
    expect(booking.status).toBe(200);
    expect(booking.body.appointment.statusHistory.map((h) => h.status)).toEqual(
      expect.arrayContaining(['Pending', 'Accepted']),
    );
    expect(booking.body.payment).toMatchObject({ id: payment.id, status: 'Paid' });
    expect(booking.body.transactions.map((l) => l.type)).toEqual(['charge']);
    expect(booking.body.dispute).toBeNull();
    expect((await get(`/operator/bookings/unknown-booking`)).status).toBe(404);
  });
});

describe('reported messages', () => {
  it('are listed for review with the message and who reported it', async () => {
    const booked = await w.book(bkk(5, '10:00'));
    const thread = await get<Schemas['Thread']>(
      `/thread/appointment/${booked.body.id}`,
      w.customer,
    );
    const message = await post<Schemas['Message']>(
      `/thread/${thread.body.id}/message`,
      { clientId: 'operator-test', text: 'Pay me on LINE instead' },
      w.photographer,
    );
    expect(
      (
        await post(
          `/thread/${thread.body.id}/message/${message.body.id}/report`,
          { reason: 'off_platform' },
          w.customer,
        )
      ).status,
    ).toBe(204);
    const reports = await get<Schemas['MessageReportList']>('/operator/message-reports');
    expect(reports.body.reports).toContainEqual(
      expect.objectContaining({
        messageId: message.body.id,
        threadId: thread.body.id,
        text: 'Pay me on LINE instead',
        authorId: w.photographer.uid,
        reporterId: w.customer.uid,
        reason: 'off_platform',
      }),
    );
  });
});
