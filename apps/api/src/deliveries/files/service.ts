/**
 * Delivery files as the two parties use them (docs/product.md §11, docs/decisions/0023 and 0026):
 * who may upload, list and remove what, and the links that serve the bytes.
 * Anyone who is not a party of the booking gets 404 for everything, as if it did not exist.
 */
import type { components } from '@shootbook/api-client';
import { fileChangeRefusal, portfolioCopyRefusal } from '@shootbook/machines';

import type { Deps } from '../../deps.ts';
import { DomainError, Forbidden, InvalidTransition, NotFound } from '../../errors.ts';
import type { DeliveryFileRow } from '../../db/schema.ts';
import { copyIntoPortfolio, type PhotoDeps } from '../../photos/index.ts';
import {
  allDeliveryFiles,
  deliveryOfAppointment,
  findDeliveryFile,
  findDeliveryFileEvenRemoved,
  insertDeliveryFile,
  listDeliveryFiles,
  lockForUpload,
  markFilesRemoved,
  photographerUsage,
  type DeliveryParties,
} from './queries.ts';
import { removeDeliveryFiles } from './retention.ts';
import type { DeliveryFileKind } from './render.ts';
import { LINK_TTL_MS, mintLinkToken } from './signed-links.ts';
import type { DeliveryUploadPort, StoredDeliveryFile, UploadTarget } from './uploads.ts';

type Schemas = components['schemas'];

/** What the files' services need. */
export type FilesDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'log'>;

/** The caller's side of the booking. */
export type Party = 'photographer' | 'customer';

/**
 * The delivery of appointment `appointmentId` and the caller's side of it.
 * @throws NotFound when there is no delivery or the caller is not a party of the booking.
 */
export async function partyDelivery(
  deps: Pick<FilesDeps, 'db'>,
  uid: string,
  appointmentId: string,
): Promise<{ delivery: DeliveryParties; party: Party }> {
  const delivery = await deliveryOfAppointment(deps.db, appointmentId);
  if (delivery?.photographerId === uid) return { delivery, party: 'photographer' };
  if (delivery?.customerId === uid) return { delivery, party: 'customer' };
  throw new NotFound('No delivery of this appointment');
}

/**
 * 409 `invalid_transition` unless the photographer may add or remove a file of `kind` now
 * (packages/machines `fileChangeRefusal`; `params.reason` `delivery_<refusal>`).
 */
function assertFileChange(
  delivery: Pick<DeliveryParties, 'status' | 'offersProofs'>,
  kind: DeliveryFileKind,
): void {
  const reason = fileChangeRefusal(delivery, kind);
  if (reason)
    throw new InvalidTransition(
      `A ${kind} cannot be changed while the delivery is ${delivery.status}`,
      {
        reason,
        status: delivery.status,
      },
      { reason: `delivery_${reason}` },
    );
}

/**
 * 413 `quota_exceeded` with `details.quota` `deliveryFiles` or `deliveryBytes` (the contract's
 * `createDeliveryUpload`) and `details.limit`, the quota.
 */
export class DeliveryQuotaExceeded extends DomainError {
  constructor(quota: 'deliveryFiles' | 'deliveryBytes', limit: number) {
    super(413, 'quota_exceeded', `This file would take you over your ${quota} quota (${limit})`, {
      quota,
      limit,
    });
  }
}

function assertQuota(
  config: FilesDeps['config'],
  usage: { files: number; bytes: number },
  bytes: number,
): void {
  const { quotaFiles, quotaBytes } = config.deliveryFiles;
  if (usage.files + 1 > quotaFiles) throw new DeliveryQuotaExceeded('deliveryFiles', quotaFiles);
  if (usage.bytes + bytes > quotaBytes)
    throw new DeliveryQuotaExceeded('deliveryBytes', quotaBytes);
}

/** The upload path's view of the database (uploads.ts). */
export function uploadPort(deps: FilesDeps): DeliveryUploadPort {
  return {
    async target(uid, appointmentId) {
      const delivery = await deliveryOfAppointment(deps.db, appointmentId);
      if (!delivery || delivery.photographerId !== uid)
        throw new NotFound('No delivery of this appointment');
      return {
        appointmentId,
        deliveryId: delivery.deliveryId,
        photographerId: delivery.photographerId,
        photographerName: delivery.photographerName,
      };
    },
    async admit(target, kind, bytes) {
      const delivery = await deliveryOfAppointment(deps.db, target.appointmentId);
      if (!delivery) throw new NotFound('No delivery of this appointment');
      assertFileChange(delivery, kind);
      assertQuota(deps.config, await photographerUsage(deps.db, target.photographerId), bytes);
    },
    async record(target: UploadTarget, file: StoredDeliveryFile) {
      await deps.db.transaction(async (tx) => {
        const delivery = await lockForUpload(tx, target.deliveryId, target.photographerId);
        if (!delivery) throw new NotFound('No delivery of this appointment');
        assertFileChange(delivery, file.kind);
        assertQuota(deps.config, await photographerUsage(tx, target.photographerId), file.bytes);
        await insertDeliveryFile(tx, {
          ...file,
          deliveryId: target.deliveryId,
          photographerId: target.photographerId,
          createdAt: deps.clock.now(),
        });
      });
    },
  };
}

/** The link to `subject` under this API's address. */
function link(
  deps: Pick<FilesDeps, 'config'>,
  path: 'delivery-files' | 'delivery-archive',
  subject: Parameters<typeof mintLinkToken>[1],
  now: Date,
): { url: string; expiresAt: Date } {
  const { token, expiresAt } = mintLinkToken(deps.config.deliveryFiles.linkSecret, subject, now);
  return { url: `${deps.config.apiBaseUrl}/${path}/${token}`, expiresAt };
}

