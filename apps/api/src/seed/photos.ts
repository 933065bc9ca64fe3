/**
 * Demo photos (docs/decisions/0010 "Demo data"; seed/README.md for the photographs' licences): every demo
 * photographer gets a portfolio and every demo package a cover and a gallery, uploaded through the
 * same pipeline as a user's (photos/service.ts `uploadPhoto`: judged by content, stored once per
 * image, rendered off the request path). The photographs are read from a directory of JPEGs —
 * by default Debian's `mate-backgrounds` (`apt-get install mate-backgrounds`), freely licensed
 * (GPL-2+) and kept out of this repository. The demo deliveries get their proofs and finals from
 * the same photographs, through the delivery upload pipeline ({@link seedDeliveryFiles}).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { addHours, addMinutes } from 'date-fns';
import { eq, sql } from 'drizzle-orm';

import { deliveries, deliveryFiles, photos } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { storeDeliveryFile } from '../deliveries/files/index.ts';
import { uploadPhoto, type PhotoDeps } from '../photos/index.ts';
import { SEED_DELIVERIES, seedId } from './seed.ts';
import { demoPhotographers } from './demo-data.ts';

/** Portfolio photos per demo photographer, and gallery photos per demo package. */
export const SEED_PORTFOLIO_SIZE = 4;
export const SEED_GALLERY_SIZE = 3;

/**
 * The JPEGs of `sourceDir` (none when it is missing), sorted by name; `photo(n)` reads the `n`-th
 * in a rotation, each file once.
 */
async function photographs(
  sourceDir: string,
): Promise<{ sources: number; photo: (n: number) => Promise<Buffer> }> {
  const files = await readdir(sourceDir).catch(() => [] as string[]);
  const jpegs = files.filter((name) => /\.jpe?g$/i.test(name)).sort();
  const cache = new Map<string, Buffer>();
  const photo = async (n: number) => {
    const name = jpegs[n % jpegs.length]!;
    if (!cache.has(name)) cache.set(name, await readFile(path.join(sourceDir, name)));
    return cache.get(name)!;
  };
  return { sources: jpegs.length, photo };
}

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
  const { sources, photo } = await photographs(sourceDir);
  if (sources === 0) return { sources: 0, uploaded: 0 };
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
  return { sources, uploaded };
}

/**
 * Gives the demo deliveries (seed.ts {@link SEED_DELIVERIES}) the files their state shows —
 * watermarked proofs to pick from, finals to download — rendered and stored by the delivery
 * upload pipeline (deliveries/files `storeDeliveryFile`) from the photographs of `sourceDir`, and
 * listed as uploaded by the photographer (proofs when the delivery opened, finals an hour before
 * they were delivered), named as a camera names them (`DSC_0001.jpg`). A delivery that has files,
 * or is missing, is left alone, so a second run adds nothing. Development only, as every seed.
 * @returns how many sources there were and files were stored (`sources: 0`: nothing done).
 */
export async function seedDeliveryFiles(
  deps: Pick<Deps, 'db' | 'storage'>,
  sourceDir: string,
): Promise<SeededPhotos> {
  const { sources, photo } = await photographs(sourceDir);
  if (sources === 0) return { sources: 0, uploaded: 0 };
  const photographer = demoPhotographers[0]!;
  let uploaded = 0;
  for (const [d, seeded] of SEED_DELIVERIES.entries()) {
    const deliveryId = seedId(`delivery/${seeded.name}`);
    const [delivery] = await deps.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    if (!delivery) continue;
    const [existing] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveryFiles)
      .where(eq(deliveryFiles.deliveryId, deliveryId));
    if ((existing?.n ?? 0) > 0) continue;
    const { kind, count } = seeded.files;
    const createdAt =
      kind === 'final' && delivery.finalsDeliveredAt
        ? addHours(delivery.finalsDeliveredAt, -1)
        : delivery.createdAt;
    for (let i = 0; i < count; i++) {
      const originalName = `DSC_${String(i + 1).padStart(4, '0')}.jpg`;
      const file = await storeDeliveryFile(deps.storage, {
        id: createHash('sha256')
          .update(`shootbook-seed:delivery/${seeded.name}/${i}`)
          .digest('hex'),
        kind,
        data: await photo(d * 3 + i),
        originalName,
        filetype: 'image/jpeg',
        photographerName: photographer.name,
      });
      await deps.db
        .insert(deliveryFiles)
        .values({
          ...file,
          deliveryId,
          photographerId: photographer.uid,
          createdAt: addMinutes(createdAt, i),
        })
        .onConflictDoNothing();
      uploaded += 1;
    }
  }
  return { sources, uploaded };
}
