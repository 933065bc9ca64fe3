import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../app/api';
import { deliveryKeys, type DeliveryFileKind } from './keys';
import type { Delivery } from './delivery-view';

export { deliveryKeys, type DeliveryFileKind } from './keys';

/** The booking's reads that a delivery change also changes (the payment is released or refunded). */
const RELATED_KEYS: QueryKey[] = [['appointments'], ['payments']];

/**
 * `GET /appointment/{id}/delivery` → the booking's delivery, or `null` while it has none (no
 * delivery opened yet: the shoot is not Completed, or it delivers nothing through ShootBook).
 * Failures throw, 404 included (a booking that is not the caller's, or none).
 */
export function deliveryQuery(appointmentId: string) {
  return queryOptions({
    queryKey: deliveryKeys.one(appointmentId),
    queryFn: async (): Promise<Delivery | null> =>
      (
        await unwrap(
          api.GET('/appointment/{id}/delivery', { params: { path: { id: appointmentId } } }),
        )
      ).delivery,
  });
}

/**
 * `GET /appointment/{id}/delivery/files?kind=&limit=1000` → the proofs or finals with their
 * signed links, oldest first. The links expire (`linksExpireAt`): the list is read again a minute
 * before, so a download never follows a dead link.
 */
export function deliveryFilesQuery(appointmentId: string, kind: DeliveryFileKind) {
  return queryOptions({
    queryKey: deliveryKeys.files(appointmentId, kind),
    queryFn: () =>
      unwrap(
        api.GET('/appointment/{id}/delivery/files', {
          params: { path: { id: appointmentId }, query: { kind, limit: 1000 } },
        }),
      ),
    staleTime: (query) => {
      const expires = query.state.data?.linksExpireAt;
      return expires ? Math.max(0, Date.parse(expires) - Date.now() - 60_000) : 0;
    },
  });
}

/** `GET /deliveries?open=true&limit=1000` → the caller's deliveries not yet final, soonest due first. */
export function openDeliveriesQuery() {
  return queryOptions({
    queryKey: deliveryKeys.open(),
    queryFn: async () =>
      (await unwrap(api.GET('/deliveries', { params: { query: { open: true, limit: 1000 } } })))
        .deliveries,
  });
}

/** Variables of {@link useDeliveryEvent}: the event the viewer sends, `note` with a revision. */
export type DeliveryEventRequest = Schemas['DeliveryEventInput'] & { appointmentId: string };

/** An event a party sends (openapi.yaml `DeliveryEventInput.type`: every one but the system's AUTO_ACCEPT). */
export type SentDeliveryEvent = Schemas['DeliveryEventInput']['type'];

/**
 * `POST /appointment/{id}/delivery/events { type, note? }`: the viewer moves the delivery on
 * (proofs ready, picks, finals, accept, revision, refund). The answer is the delivery, kept at
 * once; its files, the booking and the payments are read again (accepting releases the payout,
 * a refund refunds). Refusals: 409 `invalid_transition` with `details.reason` (the delivery
 * rules' refusal), 403 `forbidden` ({@link deliveryErrorMessage} words them).
 */
