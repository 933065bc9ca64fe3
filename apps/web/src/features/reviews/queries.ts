import { unwrap, type Schemas } from '@shootbook/api-client';
import { canReview } from '@shootbook/machines';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import {
  appointmentDetailsQuery,
  appointmentKeys,
  type AppointmentDetail,
} from '../appointments/queries';
import { profileKeys } from '../profiles/queries';

export type Rating = Schemas['Rating'];

export const reviewKeys = {
  all: ['ratings'] as const,
  list: (userId: string) => ['ratings', userId, 'list'] as const,
  one: (userId: string, ratingId: string) => ['ratings', userId, ratingId] as const,
};

/** `GET /user/{id}/rating?limit=1000`: reviews of user `id`, newest first, with their `average`. */
export function ratingsQuery(userId: string) {
  return queryOptions({
    queryKey: reviewKeys.list(userId),
    queryFn: () =>
      unwrap(
        api.GET('/user/{id}/rating', { params: { path: { id: userId }, query: { limit: 1000 } } }),
      ),
  });
}

/** {@link ratingsQuery} as a hook; idle without a user. */
export function useRatings(userId: string | undefined) {
  return useQuery({ ...ratingsQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** `GET /user/{id}/rating/{ratingId}`: one review (edit page). */
export function useRating(userId: string, ratingId: string) {
  return useQuery({
    queryKey: reviewKeys.one(userId, ratingId),
    queryFn: () =>
      unwrap(
        api.GET('/user/{id}/rating/{ratingId}', { params: { path: { id: userId, ratingId } } }),
      ),
  });
}

/**
 * The appointments with photographer `photographerId` that customer `customerId` may review
 * (`canReview` of @shootbook/machines: their own, Completed) and has not reviewed yet (one review
 * per appointment). Pure, so the "Write a review" rule is testable.
 */
export function reviewableAppointments(
  details: AppointmentDetail[],
  photographerId: string,
  customerId: string | undefined,
): AppointmentDetail[] {
  if (!customerId) return [];
  return details.filter(
    (d) =>
      !d.reviewed &&
      canReview(
        {
          appointmentStatus: d.appointment.status,
          customerId: d.appointment.customerId,
          photographerId: d.appointment.photographerId,
        },
        { reviewerId: customerId, photographerId },
      ),
  );
}

/**
 * `GET /appointment/detail?status=Completed`, narrowed to what the customer `customerId` may
 * still review for `photographerId`. Disabled (empty) for anyone but a customer.
 */
export function useReviewableAppointments(
  photographerId: string,
  customerId: string | undefined,
  enabled: boolean,
) {
  return useQuery({
    ...appointmentDetailsQuery({ status: 'Completed' }),
    enabled,
    select: (details: AppointmentDetail[]) =>
      reviewableAppointments(details, photographerId, customerId),
  });
}

/** Reviews change the photographer's `ratingAverage`/`ratingCount` and the appointments' `reviewed`. */
function useInvalidateReviews() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all }),
      client.invalidateQueries({ queryKey: profileKeys.all }),
      client.invalidateQueries({ queryKey: ['photographers'] }),
      client.invalidateQueries({ queryKey: appointmentKeys.all }),
    ]);
}

/** `POST /user/{id}/rating` `{ appointmentId, score, comment }`: 409 when that appointment is already reviewed. */
export function useCreateRating(userId: string) {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (body: Schemas['RatingCreate']) =>
      unwrap(api.POST('/user/{id}/rating', { params: { path: { id: userId } }, body })),
    onSuccess: () => invalidate(),
  });
}

/** `PUT /user/{id}/rating/{ratingId}` `{ score, comment }`: the reviewer's own review only (403 otherwise). */
export function useUpdateRating(userId: string) {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ ratingId, body }: { ratingId: string; body: Schemas['RatingUpdate'] }) =>
      unwrap(
        api.PUT('/user/{id}/rating/{ratingId}', {
          params: { path: { id: userId, ratingId } },
          body,
        }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** `DELETE /user/{id}/rating/{ratingId}`: the reviewer's own review only. */
export function useDeleteRating(userId: string) {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (ratingId: string) =>
      unwrap(
        api.DELETE('/user/{id}/rating/{ratingId}', { params: { path: { id: userId, ratingId } } }),
      ),
    onSuccess: () => invalidate(),
  });
}
