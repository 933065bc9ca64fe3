import { unwrap, type Schemas } from '@shootbook/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import type { WeeklyAvailability } from './weekly-availability';

export type BusyTime = Schemas['BusyTime'];
export type PublicProfile = Schemas['PublicProfile'];
export type SlotList = Schemas['SlotList'];

/**
 * Query keys of the scheduling feature; invalidate `schedulingKeys.all` after any schedule change.
 * `busyTimesAll` and `slotsAll` are what an appointment's change can alter (its hold).
 */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  busyTimesAll: ['scheduling', 'busyTimes'] as const,
  busyTimes: (photographerId: string, from: string, to: string) =>
    ['scheduling', 'busyTimes', photographerId, from, to] as const,
  busyTimesOf: (photographerId: string) => ['scheduling', 'busyTimes', photographerId] as const,
  slotsAll: ['scheduling', 'slots'] as const,
  slots: (subpackageId: string, from: string, to: string, except: string | null) =>
    ['scheduling', 'slots', subpackageId, from, to, except] as const,
  profile: (userId: string) => ['scheduling', 'profile', userId] as const,
};

/**
 * `GET /subpackage/{id}/slots?from&to[&except]` → `SlotList`: the sub-package's bookable starts in
 * `[from, to)` (ISO UTC, at most 62 days), as the API judges them (docs/decisions/0007): weekly
 * availability in the photographer's zone, the API's booking window and what blocks the
 * photographer; `except` leaves the caller's own Pending request out (moving it). Errors: 404
 * unknown sub-package or request, 403 someone else's request, 422 a request that can no longer move.
 */
export function slotsQuery(subpackageId: string, from: string, to: string, except?: string) {
  return queryOptions({
    queryKey: schedulingKeys.slots(subpackageId, from, to, except ?? null),
    queryFn: () =>
      unwrap(
        api.GET('/subpackage/{id}/slots', {
          params: {
            path: { id: subpackageId },
            query: { from, to, ...(except ? { except } : {}) },
          },
        }),
      ),
  });
}

/**
 * `GET /busytime/photographer/{id}?from&to` → `{ busyTimes }`: the photographer's own busy times,
 * Appointment busy times and Pending holds overlapping `[from, to)` (ISO UTC; docs/decisions/0001).
 */
export function busyTimesQuery(photographerId: string, from: string, to: string) {
  return queryOptions({
    queryKey: schedulingKeys.busyTimes(photographerId, from, to),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/busytime/photographer/{id}', {
            params: { path: { id: photographerId }, query: { from, to } },
          }),
        )
      )?.busyTimes ?? [],
  });
}

/** `GET /user/profile/{id}`: a photographer's public profile (weeklyAvailability, timezone). */
export function publicProfileQuery(userId: string) {
  return queryOptions({
    queryKey: schedulingKeys.profile(userId),
    queryFn: () => unwrap(api.GET('/user/profile/{id}', { params: { path: { id: userId } } })),
  });
}

/**
 * `POST /user/busytime { start, end, title }` (ISO UTC). Errors: `409 conflict` when it overlaps a
 * Pending or Accepted appointment (openapi.yaml `createBusyTime`), `400 validation_failed`.
 */
export function useCreateBusyTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['BusyTimeCreate']) => unwrap(api.POST('/user/busytime', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}

/** `DELETE /user/busytime/{id}`: kind Photographer only (`409` for Appointment busy times). */
export function useDeleteBusyTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (busyTime: BusyTime) => {
      await unwrap(api.DELETE('/user/busytime/{id}', { params: { path: { id: busyTime.id } } }));
      return busyTime;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}

/**
 * `PATCH /user/profile { weeklyAvailability }`; the caller refreshes the session profile afterwards.
 * Errors: `400 validation_failed` (a malformed range), `422 unprocessable`.
 */
export function useUpdateWeeklyAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyAvailability: WeeklyAvailability) =>
      unwrap(api.PATCH('/user/profile', { body: { weeklyAvailability } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}
