/**
 * Deleting one's account (docs/product.md §14, decision 0031): packages/machines
 * `accountDeletionVerdict` decides whether it may go; here it goes. In one transaction the profile
 * is anonymised and what only the person used is removed, while bookings, payments, ledger lines,
 * reviews and messages stay without their name; after the commit the files leave storage and the
 * identity provider's account is deleted. What fails after the commit stays owed (`erased_at`
 * null) and the erasure sweep retries it through the job queue.
 */
import type { FastifyInstance } from 'fastify';
import { accountDeletionVerdict } from '@shootbook/machines';

import { withTransaction } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { removeDeliveryFiles } from '../deliveries/index.ts';
import { Conflict } from '../errors.ts';
import { deleteIdentityAccount, type AuthUser } from '../identity/auth.ts';
import { scheduleSweep } from '../ops/sweeps.ts';
import { removeEveryUnusedImage, takeOwnPhotos, takePortfolioCopy } from '../photos/index.ts';
import {
  anonymiseUser,
  customerDeliveryFiles,
  deletionFacts,
  erasureOwed,
  lockUser,
  markCustomerFilesRemoved,
  markErased,
  removeOwnRecords,
  takePackagesOffSale,
} from './account-queries.ts';
import { refreshPhotographerSummary } from './summary.ts';

/** Deleted accounts one sweep run erases at most. */
const ERASURES_PER_RUN = 20;

/**
 * Deletes the caller's account (`DELETE /user/profile`). Refused while a booking of theirs is in
 * flight; otherwise, in one transaction under the caller's row lock: their photos (avatar,
 * galleries, portfolio) are deleted; as a customer, the delivered files of their bookings are
 * marked removed and the portfolio copies photographers made of them deleted (the permission goes
 * with the person); their hand-made busy times, notifications and stored call results are deleted
 * and their name blanked in the other party's notifications; a photographer's packages go off
 * sale; the profile is anonymised and marked deleted. Then {@link eraseOutsideDatabase} runs; if it
 * fails, the sweep retries and the deletion still answers done. Deleting a deleted account again
 * only retries its erasure; a caller without a profile loses the identity account only.
 * @throws Conflict (409 `conflict`, `params.reason` `account_deletion_blocked`,
 *   `details.blockers`: each blocking booking and its reasons).
 */
export async function deleteOwnAccount(deps: Deps, caller: AuthUser): Promise<void> {
  const { uid } = caller;
  const now = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    const row = await lockUser(tx, uid);
    if (!row || row.deletedAt) return;
    const verdict = accountDeletionVerdict(await deletionFacts(tx, uid));
    if (!verdict.ok)
      throw new Conflict(
        'A booking is in flight: the account cannot be deleted yet',
        { blockers: verdict.blockers },
        { reason: 'account_deletion_blocked' },
      );
    // The images these photos used leave storage in the erasure (every image no photo uses).
    await takeOwnPhotos(tx, uid);
    await markCustomerFilesRemoved(tx, uid, now);
    for (const file of await customerDeliveryFiles(tx, uid))
      if (file.kind === 'final') await takePortfolioCopy(tx, file.id);
    await removeOwnRecords(tx, uid);
    await takePackagesOffSale(tx, uid, now);
    await anonymiseUser(tx, uid, now);
    if (row.role === 'Photographer') await refreshPhotographerSummary(tx, uid);
  });
  try {
    await eraseOutsideDatabase(deps, uid);
  } catch (error) {
    deps.log.error({ err: error, uid }, 'account erasure failed: the erasure sweep retries it');
  }
}

/**
 * What a deleted account owes outside the database: the identity provider's account, the files
 * of the delivered photos of the bookings they made as a customer and the files of images no
 * photo uses any more; then `erased_at` is set. Every step may run again (missing files and a
 * missing account are not errors).
 * @throws the storage's or the identity provider's errors (`erased_at` stays null).
 */
export async function eraseOutsideDatabase(deps: Deps, uid: string): Promise<void> {
  // The sign-in first: a storage failure must not leave the account usable.
  await deleteIdentityAccount(deps.config.firebaseProjectId, uid);
  await removeDeliveryFiles(deps.storage, await customerDeliveryFiles(deps.db, uid));
  await removeEveryUnusedImage(deps);
  await markErased(deps.db, uid, deps.clock.now());
}

/**
 * One run of the erasure sweep: {@link eraseOutsideDatabase} for each deleted account still owing
 * it (oldest first, {@link ERASURES_PER_RUN} at most); a failure is logged and left for the next run.
 * @returns the accounts erased.
 */
export async function runAccountErasure(deps: Deps): Promise<string[]> {
  const erased: string[] = [];
  for (const uid of await erasureOwed(deps.db, ERASURES_PER_RUN)) {
    try {
      await eraseOutsideDatabase(deps, uid);
      erased.push(uid);
    } catch (error) {
      deps.log.error({ err: error, uid }, 'account erasure failed: retried on the next run');
    }
  }
  return erased;
}

/** Runs {@link runAccountErasure} every minute through the job queue (tests call it directly). */
export function scheduleAccountErasure(app: FastifyInstance, deps: Deps): void {
  scheduleSweep(app, {
    job: 'account-erasure',
    run: async () => {
      const erased = await runAccountErasure(deps);
      return erased.length > 0
        ? { message: 'deleted accounts erased', fields: { erased: erased.length } }
        : null;
    },
  });
}
