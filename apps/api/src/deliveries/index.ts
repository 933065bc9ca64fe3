/**
 * What other resources may use of deliveries: opening the delivery of a completed shoot (the
 * appointments' COMPLETE), the clock sweep, and the streamed ZIP writer (the personal-data export). Everything else in this folder is internal to it.
 */
export { openDelivery } from './service.ts';
export { runDeliverySweeps, type DeliverySweepResult } from './sweeps.ts';
export { removeDeliveryFiles } from './files/retention.ts';
export { streamZip, type AppendZipEntry } from './files/archive.ts';
