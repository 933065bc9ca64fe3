import type { Schemas } from '@shootbook/api-client';

/** Proofs or finals (openapi.yaml `DeliveryFileKind`). */
export type DeliveryFileKind = Schemas['DeliveryFileKind'];

/** Query keys of the delivery feature; every delivery read lives under `deliveryKeys.all`. */
export const deliveryKeys = {
  all: ['deliveries'] as const,
  /** The caller's open deliveries (the photographer's To-deliver list). */
  open: () => ['deliveries', 'open'] as const,
  /** One booking's delivery (null when the booking has none). */
  one: (appointmentId: string) => ['deliveries', 'one', appointmentId] as const,
  files: (appointmentId: string, kind: DeliveryFileKind) =>
    ['deliveries', 'files', appointmentId, kind] as const,
};
