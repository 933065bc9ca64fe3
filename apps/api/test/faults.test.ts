/**
 * Faults of the outside services a request or the outbox stands on (docs/decisions/0034-faults.md):
 * the photo storage (S3) down during an upload, and an SMTP server that hangs. The database's and
 * Redis's faults need servers to stop and two replicas: apps/api/test/replicas/faults.spec-replicas.ts.
 */
import net from 'node:net';

import type { components } from '@shootbook/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications, imageAssets, photos, users } from '../src/db/schema.ts';
import { createMailer } from '../src/mail/runner.ts';
import { deliverMail } from '../src/mail/outbox.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.ts';
import { startS3 } from './helpers/s3.ts';

type Schemas = components['schemas'];

describe('the photo storage (S3) down', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let photographer: TestUser;
  let packageId: string;

  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp({ config: s3.config });
    photographer = await t.signUpUser('Photographer');
    const created = await t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: {
        title: 'Temple dawn',
        description: 'Wat Arun',
        category: 'OTHER',
        location: 'Bangkok',
      },
    });
    expect(created.status).toBe(201);
    packageId = created.body.id;
  });
  afterAll(async () => {
    await t?.close();
    // Already closed when the test stopped before bringing it back.
    await s3?.server.close().catch(() => undefined);
  });

  /** A small PNG of one `colour`, distinct per colour. */
  const png = async (colour: string) =>
    (await import('sharp'))
      .default({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .png()
      .toBuffer();

  const upload = async (file: Buffer) => {
    const form = new FormData();
    form.append('purpose', 'package');
    form.append('packageId', packageId);
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
    return t.request<Schemas['Photo'] & Schemas['Error']>({
      method: 'POST',
      url: '/photo',
      token: photographer.token,
      body: form,
    });
  };

  it('refuses an upload with 503 service_unavailable and Retry-After, leaving nothing half-written, and takes it once the storage is back', async () => {
    const bytesBefore = async () =>
      (await t.db.select().from(users).where(eq(users.id, photographer.uid)))[0]!.storageBytes;
    const before = await bytesBefore();
    await s3.server.close();

    const refused = await upload(await png('#336699'));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.body).toMatchObject({
      code: 'service_unavailable',
      details: { dependency: 'storage' },
    });
    // No photo, no image record, no quota taken.
    expect(await t.db.select().from(photos).where(eq(photos.packageId, packageId))).toEqual([]);
    expect(await t.db.select().from(imageAssets)).toEqual([]);
    expect(await bytesBefore()).toBe(before);

    s3 = await startS3({ port: s3.port, directory: s3.directory });
    const taken = await upload(await png('#336699'));
    expect(taken.status, JSON.stringify(taken.body)).toBe(202);
    expect(await t.db.select().from(photos).where(eq(photos.packageId, packageId))).toHaveLength(1);
  });
});

describe('an SMTP server that hangs', () => {
  let w: BookingWorld;
  let catcher: MailCatcher | undefined;
  let hung: net.Server;
  const held: net.Socket[] = [];

  beforeAll(async () => {
    w = await bookingWorld();
    // Takes connections and never says a word: no greeting, no answer.
    hung = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
    await catcher?.stop();
    await w?.t.close();
  });

  it('keeps the mails in the outbox without holding the run, and sends each once when SMTP answers', async () => {
    const { port } = hung.address() as net.AddressInfo;
    // The greeting time-out from SMTP_URL's query, as an operator may set it (default 10 s).
    const hanging = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?greetingTimeout=500`,
      mailFrom: 'ShootBook <bookings@shootbook.test>',
    })!;
    const booked = await w.book(bkk(3, '10:00'));
    expect(booked.status).toBe(201);

    const started = performance.now();
    // The photographer's request mail and the customer's "request sent": the first send waits out
    // the time-out, the second is not tried against a server that does not answer.
    expect(await deliverMail(w.deps(), hanging)).toMatchObject({ sent: 0, failed: 2 });
    expect(performance.now() - started).toBeLessThan(5_000);
    hanging.close();
    const waiting = await w.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, booked.body.id));
    expect(waiting.map((row) => row.mailedAt)).toEqual([null, null]);

    catcher = await startMailCatcher();
    const answering = createMailer({
      smtpUrl: catcher.smtpUrl,
      mailFrom: 'bookings@shootbook.test',
    })!;
    // At the retry time (a minute after the failure), each mail goes once, however often the outbox runs.
    w.clock.set(new Date(START.getTime() + 61_000));
    try {
      expect(await deliverMail(w.deps(), answering)).toMatchObject({ sent: 2, failed: 0 });
      expect(await deliverMail(w.deps(), answering)).toMatchObject({ sent: 0, failed: 0 });
    } finally {
      w.clock.set(START);
      answering.close();
    }
    for (const email of [w.photographer.email, w.customer.email])
      expect(await catcher.mailsTo(email), email).toHaveLength(1);
  });
});
