import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { appointmentKeys } from './queries';

/** A booking's dispute (openapi.yaml `Dispute`): amounts in satang, instants ISO-8601 UTC. */
export type Dispute = Schemas['Dispute'];

/** Query keys of a booking's dispute, under `appointmentKeys.all` so booking refreshes include it. */
export const disputeKeys = {
  one: (appointmentId: string) => [...appointmentKeys.all, 'dispute', appointmentId] as const,
};

/** The payment's and ledger's reads a dispute changes (the payout is held, then released or refunded). */
const PAYMENT_KEYS = ['payments'] as const;

/**
 * `GET /appointment/{id}/dispute` → the booking's dispute, or null while it has none
 * (docs/product.md §12, docs/decisions/0033). Only the booking's parties may read it: 404 for
 * anyone else and for an unknown booking.
 */
export function disputeQuery(appointmentId: string) {
  return queryOptions({
    queryKey: disputeKeys.one(appointmentId),
    queryFn: async (): Promise<Dispute | null> =>
      (
        await unwrap(
          api.GET('/appointment/{id}/dispute', { params: { path: { id: appointmentId } } }),
        )
      ).dispute,
  });
}

/** Variables of {@link useOpenDispute}: the booking, the reason code and the customer's text. */
export interface DisputeOpenRequest {
  appointmentId: string;
  reason: Schemas['DisputeReason'];
  text: string;
}

/**
 * `POST /appointment/{id}/dispute { reason, text }`: the booking's customer disputes a paid
 * booking (docs/decisions/0033); the photographer's payout waits for an operator's decision.
 * Refused with 409 `invalid_transition` (`dispute_exists`, `dispute_not_paid`,
 * `dispute_shoot_not_over`, `dispute_window_closed`) or 403 `forbidden` for the photographer.
 * The answer is kept as {@link disputeQuery}'s data at once; booking and payment reads are
 * refetched afterwards.
 */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, ...body }: DisputeOpenRequest) =>
      unwrap(
        api.POST('/appointment/{id}/dispute', { params: { path: { id: appointmentId } }, body }),
      ),
    onSuccess: (dispute) =>
      queryClient.setQueryData(disputeKeys.one(dispute.appointmentId), dispute),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS }),
      ]),
  });
}

/** Variables of {@link useAnswerDispute}: the booking and the photographer's text. */
export interface DisputeAnswerRequest {
  appointmentId: string;
  text: string;
}

/**
 * `POST /appointment/{id}/dispute/answer { text }`: the photographer's side, once, while the
 * dispute is Opened (docs/decisions/0033). Refused with 409 `invalid_transition`
 * (`dispute_not_allowed_in_state`) once answered or decided, 403 `forbidden` for the customer.
 * The answer is kept as {@link disputeQuery}'s data at once and refetched afterwards.
 */
export function useAnswerDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, text }: DisputeAnswerRequest) =>
      unwrap(
        api.POST('/appointment/{id}/dispute/answer', {
          params: { path: { id: appointmentId } },
          body: { text },
        }),
      ),
    onSuccess: (dispute) =>
      queryClient.setQueryData(disputeKeys.one(dispute.appointmentId), dispute),
    onSettled: (_data, _error, { appointmentId }) =>
      queryClient.invalidateQueries({ queryKey: disputeKeys.one(appointmentId) }),
  });
}
