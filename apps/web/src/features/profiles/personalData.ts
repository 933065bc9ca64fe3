import { ApiError, unwrap, type Schemas } from '@shootbook/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { saveFile } from '../../app/download';

/** One booking that keeps the account from being deleted, with why (docs/product.md §14). */
export type DeletionBlocker = Schemas['AccountDeletionBlocked']['blockers'][number];

/**
 * `GET /user/export` → everything ShootBook holds about the signed-in user as one ZIP, saved by
 * the browser as `shootbook-data.zip`.
 * @throws ApiError (network, 401).
 */
export async function downloadOwnData(): Promise<void> {
  const blob = await unwrap(api.GET('/user/export', { parseAs: 'blob' }));
  saveFile(blob as Blob, 'shootbook-data.zip');
}

/**
 * The bookings that blocked an account deletion (`409 conflict` with reason
 * `account_deletion_blocked`, `details.blockers`), or null for any other failure.
 */
export function deletionBlockers(error: unknown): DeletionBlocker[] | null {
  if (!(error instanceof ApiError) || error.params?.reason !== 'account_deletion_blocked')
    return null;
  const blockers = (error.details as Partial<Schemas['AccountDeletionBlocked']> | null | undefined)
    ?.blockers;
  return Array.isArray(blockers) ? blockers : [];
}

/** `DELETE /user/profile`: deletes the signed-in user's account (docs/product.md §14). */
export function useDeleteOwnAccount() {
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/user/profile')),
  });
}
