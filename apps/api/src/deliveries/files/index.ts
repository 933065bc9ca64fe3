/**
 * The file side of photo delivery (docs/decisions/0026): resumable uploads, proofs and finals,
 * signed links, the streamed ZIP and retention. What other modules may use is exported here.
 */
export { deliveryFilesHandlers, deliveryTransfersPlugin } from './plugin.ts';
export { archiveNames, streamArchive, type ArchiveEntry } from './archive.ts';
export { renderDeliveryFile, PROOF_LONG_SIDE, type DeliveryFileKind } from './render.ts';
export {
  applyRetention,
  removeDeliveryFiles,
  removeProofOriginals,
  type RetainedFile,
} from './retention.ts';
export { LINK_TTL_MS, mintLinkToken, verifyLinkToken, type LinkSubject } from './signed-links.ts';
export {
  createDeliveryUploads,
  storeDeliveryFile,
  sweepAbandonedUploads,
  uploadStore,
  type DeliveryUploadPort,
  type DeliveryUploads,
  type StoredDeliveryFile,
  type UploadTarget,
} from './uploads.ts';
