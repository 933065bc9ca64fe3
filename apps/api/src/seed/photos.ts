/**
 * Demo photos (docs/decisions/0010 "Demo data"; seed/README.md for the photographs' licences): every demo
 * photographer gets a portfolio and every demo package a cover and a gallery, uploaded through the
 * same pipeline as a user's (photos/service.ts `uploadPhoto`: judged by content, stored once per
 * image, rendered off the request path). The photographs are read from a directory of JPEGs —
 * by default Debian's `mate-backgrounds` (`apt-get install mate-backgrounds`), freely licensed
 * (GPL-2+) and kept out of this repository.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import { photos } from '../db/schema.ts';
import { uploadPhoto, type PhotoDeps } from '../photos/index.ts';
import { seedId } from './seed.ts';
import { demoPhotographers } from './demo-data.ts';

/** Portfolio photos per demo photographer, and gallery photos per demo package. */
export const SEED_PORTFOLIO_SIZE = 4;
export const SEED_GALLERY_SIZE = 3;

/** What {@link seedPhotos} did. */
export interface SeededPhotos {
  /** JPEGs found in the directory (0: nothing was seeded). */
  sources: number;
  uploaded: number;
}

/**
 * Uploads demo photos for every demo photographer that has none yet (so a second run adds
 * nothing). The `n`-th photo of a gallery or portfolio is the directory's JPEGs taken in a
 * rotation that differs per photographer and package, so neighbouring cards do not look alike.
 * @returns how many sources there were and photos were uploaded; `sources: 0` when the directory
 *   is missing or holds no JPEG (the caller says how to get some).
 */
export async function seedPhotos(deps: PhotoDeps, sourceDir: string): Promise<SeededPhotos> {
  const files = await readdir(sourceDir).catch(() => [] as string[]);
  const jpegs = files.filter((name) => /\.jpe?g$/i.test(name)).sort();
  if (jpegs.length === 0) return { sources: 0, uploaded: 0 };
  const cache = new Map<string, Buffer>();
  const photo = async (n: number) => {
    const name = jpegs[n % jpegs.length]!;
    if (!cache.has(name)) cache.set(name, await readFile(path.join(sourceDir, name)));
    return cache.get(name)!;
  };
  let uploaded = 0;
  for (const [index, photographer] of demoPhotographers.entries()) {
    const [existing] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .where(eq(photos.ownerId, photographer.uid));
    if ((existing?.n ?? 0) > 0) continue;
    const caller = { uid: photographer.uid, email: photographer.email };
    for (let i = 0; i < SEED_PORTFOLIO_SIZE; i++) {
      const category = photographer.specialties[i % photographer.specialties.length];
      await uploadPhoto(
        deps,
        caller,
        { purpose: 'portfolio', ...(category ? { category } : {}) },
        await photo(index * 5 + i),
      );
      uploaded += 1;
    }
    for (const [p, pkg] of photographer.packages.entries()) {
      const packageId = seedId(`${photographer.uid}/${pkg.title}`);
      for (let i = 0; i < SEED_GALLERY_SIZE; i++) {
        await uploadPhoto(
          deps,
          caller,
          { purpose: 'package', packageId },
          await photo(index * 3 + p * 2 + i + 1),
        );
        uploaded += 1;
      }
    }
  }
  return { sources: jpegs.length, uploaded };
}
