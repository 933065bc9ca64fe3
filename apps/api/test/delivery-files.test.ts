/**
 * Delivered photos through the API (docs/product.md §11, docs/decisions/0026): resumable tus
 * uploads from the official Node client, watermarked metadata-free proofs, finals downloaded one
 * by one or as one streamed ZIP through short-lived signed links, the picks export, the quota and
 * the size limit — and a stranger gets 404 for every URL of it. Runs on both storage drivers (the
 * S3 one against a local s3rver).
 *
 * The delivery's state is set in the database here: the state API (deliveries plugin) moves it in
 * production; these tests are about the files in each state.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { components } from '@shootbook/api-client';
import { and, eq } from 'drizzle-orm';
import exifr from 'exifr';
import type S3rver from 's3rver';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { applyRetention, sweepAbandonedUploads } from '../src/deliveries/files/index.ts';
import { deliveries, deliveryFiles } from '../src/db/schema.ts';
import { storageFor } from '../src/photos/storage.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';
import type { TestUser } from './helpers/app.ts';
import { startS3 } from './helpers/s3.ts';
import { unzip } from './helpers/zip.ts';

type Schemas = components['schemas'];

const DRIVERS = ['local disk', 'S3-compatible storage (s3rver)'] as const;
const FINALS = 20;
const MB = 1024 * 1024;

/** A JPEG of about 2 MB (noise compresses badly) carrying the GPS position of Bangkok. */
async function photoWithGps(): Promise<Buffer> {
  const image = await sharp({
    create: {
      width: 1700,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 0/1',
      },
    })
    .jpeg({ quality: 97 })
    .toBuffer();
  return image;
}

