/**
 * Renders uploaded photos off the request path (docs/decisions/0010): the upload answers 202 as
 * soon as the original is stored, and a bounded queue ({@link PHOTO_WORKERS} at a time, so a burst
 * of uploads cannot starve the API's requests of CPU) renders the variants. Which replica renders
 * an asset is decided by the database (`claimAsset`, a conditional `UPDATE`); an asset whose
 * worker died is claimed again after {@link STALE_CLAIM_MS} by the sweep every replica with
 * background jobs runs each minute.
 */
import { and, eq } from 'drizzle-orm';
import fastq from 'fastq';
import { Counter, Histogram } from 'prom-client';

import { imageAssets, photos, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { originalKey, renderVariants, variantKey } from './pipeline.ts';
import { claimAsset, pendingAssets } from './queries.ts';
import type { MediaStorage } from './storage.ts';

/** Photos rendered at once per replica (each uses libvips' own threads too). */
export const PHOTO_WORKERS = 1;
/** A claim older than this is a worker that died: the asset is rendered again. */
export const STALE_CLAIM_MS = 5 * 60_000;
/** The avatar URL width (a 320 px WebP is sharp on a 2× phone at 160 CSS pixels). */
const AVATAR_WIDTH = 320;

/** The render queue of one replica. */
export interface PhotoProcessor {
  /** Queues asset `hash` for rendering (a no-op when another worker has claimed it). */
  enqueue(hash: string): void;
  /** Queues every asset still waiting (after a restart, or a dead replica's). */
  sweep(): Promise<void>;
  /** Resolves when nothing is queued or rendering (tests, shutdown). */
  idle(): Promise<void>;
}

/** The render queue over `deps.db` and `storage`. Failures are logged and mark the asset `failed`. */
export function createPhotoProcessor(
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'metrics'>,
  storage: MediaStorage,
): PhotoProcessor {
  const { db, clock, log } = deps;
  const rendered = new Counter({
    name: 'shootbook_photos_rendered_total',
    help: 'Photos rendered by this replica, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [deps.metrics],
  });
  const seconds = new Histogram({
    name: 'shootbook_photo_render_seconds',
    help: 'Time to render every variant of one photo.',
    buckets: [0.25, 0.5, 1, 2, 4, 8, 16, 32],
    registers: [deps.metrics],
  });

  async function render(hash: string): Promise<void> {
    const now = clock.now();
    const asset = await claimAsset(db, hash, now, new Date(now.getTime() - STALE_CLAIM_MS));
    if (!asset) return;
    const stop = seconds.startTimer();
    try {
      const original = await storage.get(originalKey(hash));
      if (!original) throw new Error(`The original of ${hash} is missing`);
      const result = await renderVariants(original, asset);
      const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
      for (const variant of result.variants)
        await storage.put(
          variantKey(hash, variant.width, variant.format),
          variant.data,
          types[variant.format],
        );
      await db
        .update(imageAssets)
        .set({ status: 'ready', widths: result.widths, placeholder: result.placeholder })
        .where(eq(imageAssets.hash, hash));
      const avatarWidth =
        result.widths.filter((w) => w <= AVATAR_WIDTH).at(-1) ?? result.widths[0]!;
      const avatarUrl = storage.url(variantKey(hash, avatarWidth, 'webp'));
      const owners = await db
        .select({ ownerId: photos.ownerId })
        .from(photos)
        .where(and(eq(photos.hash, hash), eq(photos.purpose, 'avatar')));
      for (const { ownerId } of owners)
        await db.update(users).set({ avatarUrl }).where(eq(users.id, ownerId));
      rendered.inc({ outcome: 'ready' });
    } catch (error) {
      log.warn({ err: error, hash }, 'photo could not be rendered');
      await db.update(imageAssets).set({ status: 'failed' }).where(eq(imageAssets.hash, hash));
      rendered.inc({ outcome: 'failed' });
    } finally {
      stop();
    }
    // The original still carries its EXIF (GPS and all): nothing needs it once the variants exist
    // (or the render failed). Removing it is tidying, not part of the render: a failure is logged.
    await storage
      .remove(originalKey(hash))
      .catch((error: unknown) =>
        log.warn({ err: error, hash }, 'photo original could not be removed'),
      );
  }

  const queue = fastq.promise(render, PHOTO_WORKERS);
  const queued = new Set<string>();

  function enqueue(hash: string): void {
    if (queued.has(hash)) return;
    queued.add(hash);
    void queue
      .push(hash)
      .catch((error: unknown) => log.error({ err: error, hash }, 'photo render queue failed'))
      .finally(() => queued.delete(hash));
  }

  return {
    enqueue,
    async sweep() {
      const now = clock.now();
      for (const hash of await pendingAssets(db, new Date(now.getTime() - STALE_CLAIM_MS), 100))
        enqueue(hash);
    },
    async idle() {
      if (queue.idle()) return;
      await queue.drained();
    },
  };
}
