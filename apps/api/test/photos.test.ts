/**
 * Photos (docs/decisions/0010): uploads judged by content, rendered off the request path
 * into metadata-free AVIF/WebP/JPEG variants, served immutable, counted against a quota, and
 * removed when nothing uses them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

import type { components } from '@shootbook/api-client';
import { PHOTO_LIMITS } from '@shootbook/machines';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import type S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imageAssets, photos, users } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers/app.ts';
import { startS3 } from './helpers/s3.ts';

type Schemas = components['schemas'];

let t: TestApp;
let photographer: TestUser;
let other: TestUser;
let customer: TestUser;
let packageId: string;

/** The storage drivers every test below runs on (docs/decisions/0010): the same suite for both. */
const DRIVERS = ['local disk', 'S3-compatible storage (s3rver)'] as const;
let s3server: S3rver | undefined;

describe.each(DRIVERS)('photos on %s', (driver) => {
  beforeAll(async () => {
    const started = driver === 'local disk' ? undefined : await startS3();
    s3server = started?.server;
    t = await createTestApp({ config: started?.config ?? {} });
    [photographer, other, customer] = await Promise.all([
      t.signUpUser('Photographer'),
      t.signUpUser('Photographer'),
      t.signUpUser('Customer'),
    ]);
    const created = await t.request<Schemas['Package']>({
      method: 'POST',
      url: '/package',
      token: photographer.token,
      body: {
        title: 'Riverside wedding',
        description: 'Golden hour by the Chao Phraya',
        category: 'WEDDING_BLISS',
        location: 'Bangkok',
      },
    });
    expect(created.status).toBe(201);
    packageId = created.body.id;
  });
  afterAll(async () => {
    await t?.close();
    await s3server?.close();
    s3server = undefined;
  });

  /** A 1600×1200 JPEG shot "sideways" (EXIF orientation 6) with the GPS position of Bangkok in its EXIF. */
  async function jpegWithGps(colour = '#c08040'): Promise<Buffer> {
    return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '13/1 45/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '100/1 30/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
  }

  /** A small PNG of one colour (distinct colours are distinct images). */
  async function png(colour: string, width = 64, height = 48): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  }

  /** A complete, valid 20000×20000 one-bit PNG: 400 megapixels in about 50 kB (a decompression bomb). */
  function pngBomb(size = 20_000): Buffer {
    const crc = (buf: Buffer): number => {
      let c = ~0;
      for (const byte of buf) {
        c ^= byte;
        for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
      }
      return ~c >>> 0;
    };
    const chunk = (type: string, data: Buffer): Buffer => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const out = Buffer.alloc(body.length + 8);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(crc(body), body.length + 4);
      return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(size, 0);
    header.writeUInt32BE(size, 4);
    header[8] = 1; // bit depth 1
    header[9] = 0; // greyscale
    const raw = Buffer.alloc((1 + Math.ceil(size / 8)) * size); // every row: filter 0, all black
    return Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  async function upload(
    user: TestUser,
    fields: Record<string, string>,
    file: Buffer,
    name = 'photo.jpg',
    type = 'image/jpeg',
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([file], { type }), name);
    return t.request<Schemas['Photo'] & Schemas['Error']>({
      method: 'POST',
      url: '/photo',
      token: user.token,
      body: form,
    });
  }

  /** The variant URLs of a ready photo, by type. */
  function variantUrls(photo: Schemas['Photo']): Map<string, string[]> {
    return new Map(
      photo.sources.map((source) => [
        source.type,
        source.srcSet.split(', ').map((entry) => entry.split(' ')[0]!),
      ]),
    );
  }

  /** GET of a photo URL: from this API (local disk driver) or the object store (S3 driver). */
  async function media(
    url: string,
  ): Promise<{ statusCode: number; headers: Record<string, string>; body: Buffer }> {
    if (url.startsWith(t.config.apiBaseUrl)) {
      const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      return {
        statusCode: response.statusCode,
        headers: response.headers as Record<string, string>,
        body: response.rawPayload,
      };
    }
    const response = await fetch(url);
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  async function storageBytes(user: TestUser): Promise<number> {
    const [row] = await t.db
      .select({ bytes: users.storageBytes })
      .from(users)
      .where(eq(users.id, user.uid));
    return row!.bytes;
  }

  async function gallery(id = packageId): Promise<Schemas['Photo'][]> {
    const response = await t.request<Schemas['PhotoList']>({
      method: 'GET',
      url: `/photo?packageId=${id}`,
      token: customer.token,
    });
    expect(response.status).toBe(200);
    return response.body.photos;
  }

  describe('uploading a package photo', () => {
    it('answers 202 at once, then renders AVIF, WebP and JPEG variants that keep no EXIF and no GPS position', async () => {
      const original = await jpegWithGps();
      expect(await exifr.gps(original)).toMatchObject({ latitude: 13.75, longitude: 100.5 });

      const uploaded = await upload(
        photographer,
        { purpose: 'package', packageId, caption: 'First dance' },
        original,
      );
      expect(uploaded.status).toBe(202);
      expect(uploaded.body).toMatchObject({
        purpose: 'package',
        packageId,
        caption: 'First dance',
        cover: true,
        position: 0,
        status: 'processing',
        sources: [],
        src: null,
      });
      // Auto-oriented: the sideways 1600×1200 file is a 1200×1600 portrait.
      expect([uploaded.body.width, uploaded.body.height]).toEqual([1200, 1600]);

      await t.app.photoProcessor.idle();
      const ready = await t.request<Schemas['Photo']>({
        method: 'GET',
        url: `/photo/${uploaded.body.id}`,
        token: customer.token,
      });
      expect(ready.body.status).toBe('ready');
      expect(ready.body.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const urls = variantUrls(ready.body);
      expect([...urls.keys()]).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
      expect(ready.body.sources[0]!.srcSet).toMatch(/ 320w, .* 640w, .* 960w, .* 1200w$/);
      expect(ready.body.src).toBe(urls.get('image/jpeg')!.at(-1));

      for (const [type, list] of urls) {
        expect(list).toHaveLength(4);
        for (const url of list) {
          const response = await media(url);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe(type);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers.etag).toBeTruthy();
          const bytes = response.body;
          const meta = await sharp(bytes).metadata();
          expect(meta.exif, `${url} keeps EXIF`).toBeUndefined();
          expect(meta.xmp).toBeUndefined();
          expect(
            await exifr.gps(bytes).catch(() => undefined),
            `${url} keeps a GPS position`,
          ).toBeUndefined();
          expect(meta.height! / meta.width!).toBeCloseTo(1600 / 1200, 1);
        }
      }
    });

    it('shows the cover on package cards and the gallery on the package page', async () => {
      const [photo] = await gallery();
      const detail = await t.request<Schemas['PackageDetail']>({
        method: 'GET',
        url: `/package/${packageId}`,
        token: customer.token,
      });
      expect(detail.body.cover?.id).toBe(photo!.id);
      expect(detail.body.photos?.map((p) => p.id)).toEqual([photo!.id]);
      const list = await t.request<Schemas['PackageList']>({
        method: 'GET',
        url: `/package?photographerId=${photographer.uid}`,
        token: customer.token,
      });
      expect(list.body.packages.find((p) => p.id === packageId)?.cover?.id).toBe(photo!.id);
    });

    it('never serves the original (it still has its EXIF), nor a path outside the variants', async () => {
      const [photo] = await gallery();
      const jpeg = variantUrls(photo!).get('image/jpeg')![0]!;
      const hash = /([0-9a-f]{64})\//.exec(jpeg)![1]!;
      const base = jpeg.slice(0, jpeg.indexOf(hash) + hash.length);
      expect((await media(`${base}/original`)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/media/${hash}/original` })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/media/../pglite` })).statusCode).toBe(404);
    });

    it('judges the file by its content: a text file named .jpg is 415 and nothing is kept', async () => {
      const before = await storageBytes(photographer);
      const response = await upload(
        photographer,
        { purpose: 'package', packageId },
        Buffer.from('not a photo at all\n'.repeat(100)),
        'holiday.jpg',
        'image/jpeg',
      );
      expect(response.status).toBe(415);
      expect(response.body.code).toBe('unsupported_media_type');
      expect(await storageBytes(photographer)).toBe(before);
      expect(await gallery()).toHaveLength(1);
    });

    it('refuses a 20000×20000 PNG from its header, without decoding it', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(200_000);
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const response = await upload(
        photographer,
        { purpose: 'package', packageId },
        bomb,
        'bomb.png',
        'image/png',
      );
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('unprocessable');
      expect(response.body.details).toMatchObject({ width: 20_000, height: 20_000 });
      // Decoding it would take seconds and 400 MB or more.
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
    });

    it('refuses a file over 25 MB with 413 payload_too_large', async () => {
      const response = await upload(
        photographer,
        { purpose: 'package', packageId },
        Buffer.alloc(26 * 1024 * 1024, 1),
        'huge.jpg',
      );
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('payload_too_large');
    });

    it("refuses another photographer's package (403) and a customer's portfolio (403)", async () => {
      const image = await png('#336699');
      const foreign = await upload(
        other,
        { purpose: 'package', packageId },
        image,
        'x.png',
        'image/png',
      );
      expect(foreign.status).toBe(403);
      const customers = await upload(
        customer,
        { purpose: 'portfolio' },
        image,
        'x.png',
        'image/png',
      );
      expect(customers.status).toBe(403);
      const missing = await upload(
        photographer,
        { purpose: 'package', packageId: 'no-such-package' },
        image,
        'x.png',
        'image/png',
      );
      expect(missing.status).toBe(404);
    });

    it('validates the text parts like any body (400) and the rules between them (422)', async () => {
      const image = await png('#123456');
      expect((await upload(photographer, { purpose: 'wallpaper' }, image)).status).toBe(400);
      expect(
        (await upload(photographer, { purpose: 'portfolio', caption: 'x'.repeat(301) }, image))
          .status,
      ).toBe(400);
      expect((await upload(photographer, { purpose: 'package' }, image)).status).toBe(422);
      expect(
        (
          await upload(
            photographer,
            { purpose: 'package', packageId, category: 'WEDDING_BLISS' },
            image,
          )
        ).status,
      ).toBe(422);
      const noFile = await t.request({
        method: 'POST',
        url: '/photo',
        token: photographer.token,
        body: (() => {
          const f = new FormData();
          f.append('purpose', 'portfolio');
          return f;
        })(),
      });
      expect(noFile.status).toBe(400);
    });

    it('refuses an upload over the storage quota with 413 quota_exceeded, keeping what was there', async () => {
      const before = await storageBytes(photographer);
      await t.db
        .update(users)
        .set({ storageBytes: t.config.storageQuotaBytes - 100 })
        .where(eq(users.id, photographer.uid));
      const response = await upload(
        photographer,
        { purpose: 'portfolio' },
        await png('#abcdef'),
        'p.png',
        'image/png',
      );
      expect(response.status).toBe(413);
      expect(response.body.code).toBe('quota_exceeded');
      await t.db.update(users).set({ storageBytes: before }).where(eq(users.id, photographer.uid));
    });
  });

  describe('a gallery', () => {
    let galleryPackage: string;
    beforeAll(async () => {
      const created = await t.request<Schemas['Package']>({
        method: 'POST',
        url: '/package',
        token: photographer.token,
        body: {
          title: 'Studio portraits',
          description: 'Clean light',
          category: 'FAMILY_PORTRAITS',
          location: 'Chiang Mai',
        },
      });
      galleryPackage = created.body.id;
    });

    it(`holds at most ${PHOTO_LIMITS.package} photos; the same image twice is stored once`, async () => {
      const image = await png('#7a5230');
      for (let i = 0; i < PHOTO_LIMITS.package; i++) {
        const response = await upload(
          photographer,
          { purpose: 'package', packageId: galleryPackage },
          image,
          'same.png',
          'image/png',
        );
        expect(response.status, `photo ${i + 1}`).toBe(202);
      }
      const full = await upload(
        photographer,
        { purpose: 'package', packageId: galleryPackage },
        image,
        'same.png',
        'image/png',
      );
      expect(full.status).toBe(422);
      await t.app.photoProcessor.idle();
      const photos = await gallery(galleryPackage);
      expect(photos).toHaveLength(PHOTO_LIMITS.package);
      expect(new Set(photos.map((p) => p.src)).size).toBe(1);
    });

    it('is reordered, captioned and given a new cover by its owner only', async () => {
      const photos = await gallery(galleryPackage);
      const reversed = photos.map((p) => p.id).reverse();
      expect(
        (
          await t.request({
            method: 'PUT',
            url: '/photo/order',
            token: other.token,
            body: { photoIds: reversed },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: '/photo/order',
            token: photographer.token,
            body: { photoIds: reversed.slice(1) },
          })
        ).status,
      ).toBe(422);
      const reordered = await t.request<Schemas['PhotoList']>({
        method: 'PUT',
        url: '/photo/order',
        token: photographer.token,
        body: { photoIds: reversed },
      });
      expect(reordered.status).toBe(200);
      expect(reordered.body.photos.map((p) => p.id)).toEqual(reversed);

      const last = reversed[0]!;
      expect(
        (
          await t.request({
            method: 'PATCH',
            url: `/photo/${last}`,
            token: other.token,
            body: { caption: 'mine now' },
          })
        ).status,
      ).toBe(403);
      const captioned = await t.request<Schemas['Photo']>({
        method: 'PATCH',
        url: `/photo/${last}`,
        token: photographer.token,
        body: { caption: 'Window light' },
      });
      expect(captioned.body.caption).toBe('Window light');
      const covered = await t.request<Schemas['Photo']>({
        method: 'POST',
        url: `/photo/${last}/cover`,
        token: photographer.token,
      });
      expect(covered.body.cover).toBe(true);
      const after = await gallery(galleryPackage);
      expect(after.filter((p) => p.cover).map((p) => p.id)).toEqual([last]);
      // The package's card in a list shows the new cover (one per package, never two).
      const list = await t.request<Schemas['PackageList']>({
        method: 'GET',
        url: `/package?photographerId=${photographer.uid}`,
        token: customer.token,
      });
      expect(list.body.packages.filter((p) => p.id === galleryPackage)).toHaveLength(1);
      expect(list.body.packages.find((p) => p.id === galleryPackage)?.cover?.id).toBe(last);
    });

    it('gives bytes back and removes files only when no photo uses them any more', async () => {
      const before = await storageBytes(photographer);
      const photos = await gallery(galleryPackage);
      const url = variantUrls(photos[0]!).get('image/webp')![0]!;
      const cover = photos.find((p) => p.cover)!;
      expect(
        (await t.request({ method: 'DELETE', url: `/photo/${cover.id}`, token: other.token }))
          .status,
      ).toBe(403);
      expect(
        (
          await t.request({
            method: 'DELETE',
            url: `/photo/${cover.id}`,
            token: photographer.token,
          })
        ).status,
      ).toBe(204);
      const after = await gallery(galleryPackage);
      expect(after).toHaveLength(PHOTO_LIMITS.package - 1);
      expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
      expect(after.filter((p) => p.cover)).toHaveLength(1);
      expect(await storageBytes(photographer)).toBeLessThan(before);
      expect((await media(url)).statusCode).toBe(200);

      // Deleting the package deletes its gallery: every byte returns and the shared files go.
      expect(
        (
          await t.request({
            method: 'DELETE',
            url: `/package/${galleryPackage}`,
            token: photographer.token,
          })
        ).status,
      ).toBe(204);
      expect((await media(url)).statusCode).toBe(404);
    });
  });

  describe('avatars and portfolios', () => {
    it("an avatar becomes the profile's avatarUrl once rendered, and a new one replaces it", async () => {
      const first = await upload(
        customer,
        { purpose: 'avatar' },
        await png('#ff8800', 400, 400),
        'me.png',
        'image/png',
      );
      expect(first.status).toBe(202);
      await t.app.photoProcessor.idle();
      const profile = await t.request<Schemas['UserProfile']>({
        method: 'GET',
        url: '/user/profile',
        token: customer.token,
      });
      expect(profile.body.avatarUrl).toMatch(/\/media\/[0-9a-f]{64}\/320\.webp$/);
      expect((await media(profile.body.avatarUrl!)).statusCode).toBe(200);

      const second = await upload(
        customer,
        { purpose: 'avatar' },
        await png('#0088ff', 400, 400),
        'me2.png',
        'image/png',
      );
      expect(second.status).toBe(202);
      await t.app.photoProcessor.idle();
      const updated = await t.request<Schemas['UserProfile']>({
        method: 'GET',
        url: '/user/profile',
        token: customer.token,
      });
      expect(updated.body.avatarUrl).not.toBe(profile.body.avatarUrl);
      expect(
        (await t.request({ method: 'GET', url: `/photo/${first.body.id}`, token: customer.token }))
          .status,
      ).toBe(404);
      expect((await media(profile.body.avatarUrl!)).statusCode).toBe(404);
    });

    it('a portfolio photo carries its category and is listed on the photographer', async () => {
      const response = await upload(
        photographer,
        { purpose: 'portfolio', category: 'FAMILY_PORTRAITS', caption: 'Sunday picnic' },
        await png('#228833'),
        'p.png',
        'image/png',
      );
      expect(response.status).toBe(202);
      const list = await t.request<Schemas['PhotoList']>({
        method: 'GET',
        url: `/photo?photographerId=${photographer.uid}`,
        token: customer.token,
      });
      expect(list.body.photos.map((p) => [p.category, p.caption])).toEqual([
        ['FAMILY_PORTRAITS', 'Sunday picnic'],
      ]);
      // The directory's card shows the portfolio's first photo.
      const directory = await t.request<Schemas['PhotographerList']>({
        method: 'GET',
        url: '/user/photographers?limit=100',
        token: customer.token,
      });
      const card = directory.body.photographers.find((p) => p.id === photographer.uid);
      expect(card?.cover?.id).toBe(list.body.photos[0]!.id);
      // The same photo as GET /photo shows it (its rendering may have finished in between).
      const { id, ownerId, purpose, position, caption, category, width, height, createdAt } =
        list.body.photos[0]!;
      expect(card?.cover).toMatchObject({
        id,
        ownerId,
        purpose,
        position,
        caption,
        category,
        width,
        height,
        createdAt,
      });
      expect(directory.body.photographers.find((p) => p.id === other.uid)?.cover).toBeNull();
      expect(
        (await t.request({ method: 'GET', url: '/photo', token: customer.token })).status,
      ).toBe(400);
    });

    it('renders again an image whose rendering had failed when it is uploaded again', async () => {
      const image = await png('#5a3d7a');
      const first = await upload(
        photographer,
        { purpose: 'portfolio' },
        image,
        'retry.png',
        'image/png',
      );
      expect(first.status).toBe(202);
      await t.app.photoProcessor.idle();
      // As if the renderer had given up on it (a crash mid-render, a storage outage).
      const [stored] = await t.db
        .select({ hash: photos.hash })
        .from(photos)
        .where(eq(photos.id, first.body.id));
      await t.db
        .update(imageAssets)
        .set({ status: 'failed' })
        .where(eq(imageAssets.hash, stored!.hash));
      expect(
        (
          await t.request<Schemas['Photo']>({
            method: 'GET',
            url: `/photo/${first.body.id}`,
            token: photographer.token,
          })
        ).body.status,
      ).toBe('failed');
      const again = await upload(
        photographer,
        { purpose: 'portfolio' },
        image,
        'retry.png',
        'image/png',
      );
      expect(again.status).toBe(202);
      await t.app.photoProcessor.idle();
      for (const id of [first.body.id, again.body.id]) {
        expect(
          (
            await t.request<Schemas['Photo']>({
              method: 'GET',
              url: `/photo/${id}`,
              token: photographer.token,
            })
          ).body.status,
        ).toBe('ready');
      }
    });
  });

  describe('a HEIC photo from a phone', () => {
    it('is decoded (libheif), rendered like any other, and leaves its GPS position behind', async () => {
      const heic = await readFile(path.join(import.meta.dirname, 'fixtures/iphone-gps.heic'));
      const meta = await sharp(heic).metadata();
      expect([meta.format, meta.compression]).toEqual(['heif', 'hevc']);
      expect(await exifr.parse(meta.exif!, { gps: true })).toMatchObject({
        latitude: 13.75,
        longitude: 100.5,
      });

      const uploaded = await upload(
        other,
        { purpose: 'avatar' },
        heic,
        'IMG_0001.HEIC',
        'image/heic',
      );
      expect(uploaded.status).toBe(202);
      expect([uploaded.body.width, uploaded.body.height]).toEqual([480, 360]);
      await t.app.photoProcessor.idle();
      const ready = await t.request<Schemas['Photo']>({
        method: 'GET',
        url: `/photo/${uploaded.body.id}`,
        token: other.token,
      });
      expect(ready.body.status).toBe('ready');
      for (const [, list] of variantUrls(ready.body)) {
        for (const url of list) {
          const response = await media(url);
          expect(response.statusCode).toBe(200);
          const variant = await sharp(response.body).metadata();
          expect(variant.exif, `${url} keeps EXIF`).toBeUndefined();
          expect(variant.width).toBeLessThanOrEqual(480);
        }
      }
    });
  });
});
