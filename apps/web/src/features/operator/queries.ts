import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export type Dispute = Schemas['Dispute'];
export type DisputeDecision = Schemas['DisputeDecision'];
export type OperatorPhotographer = Schemas['OperatorPhotographer'];
export type OperatorAction = Schemas['OperatorAction'];
export type ReportedMessage = Schemas['ReportedMessage'];

/** Query keys of the operators' console (openapi.yaml tag `operators`, docs/decisions/0033). */
export const operatorKeys = {
  all: ['operator'] as const,
  disputes: () => [...operatorKeys.all, 'disputes'] as const,
  photographers: () => [...operatorKeys.all, 'photographers'] as const,
  booking: (id: string) => [...operatorKeys.all, 'booking', id] as const,
  audit: () => [...operatorKeys.all, 'audit'] as const,
  reports: () => [...operatorKeys.all, 'reports'] as const,
};

/** `GET /operator/disputes?status=open` → the disputes to decide, oldest first. */
export function operatorDisputesQuery() {
  return queryOptions({
    queryKey: operatorKeys.disputes(),
    queryFn: async () =>
      (await unwrap(api.GET('/operator/disputes', { params: { query: { status: 'open' } } })))
        .disputes,
  });
}

/** `GET /operator/photographers` → photographers, suspended ones first (at most 100). */
export function operatorPhotographersQuery() {
  return queryOptions({
    queryKey: operatorKeys.photographers(),
    queryFn: async () => (await unwrap(api.GET('/operator/photographers'))).photographers,
  });
}

/** `GET /operator/bookings/{id}` → a booking's status history, payment, ledger, dispute, actions. */
export function operatorBookingQuery(id: string) {
  return queryOptions({
    queryKey: operatorKeys.booking(id),
    queryFn: () => unwrap(api.GET('/operator/bookings/{id}', { params: { path: { id } } })),
  });
}

/** `GET /operator/audit` → the latest 50 entries of the audit log, newest first, and the total. */
export function operatorAuditQuery() {
  return queryOptions({
    queryKey: operatorKeys.audit(),
    queryFn: () => unwrap(api.GET('/operator/audit', { params: { query: { limit: 50 } } })),
  });
}

/** `GET /operator/message-reports` → reported thread messages, newest first. */
export function messageReportsQuery() {
  return queryOptions({
    queryKey: operatorKeys.reports(),
    queryFn: async () => (await unwrap(api.GET('/operator/message-reports'))).reports,
  });
}

/** What an operator decides on a dispute: `amount` in satang, only for `partial_refund`. */
export interface DisputeDecisionInput {
  decision: DisputeDecision;
  amount?: number;
  reason: string;
}

/**
 * `POST /operator/disputes/{id}/decision` (docs/decisions/0033): refund, partial refund of
 * `amount` satang, or release, with the reason the audit log keeps; every console list is read
 * again afterwards. Rejects with the API's error (e.g. 422 `dispute_amount_out_of_range`).
 */
export function useDecideDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisputeDecisionInput) =>
      unwrap(api.POST('/operator/disputes/{id}/decision', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

/**
 * `POST /operator/photographers/{id}/suspension` (`suspend`) or `/restoration`, with the reason
 * the audit log keeps; the photographers and the audit log are read again afterwards.
 */
export function useSuspension(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suspend, reason }: { suspend: boolean; reason: string }) => {
      const params = { params: { path: { id } }, body: { reason } };
      return unwrap(
        suspend
          ? api.POST('/operator/photographers/{id}/suspension', params)
          : api.POST('/operator/photographers/{id}/restoration', params),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