describe.each(DRIVERS)('delivery files on %s', (driver) => {
  let world: BookingWorld;
  let s3: S3rver | undefined;
  let base: string;
  let appointmentId: string;
  let deliveryId: string;
  let stranger: TestUser;
  let photo: Buffer;

  beforeAll(async () => {
    const started = driver === 'local disk' ? undefined : await startS3();
    s3 = started?.server;
    // s3rver has no ListParts (405), which @tus/s3-store needs to resume: on that driver the
    // unfinished uploads wait on disk (DELIVERY_UPLOAD_DIR) and the stored files go to S3.
    const staging = started && (await mkdtemp(path.join(os.tmpdir(), 'shootbook-tus-')));
    world = await bookingWorld({
      config: {
        ...started?.config,
        ...(staging
          ? { deliveryFiles: loadConfig({ DELIVERY_UPLOAD_DIR: staging }).deliveryFiles }
          : {}),
      },
    });
    await world.t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(world.t.app.server.address() as AddressInfo).port}`;
    stranger = await world.t.signUpUser('Photographer');
    const { appointment } = await world.accepted(bkk(0, '10:00'));
    appointmentId = appointment.id;
    deliveryId = randomUUID();
    await world.t.db.insert(deliveries).values({
      id: deliveryId,
      appointmentId,
      status: 'Open',
      dueAt: new Date(START.getTime() + 14 * 86_400_000),
      includedPhotos: 3,
      offersProofs: true,
      revisionsAllowed: 1,
      extraPhotoPrice: 0,
    });
    photo = await photoWithGps();
  }, 180_000);
  afterAll(async () => {
    await world?.t.close();
    await s3?.close();
  });

  const setDelivery = (change: Partial<typeof deliveries.$inferInsert>) =>
    world.t.db.update(deliveries).set(change).where(eq(deliveries.id, deliveryId));

  const uploadsUrl = () => `${base}/appointment/${appointmentId}/delivery/uploads`;

  /** Uploads `data` through tus-js-client; resolves with the upload's URL. */
  function tusUpload(
    data: Buffer,
    options: {
      name: string;
      kind: 'proof' | 'final';
      token?: string;
      chunkSize?: number;
      uploadUrl?: string;
      onChunk?: (upload: Upload, sent: number) => void;
      onProgress?: (sent: number) => void;
    },
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      const upload: Upload = new Upload(data, {
        endpoint: uploadsUrl(),
        ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
        headers: { authorization: `Bearer ${options.token ?? world.photographer.token}` },
        metadata: { filename: options.name, filetype: 'image/jpeg', kind: options.kind },
        retryDelays: [],
        ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
        onChunkComplete: (_chunk, sent) => options.onChunk?.(upload, sent),
        onProgress: (sent) => options.onProgress?.(sent),
        onError: reject,
        onSuccess: () => resolve(upload.url!),
      });
      upload.start();
    });
  }

  /** Starts the upload of final `name` and stops it after its first chunk; resolves with its URL. */
  function interruptedUpload(name: string, chunkSize: number): Promise<string> {
    return new Promise((resolve, reject) => {
      tusUpload(photo, {
        name,
        kind: 'final',
        chunkSize,
        onChunk: (upload) => void upload.abort().then(() => resolve(upload.url!), reject),
      }).catch(reject);
    });
  }

  /** A raw tus request (`Tus-Resumable` set). */
  const tus = (url: string, init: RequestInit & { token?: string }) =>
    fetch(url, {
      ...init,
      headers: {
        'tus-resumable': '1.0.0',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  const listFiles = (who: TestUser, kind: 'proof' | 'final') =>
    world.t.request<Schemas['DeliveryFileList']>({
      method: 'GET',
      url: `/appointment/${appointmentId}/delivery/files?kind=${kind}&limit=100`,
      token: who.token,
    });

  /** GETs a signed link of the API (its path, at the listening server). */
  const follow = (link: string) => fetch(`${base}${new URL(link).pathname}`);

  it('takes proofs through tus and serves them reduced, watermarked and without EXIF or GPS; the customer sees them once shown', async () => {
    // One flat colour, so what differs in the proof is the watermark.
    const original = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#c08040' },
    })
      .withExif({
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '13/1 45/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '100/1 30/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect(await exifr.gps(original).catch(() => undefined)).toBeDefined();
    await tusUpload(original, { name: 'DSC_0001.JPG', kind: 'proof' });
    world.clock.set(new Date(world.clock.now().getTime() + 1000)); // uploaded a second later
    await tusUpload(original, { name: 'DSC_0002.JPG', kind: 'proof' });

    const mine = await listFiles(world.photographer, 'proof');
    expect(mine.status).toBe(200);
    expect(mine.body.files.map((f) => f.originalName)).toEqual(['DSC_0001.JPG', 'DSC_0002.JPG']);
    expect(mine.body.files.every((f) => f.downloadUrl === null)).toBe(true);
    const served = await follow(mine.body.files[0]!.previewUrl);
    expect(served.status).toBe(200);
    const proof = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(proof).metadata();
    expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(['jpeg', 1600]);
    expect(meta.exif).toBeUndefined();
    expect(await exifr.gps(proof).catch(() => undefined)).toBeUndefined();
    // The watermark: the proof differs visibly from a plain reduction of the same photo.
    const plain = await sharp(original).resize({ width: 1600 }).raw().toBuffer();
    const marked = await sharp(proof).raw().toBuffer();
    let differing = 0;
    for (let i = 0; i < plain.length; i += 3)
      if (Math.abs(plain[i]! - marked[i]!) > 20 || Math.abs(plain[i + 2]! - marked[i + 2]!) > 20)
        differing++;
    expect(differing / (plain.length / 3)).toBeGreaterThan(0.02);

    expect((await listFiles(world.customer, 'proof')).body.files).toEqual([]);
    await setDelivery({ status: 'ProofsReady' });
    const theirs = await listFiles(world.customer, 'proof');
    expect(theirs.body.total).toBe(2);
    expect(theirs.body.files.every((f) => f.downloadUrl === null)).toBe(true);
  }, 120_000);

  it('lets the customer pick and the photographer export the picks as original file names', async () => {
    const proofs = (await listFiles(world.customer, 'proof')).body.files;
    const picked = await world.t.request<Schemas['DeliveryFileChoice']>({
      method: 'PUT',
      url: `/appointment/${appointmentId}/delivery/files/${proofs[1]!.id}/pick`,
      token: world.customer.token,
    });
    expect(picked.body).toMatchObject({ picked: true, pickCount: 1 });
    const byPhotographer = await world.t.request({
      method: 'PUT',
      url: `/appointment/${appointmentId}/delivery/files/${proofs[0]!.id}/pick`,
      token: world.photographer.token,
    });
    expect(byPhotographer.status).toBe(403);
    const exported = await fetch(`${base}/appointment/${appointmentId}/delivery/picks.txt`, {
      headers: { authorization: `Bearer ${world.photographer.token}` },
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toBe('DSC_0002.JPG\n');
  });

  it(`takes ${FINALS} finals of 2 MB in parallel, one of them interrupted and resumed from its offset`, async () => {
    await setDelivery({ status: 'PicksSubmitted' });
    expect(photo.length).toBeGreaterThan(1.5 * MB);

    // The interrupted one: stopped after its first 512 KiB chunk.
    const interruptedUrl = await interruptedUpload('IMG_0000.jpg', 512 * 1024);
    const head = await tus(interruptedUrl, { method: 'HEAD', token: world.photographer.token });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('upload-offset'))).toBe(512 * 1024);
    expect(Number(head.headers.get('upload-length'))).toBe(photo.length);
    // A PATCH from the wrong offset is refused; the client resumes from the server's.
    const wrong = await tus(interruptedUrl, {
      method: 'PATCH',
      token: world.photographer.token,
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: photo.subarray(0, 1024),
    });
    expect(wrong.status).toBe(409);

    const progress: number[] = [];
    await Promise.all([
      tusUpload(photo, {
        name: 'IMG_0000.jpg',
        kind: 'final',
        uploadUrl: interruptedUrl,
        onProgress: (sent) => progress.push(sent),
      }),
      ...Array.from({ length: FINALS - 1 }, (_, i) =>
        tusUpload(photo, { name: `IMG_${String(i + 1).padStart(4, '0')}.jpg`, kind: 'final' }),
      ),
    ]);
    // The resumed upload sent only what was missing.
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(512 * 1024);

    const mine = await listFiles(world.photographer, 'final');
    expect(mine.body.total).toBe(FINALS);
    expect(mine.body.files.map((f) => f.originalName).sort()).toEqual(
      Array.from({ length: FINALS }, (_, i) => `IMG_${String(i).padStart(4, '0')}.jpg`),
    );
    expect(mine.body.files.every((f) => f.width === 1700 && f.height === 1200)).toBe(true);
    // Not delivered yet: the customer sees no finals and gets no archive link.
    expect((await listFiles(world.customer, 'final')).body.files).toEqual([]);
    const early = await world.t.request({
      method: 'POST',
      url: `/appointment/${appointmentId}/delivery/archive-link`,
      token: world.customer.token,
    });
    expect(early.status).toBe(409);
  }, 300_000);

  it('serves a final without EXIF or GPS, and all finals as one streamed ZIP of their original names', async () => {
    await setDelivery({ status: 'FinalsDelivered', finalsDeliveredAt: world.clock.now() });
    const finals = (await listFiles(world.customer, 'final')).body.files;
    expect(finals).toHaveLength(FINALS);
    const one = await follow(finals[0]!.downloadUrl!);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toMatch(
      /^attachment; filename="IMG_\d{4}\.jpg"/,
    );
    const bytes = Buffer.from(await one.arrayBuffer());
    expect(bytes.length).toBe(finals[0]!.bytes);
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const link = await world.t.request<Schemas['SignedLink']>({
      method: 'POST',
      url: `/appointment/${appointmentId}/delivery/archive-link`,
      token: world.customer.token,
    });
    expect(link.status).toBe(200);
    const archive = await follow(link.body.url);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(Buffer.from(await archive.arrayBuffer()));
    const bySize = new Map(finals.map((f) => [f.originalName, f.bytes]));
    expect(entries.map((e) => e.name).sort()).toEqual([...bySize.keys()].sort());
    for (const entry of entries) expect(entry.data.length, entry.name).toBe(bySize.get(entry.name));
    expect(await exifr.gps(entries[0]!.data).catch(() => undefined)).toBeUndefined();
  }, 120_000);

  it('refuses an expired link (moved clock) and an altered one with 404', async () => {
    const finals = (await listFiles(world.customer, 'final')).body.files;
    const url = finals[0]!.previewUrl;
    expect((await follow(url)).status).toBe(200);
    // One character of the signature changed (the last one carries unused bits: also refused).
    const altered = url.replace(
      /.(.{10})$/,
      (_, rest: string) => `${url.at(-11) === 'A' ? 'B' : 'A'}${rest}`,
    );
    const lastChanged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await follow(lastChanged)).status).toBe(404);
    const refused = await follow(altered);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'not_found' });
    const before = world.clock.now();
    world.clock.set(new Date(before.getTime() + 11 * 60_000));
    try {
      const expired = await follow(url);
      expect(expired.status).toBe(404);
      expect(await expired.json()).toMatchObject({
        code: 'not_found',
        details: { reason: 'link_expired' },
      });
    } finally {
      world.clock.set(before);
    }
  });

  it('answers a stranger 404 for every gallery URL, upload URL and forged link', async () => {
    const finals = (await listFiles(world.photographer, 'final')).body.files;
    const fileId = finals[0]!.id;
    for (const [method, url] of [
      ['GET', `/appointment/${appointmentId}/delivery/files?kind=final`],
      ['GET', `/appointment/${appointmentId}/delivery/files?kind=proof`],
      ['DELETE', `/appointment/${appointmentId}/delivery/files/${fileId}`],
      ['PUT', `/appointment/${appointmentId}/delivery/files/${fileId}/portfolio`],
      ['POST', `/appointment/${appointmentId}/delivery/archive-link`],
      ['GET', `/appointment/${appointmentId}/delivery/picks.txt`],
    ] as const) {
      const answer = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${stranger.token}` },
      });
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    const create = await tus(uploadsUrl(), {
      method: 'POST',
      token: stranger.token,
      headers: {
        'upload-length': '10',
        'upload-metadata': `filename ${Buffer.from('x.jpg').toString('base64')},kind ${Buffer.from('final').toString('base64')}`,
      },
    });
    expect(create.status).toBe(404);
    expect(await create.json()).toMatchObject({ code: 'not_found' });
    // An upload of the photographer's (a revision), half done: its URL is 404 to the stranger.
    await setDelivery({ status: 'RevisionRequested' });
    const pending = await interruptedUpload('IMG_9999.jpg', 256 * 1024);
    expect((await tus(pending, { method: 'HEAD', token: stranger.token })).status).toBe(404);
    const patch = await tus(pending, {
      method: 'PATCH',
      token: stranger.token,
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '262144' },
      body: photo.subarray(262144, 262144 + 1024),
    });
    expect(patch.status).toBe(404);
    expect(
      (await tus(pending, { method: 'HEAD', token: world.photographer.token })).headers.get(
        'upload-offset',
      ),
    ).toBe('262144');
    // The customer of the booking may not upload either.
    expect((await tus(pending, { method: 'HEAD', token: world.customer.token })).status).toBe(404);
    // A link for a file id the stranger made up, signed with a guessed key.
    const forged = `f.${fileId}.${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`;
    expect((await fetch(`${base}/delivery-files/${forged}`)).status).toBe(404);
    expect(
      (await fetch(`${base}/delivery-archive/a.${deliveryId}.9999999999.${'A'.repeat(43)}`)).status,
    ).toBe(404);
    await setDelivery({ status: 'FinalsDelivered' });
  }, 120_000);

  it('refuses a file over the size limit, a file past the quota, and bytes that are not an image, with their codes', async () => {
    await setDelivery({ status: 'RevisionRequested' });
    const creation = (length: number) =>
      tus(uploadsUrl(), {
        method: 'POST',
        token: world.photographer.token,
        headers: {
          'upload-length': String(length),
          'upload-metadata': `filename ${Buffer.from('big.jpg').toString('base64')},kind ${Buffer.from('final').toString('base64')}`,
        },
      });
    const tooBig = await creation(world.t.config.deliveryFiles.maxFileBytes + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ code: 'payload_too_large' });

    const quota = world.t.config.deliveryFiles;
    const saved = quota.quotaFiles;
    quota.quotaFiles = FINALS + 2; // the proofs and the finals fill it
    try {
      const over = await creation(1000);
      expect(over.status).toBe(413);
      expect(await over.json()).toMatchObject({
        code: 'quota_exceeded',
        details: { quota: 'deliveryFiles', limit: FINALS + 2 },
      });
    } finally {
      quota.quotaFiles = saved;
    }

    const notImage = await tusUpload(Buffer.from('not a photo at all'), {
      name: 'notes.txt',
      kind: 'final',
    }).catch((error: Error) => error);
    expect(String(notImage)).toMatch(/415/);
    expect(String(notImage)).toMatch(/delivery_not_an_image/);
    // HEIC is refused with its own reason (the installed sharp reads no HEVC-coded HEIF).
    const heic = await tusUpload(
      await readFile(path.join(import.meta.dirname, 'fixtures/iphone-gps.heic')),
      { name: 'IMG_0001.HEIC', kind: 'final' },
    ).catch((error: Error) => error);
    expect(String(heic)).toMatch(/415/);
    expect(String(heic)).toMatch(/delivery_heic_unsupported/);
    expect((await listFiles(world.photographer, 'final')).body.total).toBe(FINALS);
  });

  it("removes the proofs' originals at acceptance and every file once the retention has passed", async () => {
    const storage = storageFor(world.t.config);
    const deps = { db: world.t.db, storage, clock: world.clock };
    const proofs = await world.t.db
      .select()
      .from(deliveryFiles)
      .where(and(eq(deliveryFiles.deliveryId, deliveryId), eq(deliveryFiles.kind, 'proof')));
    expect(proofs).toHaveLength(2);
    expect(await storage.get(proofs[0]!.storageKey)).toBeDefined();
    await setDelivery({ status: 'Accepted', acceptedAt: world.clock.now() });
    expect(await applyRetention(deps, deliveryId, 'accepted')).toBe(2);
    for (const proof of proofs) expect(await storage.get(proof.storageKey)).toBeUndefined();
    const shown = (await listFiles(world.customer, 'proof')).body.files;
    expect((await follow(shown[0]!.previewUrl)).status).toBe(200);

    const finals = (await listFiles(world.customer, 'final')).body.files;
    expect(await applyRetention(deps, deliveryId, 'expired')).toBe(FINALS + 2);
    expect((await listFiles(world.customer, 'final')).body.total).toBe(0);
    expect((await follow(finals[0]!.downloadUrl!)).status).toBe(404);
  });

  it('sweeps an upload left unfinished past its expiry (tus expiration, controlled clock), and only then', async () => {
    await setDelivery({ status: 'PicksSubmitted' });
    const rowsBefore = await world.t.db.$count(deliveryFiles);
    const abandoned = await interruptedUpload('IMG_9999.jpg', 256 * 1024);
    const head = () => tus(abandoned, { method: 'HEAD', token: world.photographer.token });
    expect((await head()).status).toBe(200);
    const expiry = world.t.config.deliveryFiles.uploadExpiryMs;
    expect(expiry).toBe(24 * 3_600_000);
    const createdAt = Date.now();

    // The tus stores judge expiry by the system clock: move only Date, then run the sweep.
    const sweepAt = async (at: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: at });
      try {
        return await sweepAbandonedUploads(world.t.config);
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await sweepAt(createdAt + expiry - 60_000)).toBe(0);
    expect((await head()).status).toBe(200);

    // Other tests' unfinished uploads (refused or stopped) are as old, so they go as well.
    expect(await sweepAt(createdAt + expiry + 60_000)).toBeGreaterThanOrEqual(1);
    expect((await head()).status).toBe(404);
    // Resuming it is refused like any unknown upload; a new upload starts afresh.
    const resumed = await tus(abandoned, {
      method: 'PATCH',
      token: world.photographer.token,
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '262144' },
      body: photo.subarray(262_144, 262_144 + 1024),
    });
    expect(resumed.status).toBe(404);
    expect(await world.t.db.$count(deliveryFiles)).toBe(rowsBefore);
  });
});
