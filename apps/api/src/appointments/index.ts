/**
 * What other resources may use of appointments: the related rows an appointment is shown with
 * and its wire shape. Everything else in this folder is internal to it.
 */
export { loadRelated } from './details.ts';
export { toAppointment } from './wire.ts';
export { findPaymentForUpdate } from './queries.ts';
