import {
  unwrap,
  type AppointmentStatus,
  type PaymentStatus,
  type Schemas,
} from '@shootbook/api-client';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../app/api';
import { saveFile } from '../../app/download';

export type AppointmentDetail = Schemas['AppointmentDetail'];
export type RequestableStatus = Schemas['AppointmentStatusUpdate']['status'];

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

/**
 * `GET /appointment?status=&limit=1` → `total`: how many of the caller's appointments (as
 * customer or photographer) have `status`, without fetching them — the navigation's count.
 */
export function appointmentCountQuery(status: AppointmentStatus) {
  return queryOptions({
    queryKey: appointmentKeys.count(status),
    queryFn: async () =>
      (await unwrap(api.GET('/appointment', { params: { query: { status, limit: 1 } } })))?.total ??
      0,
  });
}

/**
 * `GET /appointment/{id}` → the appointment itself (times ISO UTC, price in satang, status,
 * location, note): what the customer's edit form starts from. 403 for anyone but its parties.
 */
export function appointmentQuery(id: string) {
  return queryOptions({
    queryKey: appointmentKeys.one(id),
    queryFn: () => unwrap(api.GET('/appointment/{id}', { params: { path: { id } } })),
  });
}

/** Ledger and payment reads change when an appointment does (accept creates the payment, cancel refunds). */
const PAYMENT_KEYS: QueryKey = ['payments'];
const SCHEDULING_KEYS: QueryKey = ['scheduling'];

/**
 * `GET /appointment/detail?status&paymentStatus&limit=1000` → the caller's appointment details
 * (appointment + package + sub-package + photographer + customer + payment + reviewed), as customer
 * or photographer, newest start first.
 */
export function appointmentDetailsQuery(filter: AppointmentDetailFilter = {}) {
  return queryOptions({
    queryKey: appointmentKeys.detailList(filter),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/appointment/detail', { params: { query: { ...filter, limit: 1000 } } }),
        )
      )?.details ?? [],
  });
}

/**
 * `GET /appointment/detail/{id}` → one appointment with its package, sub-package, both parties,
 * payment (or null) and whether it was reviewed; 404 for an unknown id, 403 for someone else's.
 */
export function appointmentDetailQuery(id: string) {
  return queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: () => unwrap(api.GET('/appointment/detail/{id}', { params: { path: { id } } })),
  });
}

/**
 * `GET /appointment/{id}/calendar` → the shoot as an iCalendar file, saved by the browser as
 * `shootbook-{id}.ics` (the same event as the mailed invitations, so calendars update one entry).
 * @throws ApiError (403 for someone else's appointment, 404, network).
 */
export async function downloadAppointmentCalendar(id: string): Promise<void> {
  const text = await unwrap(
    api.GET('/appointment/{id}/calendar', { params: { path: { id } }, parseAs: 'text' }),
  );
  saveFile(new Blob([text ?? ''], { type: 'text/calendar' }), `shootbook-${id}.ics`);
}

/** Variables of {@link useEditAppointment}: the fields to change (at least one); `start` ISO UTC. */
export interface AppointmentEditRequest {
  appointmentId: string;
  start?: string;
  note?: string;
  location?: string;
}

/**
 * `PATCH /appointment/{id} { start?, note?, location? }`: the customer changes a Pending request
 * (the machine's EDIT; the photographer is notified). Refused with 409 `invalid_transition` once
 * the request was answered or the shoot began; a new time with 409 `slot_unavailable` (taken) or
 * 422 `unprocessable` (outside the booking window or the hours). The answer is the stored
 * appointment, kept as {@link appointmentQuery}'s data at once; appointment reads and the
 * schedule's busy times (the moved hold) are refetched afterwards.
 */
export function useEditAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, ...body }: AppointmentEditRequest) =>
      unwrap(api.PATCH('/appointment/{id}', { params: { path: { id: appointmentId } }, body })),
    onSuccess: (updated) => queryClient.setQueryData(appointmentKeys.one(updated.id), updated),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: SCHEDULING_KEYS }),
      ]),
  });
}