export function useDeliveryEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, ...body }: DeliveryEventRequest) =>
      unwrap(
        api.POST('/appointment/{id}/delivery/events', {
          params: { path: { id: appointmentId } },
          body,
        }),
      ),
    onSuccess: (delivery) =>
      queryClient.setQueryData(deliveryKeys.one(delivery.appointmentId), delivery),
    onSettled: () =>
      Promise.all(
        [deliveryKeys.all, ...RELATED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Variables of {@link useFileChoice}. */
export interface FileChoiceRequest {
  appointmentId: string;
  fileId: string;
  /** `pick`: a proof as a favourite; `portfolio`: a final the photographer may show. */
  choice: 'pick' | 'portfolio';
  on: boolean;
}

type FileList = Schemas['DeliveryFileList'];

/**
 * `PUT|DELETE /appointment/{id}/delivery/files/{fileId}/pick|portfolio`: the customer marks or
 * unmarks a proof as picked, or lets a final show in the portfolio. Optimistic: the cached file
 * list changes at once and goes back if the API refuses; the delivery's pick count follows the
 * answer.
 */
export function useFileChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, fileId, choice, on }: FileChoiceRequest) => {
      const params = { params: { path: { id: appointmentId, fileId } } };
      return unwrap(
        choice === 'pick'
          ? on
            ? api.PUT('/appointment/{id}/delivery/files/{fileId}/pick', params)
            : api.DELETE('/appointment/{id}/delivery/files/{fileId}/pick', params)
          : on
            ? api.PUT('/appointment/{id}/delivery/files/{fileId}/portfolio', params)
            : api.DELETE('/appointment/{id}/delivery/files/{fileId}/portfolio', params),
      );
    },
    onMutate: async ({ appointmentId, fileId, choice, on }) => {
      const key = deliveryKeys.files(appointmentId, choice === 'pick' ? 'proof' : 'final');
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FileList>(key);
      const field = choice === 'pick' ? 'picked' : 'portfolioAllowed';
      queryClient.setQueryData<FileList>(key, (list) =>
        list
          ? {
              ...list,
              files: list.files.map((f) => (f.id === fileId ? { ...f, [field]: on } : f)),
            }
          : list,
      );
      return { key, previous };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
    },
    onSuccess: (answer, { appointmentId }) =>
      queryClient.setQueryData<Delivery | null>(deliveryKeys.one(appointmentId), (delivery) =>
        delivery ? { ...delivery, pickCount: answer.pickCount } : delivery,
      ),
  });
}

/** Variables of {@link useRemoveDeliveryFile}. */
export interface RemoveFileRequest {
  appointmentId: string;
  kind: DeliveryFileKind;
  fileId: string;
}

/**
 * `DELETE /appointment/{id}/delivery/files/{fileId}`: the photographer takes back a file not yet
 * handed over (packages/machines `fileChangeRefusal`). The file leaves the cached list at once
 * and comes back if the API refuses (409 `invalid_transition` once handed over); afterwards the
 * list and the delivery's counts are read again.
 */
export function useRemoveDeliveryFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, fileId }: RemoveFileRequest) =>
      unwrap(
        api.DELETE('/appointment/{id}/delivery/files/{fileId}', {
          params: { path: { id: appointmentId, fileId } },
        }),
      ),
    onMutate: async ({ appointmentId, kind, fileId }) => {
      const key = deliveryKeys.files(appointmentId, kind);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FileList>(key);
      queryClient.setQueryData<FileList>(key, (list) =>
        list
          ? {
              ...list,
              files: list.files.filter((file) => file.id !== fileId),
              total: list.total - 1,
            }
          : list,
      );
      return { key, previous };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: (_answer, _error, { appointmentId, kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.files(appointmentId, kind) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.one(appointmentId) }),
      ]),
  });
}

/**
 * `POST /appointment/{id}/delivery/archive-link` → a short-lived signed link to every final as
 * one ZIP, which the browser then downloads (the API streams it).
 */
export async function archiveLink(appointmentId: string): Promise<string> {
  return (
    await unwrap(
      api.POST('/appointment/{id}/delivery/archive-link', {
        params: { path: { id: appointmentId } },
      }),
    )
  ).url;
}

/**
 * `POST /appointment/{id}/delivery/extra-photos` → the checkout of the extra photos picked
 * beyond the included ones (packages/machines `extraPhotosCharge`); the caller sends the browser
 * to `checkoutUrl`. `key` is the idempotency key of this attempt (a retry returns the same).
 */
export function useExtraPhotosCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, key }: { appointmentId: string; key: string }) =>
      unwrap(
        api.POST('/appointment/{id}/delivery/extra-photos', {
          params: { path: { id: appointmentId }, header: { 'Idempotency-Key': key } },
        }),
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(deliveryKeys.one(answer.delivery.appointmentId), answer.delivery),
  });
}

/** Variables of {@link useCopyToPortfolio}. */
export interface PortfolioCopyRequest {
  appointmentId: string;
  fileId: string;
}

/**
 * `POST /appointment/{id}/delivery/files/{fileId}/portfolio-copy`: the photographer copies a final
 * the customer allowed into their portfolio (idempotent: the same photo again). Refreshes the
 * photo lists (the portfolio). The rule is packages/machines `portfolioCopyRefusal`.
 */
export function useCopyToPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, fileId }: PortfolioCopyRequest) =>
      unwrap(
        api.POST('/appointment/{id}/delivery/files/{fileId}/portfolio-copy', {
          params: { path: { id: appointmentId, fileId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['photos'] }),
  });
}
