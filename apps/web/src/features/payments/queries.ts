import { unwrap, type PaymentStatus, type Schemas } from '@shootbook/api-client';
import { pendingPayouts } from '@shootbook/machines';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export type Payment = Schemas['Payment'];
export type Order = Schemas['Order'];
export type Transaction = Schemas['Transaction'];
export type PaymentList = Schemas['PaymentList'];

/** What `GET /payment` is asked for: a payment status, and a statement's `[from, to)` (ISO instants). */
export interface PaymentListFilter {
  paymentStatus?: PaymentStatus;
  from?: string;
  to?: string;
}

/** Query keys of the payments feature; everything sits under `['payments']`. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (filter: PaymentListFilter = {}) =>
    [
      'payments',
      'list',
      filter.paymentStatus ?? 'any',
      filter.from ?? '',
      filter.to ?? '',
    ] as const,
  order: (oid: string) => ['payments', 'order', oid] as const,
};

/**
 * `GET /payment?paymentStatus&from&to&limit=1000` → `{ payments, transactions, total, openingBalance }`:
 * the caller's payments (newest first) and ledger lines (customer: charges and refunds;
 * photographer: every line). With `from` or `to` it is a statement (docs/decisions/0014): every
 * line of the caller's written in the range and the balance of the lines before it.
 */
export function paymentsQuery(filter: PaymentListFilter = {}) {
  const { paymentStatus, from, to } = filter;
  return queryOptions({
    queryKey: paymentKeys.list(filter),
    queryFn: async (): Promise<PaymentList> =>
      (await unwrap(
        api.GET('/payment', {
          params: {
            query: {
              limit: 1000,
              ...(paymentStatus ? { paymentStatus } : {}),
              ...(from ? { from } : {}),
              ...(to ? { to } : {}),
            },
          },
        }),
      )) ?? { payments: [], transactions: [], total: 0, openingBalance: 0 },
  });
}

/**
 * The photographer's pending payouts (packages/machines `pendingPayouts`: payments Paid, not yet
 * paid out or refunded) as of now, from `GET /payment?paymentStatus=Paid`; not fetched unless `enabled`.
 */
export function usePendingPayouts(enabled: boolean) {
  return useQuery({
    ...paymentsQuery({ paymentStatus: 'Paid' }),
    enabled,
    select: (list) => pendingPayouts(list.payments),
  });
}

/** `GET /payment/{oid}` → the Order (payment + appointment + line item + ledger lines); oid = payment id. */
export function orderQuery(oid: string) {
  return queryOptions({
    queryKey: paymentKeys.order(oid),
    queryFn: async () => {
      const order = await unwrap(api.GET('/payment/{id}', { params: { path: { id: oid } } }));
      if (!order) throw new Error('The API answered without the order');
      return order;
    },
  });
}

/** Variables of {@link useStartCheckout}. */
export interface CheckoutRequest {
  paymentId: string;
  /** `Idempotency-Key` header: one per click-session, reused for retries of the same attempt. */
  idempotencyKey: string;
}

/**
 * `POST /payment/charge/{paymentId}` with an `Idempotency-Key` header → `{ payment, checkoutUrl }`
 * (payment now Wait). The same key returns the same checkout (openapi.yaml `chargePayment`).
 * Errors: `409 invalid_transition` (not Unpaid/Wait any more), `403 forbidden`.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async ({ paymentId, idempotencyKey }: CheckoutRequest) => {
      const result = await unwrap(
        api.POST('/payment/charge/{id}', {
          params: { path: { id: paymentId }, header: { 'Idempotency-Key': idempotencyKey } },
        }),
      );
      if (!result) throw new Error('The API answered without a checkout address');
      return result;
    },
  });
}