/** Variables of {@link useUpdateAppointmentStatus}. */
export interface StatusChangeRequest {
  appointmentId: string;
  status: RequestableStatus;
  /** Free text kept in the status history (reject/cancel reason). */
  reason?: string;
}

type DetailSnapshot = [QueryKey, AppointmentDetail[] | undefined][];

/**
 * `PATCH /appointment/status/{id} { status, reason? }` with an optimistic update: every cached
 * detail list shows the new status at once, and is rolled back if the API refuses (`409
 * invalid_transition`, `403 forbidden`). Appointment, payment and schedule reads are refetched
 * afterwards (accept creates the payment and the Appointment busy time; cancel may refund).
 */
export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, status, reason }: StatusChangeRequest) =>
      unwrap(
        api.PATCH('/appointment/status/{id}', {
          params: { path: { id: appointmentId } },
          body: reason ? { status, reason } : { status },
        }),
      ),
    onMutate: async ({ appointmentId, status }): Promise<{ previous: DetailSnapshot }> => {
      await queryClient.cancelQueries({ queryKey: appointmentKeys.details() });
      const previous = queryClient.getQueriesData<AppointmentDetail[]>({
        queryKey: appointmentKeys.details(),
      });
      queryClient.setQueriesData<AppointmentDetail[]>(
        { queryKey: appointmentKeys.details() },
        (list) =>
          list?.map((d) =>
            d.appointment.id === appointmentId
              ? { ...d, appointment: { ...d.appointment, status } }
              : d,
          ),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS }),
        queryClient.invalidateQueries({ queryKey: SCHEDULING_KEYS }),
      ]);
    },
  });
}

/**
 * `DELETE /appointment/{id}`: the customer withdraws a Pending request (docs/product.md ("Appointment
 * states"): WITHDRAW → Canceled, the slot freed, the photographer notified). Appointment, payment
 * and schedule reads are refetched afterwards.
 */
export function useWithdrawAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      unwrap(api.DELETE('/appointment/{id}', { params: { path: { id: appointmentId } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS }),
        queryClient.invalidateQueries({ queryKey: SCHEDULING_KEYS }),
      ]),
  });
}

/** Variables of {@link useProposeMove}: the new start (ISO UTC) and the reason code. */
export interface MoveProposalRequest {
  appointmentId: string;
  start: string;
  reason: Schemas['MoveReason'];
}

/**
 * `POST /appointment/{id}/moves { start, reason }`: a party of an Accepted booking proposes
 * another time (docs/product.md §12). Refused with 409 `invalid_transition` (`move_already_open`,
 * `too_late_to_move` …), 409 `slot_unavailable` or 422 `unprocessable` for a time the booking
 * rules refuse. Appointment reads are refetched afterwards (the booking shows the open proposal).
 */
export function useProposeMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, ...body }: MoveProposalRequest) =>
      unwrap(
        api.POST('/appointment/{id}/moves', { params: { path: { id: appointmentId } }, body }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** Variables of {@link useAnswerMove}: which proposal of which booking, and the answer. */
export interface MoveAnswerRequest {
  appointmentId: string;
  moveId: string;
  answer: 'accept' | 'decline' | 'withdraw';
}

/**
 * `POST /appointment/{id}/moves/{moveId}/accept|decline|withdraw`: the other party accepts (the
 * booking moves) or declines; the proposer withdraws. Appointment, payment and schedule reads are
 * refetched afterwards (an accepted move moves the hold on the photographer's calendar).
 */
export function useAnswerMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, moveId, answer }: MoveAnswerRequest) => {
      const params = { params: { path: { id: appointmentId, moveId } } };
      return unwrap(
        answer === 'accept'
          ? api.POST('/appointment/{id}/moves/{moveId}/accept', params)
          : answer === 'decline'
            ? api.POST('/appointment/{id}/moves/{moveId}/decline', params)
            : api.POST('/appointment/{id}/moves/{moveId}/withdraw', params),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: SCHEDULING_KEYS }),
      ]),
  });
}
