/**
 * Demo photos (docs/decisions/0010; seed/photos.ts): the seed gives every demo photographer a
 * portfolio and every demo package a cover and a gallery, through the upload pipeline, once; and
 * the demo deliveries their proofs and finals, through the delivery upload pipeline, once.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliveryFiles, imageAssets, photos } from '../src/db/schema.ts';
import { archiveLink, listFiles } from '../src/deliveries/files/service.ts';
import { demoCustomers, demoPhotographers } from '../src/seed/demo-data.ts';
import {
  SEED_GALLERY_SIZE,
  SEED_PORTFOLIO_SIZE,
  seedDeliveryFiles,
  seedPhotos,
} from '../src/seed/photos.ts';
import { seedDatabase, seedId } from '../src/seed/seed.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { unzip } from './helpers/zip.ts';

let t: TestApp;
let sourceDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, { now: t.clock.now(), platformFeeBps: t.config.platformFeeBps });
  sourceDir = await mkdtemp(path.join(os.tmpdir(), 'shootbook-seed-photos-'));
  // Five "photographs" (and a file that is not one, which the seed leaves alone).
  for (const [i, colour] of ['#c8643c', '#3c78c8', '#3cc878', '#c8b43c', '#8c3cc8'].entries()) {
    await writeFile(
      path.join(sourceDir, `photo-${i}.jpg`),
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    );
  }
  await writeFile(path.join(sourceDir, 'README.txt'), 'not a photo');
});
afterAll(async () => {
  await t?.close();
  await rm(sourceDir, { recursive: true, force: true });
});

describe('seedPhotos', () => {
  it('gives every demo photographer a portfolio and every demo package a cover and a gallery, rendered', async () => {
    const result = await seedPhotos(t.app.photoDeps, sourceDir);
    const packageCount = demoPhotographers.reduce((n, p) => n + p.packages.length, 0);
    expect(result).toEqual({
      sources: 5,
      uploaded: demoPhotographers.length * SEED_PORTFOLIO_SIZE + packageCount * SEED_GALLERY_SIZE,
    });
    await t.app.photoProcessor.idle();

    for (const photographer of demoPhotographers) {
      const portfolio = await t.db
        .select()
        .from(photos)
        .where(eq(photos.ownerId, photographer.uid));
      expect(portfolio.filter((p) => p.purpose === 'portfolio')).toHaveLength(SEED_PORTFOLIO_SIZE);
      for (const pkg of photographer.packages) {
        const gallery = portfolio.filter(
          (p) => p.packageId === seedId(`${photographer.uid}/${pkg.title}`),
        );
        expect(gallery, pkg.title).toHaveLength(SEED_GALLERY_SIZE);
        expect(gallery.filter((p) => p.cover)).toHaveLength(1);
      }
    }
    // Five images, each stored and rendered once however many photos show it.
    const assets = await t.db.select().from(imageAssets);
    expect(assets).toHaveLength(5);
    expect(assets.map((asset) => asset.status)).toEqual(Array.from({ length: 5 }, () => 'ready'));
  });

  it('adds nothing when run again, and nothing without photographs', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(photos);
    expect(await seedPhotos(t.app.photoDeps, sourceDir)).toEqual({ sources: 5, uploaded: 0 });
    expect(await seedPhotos(t.app.photoDeps, path.join(sourceDir, 'missing'))).toEqual({
      sources: 0,
      uploaded: 0,
    });
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(photos);
    expect(after!.n).toBe(before!.n);
  });
});

describe('seedDeliveryFiles', () => {
  const customer = demoCustomers[0]!.uid;
  const proofsBooking = seedId('delivery/proofs/appointment');
  const finalsBooking = seedId('delivery/finals/appointment');
  /** The bytes behind a signed link, as the browser follows it. */
  const follow = async (link: string) => {
    const answer = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    return {
      status: answer.statusCode,
      type: answer.headers['content-type'],
      body: answer.rawPayload,
    };
  };

  it('gives the demo customer watermarked proofs to pick from and finals to download, one by one or as a ZIP', async () => {
    expect(await seedDeliveryFiles(t.app.photoDeps, sourceDir)).toEqual({
      sources: 5,
      uploaded: 10,
    });
    const deps = t.app.photoDeps;

    const proofs = await listFiles(deps, customer, proofsBooking, {
      kind: 'proof',
      limit: 100,
      offset: 0,
    });
    expect(proofs.files.map((f) => [f.originalName, f.picked, f.downloadUrl])).toEqual(
      [
        'DSC_0001.jpg',
        'DSC_0002.jpg',
        'DSC_0003.jpg',
        'DSC_0004.jpg',
        'DSC_0005.jpg',
        'DSC_0006.jpg',
      ].map((name) => [name, false, null]),
    );
    // The source photographs are flat colours: what varies in a proof is its watermark.
    const proof = await follow(proofs.files[0]!.previewUrl);
    expect([proof.status, proof.type]).toEqual([200, 'image/jpeg']);
    const { channels } = await sharp(proof.body).stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(5);

    const finals = await listFiles(deps, customer, finalsBooking, {
      kind: 'final',
      limit: 100,
      offset: 0,
    });
    expect(finals.files.map((f) => f.originalName)).toEqual([
      'DSC_0001.jpg',
      'DSC_0002.jpg',
      'DSC_0003.jpg',
      'DSC_0004.jpg',
    ]);
    const final = await follow(finals.files[0]!.downloadUrl!);
    expect([final.status, final.type]).toEqual([200, 'image/jpeg']);
    expect(await sharp(final.body).metadata()).toMatchObject({ width: 1200, height: 900 });
    const zip = await follow((await archiveLink(deps, customer, finalsBooking)).url);
    expect([zip.status, zip.type]).toEqual([200, 'application/zip']);
    expect((await unzip(zip.body)).map((entry) => entry.name).sort()).toEqual(
      finals.files.map((f) => f.originalName),
    );
  });

  it('adds nothing when run again', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(deliveryFiles);
    expect(await seedDeliveryFiles(t.app.photoDeps, sourceDir)).toEqual({
      sources: 5,
      uploaded: 0,
    });
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(deliveryFiles);
    expect(after!.n).toBe(before!.n);
  });
});
