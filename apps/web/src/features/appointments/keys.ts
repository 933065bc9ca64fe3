import type { AppointmentStatus, PaymentStatus } from '@shootbook/api-client';

/** Filters of `GET /appointment/detail` (openapi.yaml `listAppointmentDetails`). */
export interface AppointmentDetailFilter {
  status?: AppointmentStatus;
  paymentStatus?: PaymentStatus;
}

/** Query keys of the appointments feature. Every appointment read lives under `appointmentKeys.all`. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  details: () => ['appointments', 'details'] as const,
  detailList: (filter: AppointmentDetailFilter) => ['appointments', 'details', filter] as const,
  /** One booking's detail (the booking page); not under `details()`, whose entries are lists. */
  detail: (id: string) => ['appointments', 'detail', id] as const,
  /** Every count below. */
  counts: () => ['appointments', 'count'] as const,
  /** How many of the caller's appointments have a status (`GET /appointment`'s total). */
  count: (status: AppointmentStatus) => ['appointments', 'count', status] as const,
  /** One appointment's own row (`GET /appointment/{id}`), the resource `PATCH /appointment/{id}` changes. */
  one: (id: string) => ['appointments', 'one', id] as const,
};