/** Whether the customer sees files of `kind` yet (proofs once shown, finals once delivered). */
function customerSees(delivery: DeliveryParties, kind: DeliveryFileKind): boolean {
  return kind === 'proof'
    ? delivery.offersProofs && delivery.status !== 'Open'
    : delivery.finalsDeliveredAt !== null;
}

function toWire(
  row: DeliveryFileRow,
  preview: string,
  download: string | null,
): Schemas['DeliveryFile'] {
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    picked: row.picked,
    portfolioAllowed: row.portfolioAllowed,
    previewUrl: preview,
    downloadUrl: download,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `listDeliveryFiles`: a page of the delivery's files of `kind` with signed links. A customer
 * sees proofs once shown and finals once delivered (an empty page before); a proof's original is
 * never linked (its `downloadUrl` is null for both parties: everything served is metadata-free).
 */
export async function listFiles(
  deps: FilesDeps,
  uid: string,
  appointmentId: string,
  query: { kind?: DeliveryFileKind; limit: number; offset: number },
): Promise<Schemas['DeliveryFileList']> {
  const { delivery, party } = await partyDelivery(deps, uid, appointmentId);
  const kind = query.kind ?? 'final';
  const now = deps.clock.now();
  const linksExpireAt = new Date(Math.ceil((now.getTime() + LINK_TTL_MS) / 1000) * 1000);
  if (party === 'customer' && !customerSees(delivery, kind))
    return { files: [], total: 0, linksExpireAt: linksExpireAt.toISOString() };
  const { rows, total } = await listDeliveryFiles(deps.db, delivery.deliveryId, kind, query);
  const files = rows.map((row) =>
    toWire(
      row,
      link(deps, 'delivery-files', { kind: 'preview', id: row.id }, now).url,
      row.kind === 'final'
        ? link(deps, 'delivery-files', { kind: 'file', id: row.id }, now).url
        : null,
    ),
  );
  return { files, total, linksExpireAt: linksExpireAt.toISOString() };
}

/** `deleteDeliveryFile`: the photographer takes a file back before it is handed over. */
export async function deleteFile(
  deps: FilesDeps,
  uid: string,
  appointmentId: string,
  fileId: string,
): Promise<void> {
  const { delivery, party } = await partyDelivery(deps, uid, appointmentId);
  const file = await findDeliveryFile(deps.db, fileId, delivery.deliveryId);
  if (!file) throw new NotFound('No such file');
  if (party !== 'photographer') throw new Forbidden('Only the photographer removes a file');
  assertFileChange(delivery, file.kind);
  await markFilesRemoved(deps.db, [file.id], deps.clock.now());
  await removeDeliveryFiles(deps.storage, [file]);
}

/** `createDeliveryArchiveLink`: either party, once finals were delivered. */
export async function archiveLink(
  deps: FilesDeps,
  uid: string,
  appointmentId: string,
): Promise<Schemas['SignedLink']> {
  const { delivery } = await partyDelivery(deps, uid, appointmentId);
  if (delivery.finalsDeliveredAt === null)
    throw new InvalidTransition('The finals have not been delivered yet', {
      reason: 'not_allowed_in_state',
      status: delivery.status,
    });
  const { url, expiresAt } = link(
    deps,
    'delivery-archive',
    { kind: 'archive', id: delivery.deliveryId },
    deps.clock.now(),
  );
  return { url, expiresAt: expiresAt.toISOString() };
}

/** The archive's entries: the delivery's finals under their original names. */
export async function archiveEntries(
  deps: Pick<FilesDeps, 'db'>,
  deliveryId: string,
): Promise<{ key: string; name: string; date: Date; bytes: number }[]> {
  const finals = await allDeliveryFiles(deps.db, deliveryId, 'final');
  return finals.map((row) => ({
    key: row.storageKey,
    name: row.originalName,
    date: row.createdAt,
    bytes: row.bytes,
  }));
}

/**
 * `copyDeliveryFileToPortfolio`: the booking's photographer copies a delivered final the customer
 * allowed into their portfolio (packages/machines `portfolioCopyRefusal`; docs/product.md §11,
 * decision 0023). Idempotent: the same file gives the same photo.
 * @throws NotFound (404) a stranger, no delivery or no such file; Forbidden (403) the customer;
 *   InvalidTransition (409, `params.reason` `portfolio_<refusal>`); the upload's 413 and 422.
 */
export async function copyToPortfolio(
  deps: FilesDeps & Pick<PhotoDeps, 'processor'>,
  uid: string,
  appointmentId: string,
  fileId: string,
): Promise<Schemas['Photo']> {
  const { delivery, party } = await partyDelivery(deps, uid, appointmentId);
  const file = await findDeliveryFileEvenRemoved(deps.db, fileId, delivery.deliveryId);
  if (!file) throw new NotFound('No such file');
  const refusal = portfolioCopyRefusal({
    party,
    kind: file.kind,
    portfolioAllowed: file.portfolioAllowed,
    removed: file.removedAt !== null,
    finalsDelivered: delivery.finalsDeliveredAt !== null,
  });
  if (refusal === 'not_photographer')
    throw new Forbidden('Only the photographer copies a photo into their portfolio');
  if (refusal)
    throw new InvalidTransition(
      'This file cannot be copied into the portfolio',
      { reason: refusal, status: delivery.status },
      { reason: `portfolio_${refusal}` as const },
    );
  return copyIntoPortfolio(deps as PhotoDeps, uid, file.id, async () => {
    const data = await deps.storage.get(file.storageKey);
    if (!data) throw new NotFound('No such file');
    return data;
  });
}
