/**
 * What other resources may use of payments: the money moves an appointment change causes
 * (through the machines' payment helpers), the provider's refusal, and the wire shapes.
 * Everything else in this folder is internal to it.
 */
export {
  closeExtraPhotosCheckout,
  openExtraPhotosCheckout,
  refundExtraPhotos,
  releaseExtraPhotosPayout,
} from './extra-photos.ts';
export { movePayment } from './payment-moves.ts';
export {
  recordCancellationSplit,
  refundPayment,
  releasePayout,
  settleCanceledPayment,
  type Cancellation,
} from './payouts.ts';
export { ProviderRefusedError } from './provider.ts';
export { storedResponse, storeResponse } from './queries.ts';
export { closeCheckout } from './service.ts';
export { toPayment, toProviderPayment } from './wire.ts';
