/**
 * Demo photos (docs/decisions/0010; seed/photos.ts): the seed gives every demo photographer a
 * portfolio and every demo package a cover and a gallery, through the upload pipeline, once.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imageAssets, photos } from '../src/db/schema.ts';
import { demoPhotographers } from '../src/seed/demo-data.ts';
import { SEED_GALLERY_SIZE, SEED_PORTFOLIO_SIZE, seedPhotos } from '../src/seed/photos.ts';
import { seedDatabase, seedId } from '../src/seed/seed.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

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
      await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
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
