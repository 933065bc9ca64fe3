/**
 * Retention of delivered files (docs/product.md §11, docs/decisions/0023 `retentionDates`,
 * docs/decisions/0026): a proof's original is removed once the finals are accepted (its
 * watermarked reduction stays for the gallery's history), and every file of a delivery once the
 * finals' retention has passed. When is the caller's (the delivery sweep, from
 * packages/machines `retentionDates`); what goes is decided here. Missing files are not an error,
 * so a sweep that stopped halfway can run again.
 */
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { MediaStorage } from '../../photos/storage.ts';
import { allDeliveryFiles, markFilesRemoved } from './queries.ts';

/** The stored keys of one delivery file (the `delivery_files` row's `storageKey`/`previewKey`). */
export interface RetainedFile {
  kind: 'proof' | 'final';
  storageKey: string;
  previewKey: string | null;
}

/** Removes the originals of `files`' proofs (their reductions stay); finals are left alone. */
export async function removeProofOriginals(
  storage: Pick<MediaStorage, 'remove'>,
  files: readonly RetainedFile[],
): Promise<number> {
  const proofs = files.filter((file) => file.kind === 'proof');
  for (const proof of proofs) await storage.remove(proof.storageKey);
  return proofs.length;
}

/** Removes every stored key of `files` (proofs and finals, originals and reductions). */
export async function removeDeliveryFiles(
  storage: Pick<MediaStorage, 'remove'>,
  files: readonly RetainedFile[],
): Promise<number> {
  for (const file of files) {
    await storage.remove(file.storageKey);
    if (file.previewKey) await storage.remove(file.previewKey);
  }
  return files.length;
}

/**
 * What the delivery sweep calls for delivery `deliveryId`: at `accepted`, the proofs' originals
 * go (their rows and reductions stay, for the gallery's history); at `expired` (the finals'
 * retention has passed), every stored file goes and the rows are marked removed, which also frees
 * the photographer's quota. Returns how many files were touched; running it twice is harmless.
 */
export async function applyRetention(
  deps: { db: Database; storage: Pick<MediaStorage, 'remove'>; clock: Clock },
  deliveryId: string,
  stage: 'accepted' | 'expired',
): Promise<number> {
  if (stage === 'accepted')
    return removeProofOriginals(deps.storage, await allDeliveryFiles(deps.db, deliveryId, 'proof'));
  const files = await allDeliveryFiles(deps.db, deliveryId);
  await removeDeliveryFiles(deps.storage, files);
  await markFilesRemoved(
    deps.db,
    files.map((file) => file.id),
    deps.clock.now(),
  );
  return files.length;
}
