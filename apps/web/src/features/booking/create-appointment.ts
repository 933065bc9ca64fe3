import { unwrap, type Schemas } from '@shootbook/api-client';
import {
  bookingMachine,
  type BookedAppointment,
  type CreateAppointmentInput,
} from '@shootbook/machines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';
import { appointmentKeys } from '../appointments/queries';
import { schedulingKeys } from '../scheduling/queries';

export type Appointment = Schemas['Appointment'];

/**
 * `POST /appointment/{subpackageId} { start, location?, note? }` (docs/decisions/0001: the path id
 * is the **sub-package** id; end = start + durationMinutes). Resolves with the Pending appointment;
 * rejects with an `ApiError` whose `code` is `slot_unavailable` (409), `unprocessable` (422),
 * `validation_failed` (400) or `forbidden` (403, not a customer).
 */
export async function createAppointment(
  subpackageId: string,
  input: CreateAppointmentInput,
): Promise<Appointment> {
  const location = input.location?.trim();
  const note = input.note?.trim();
  const appointment = await unwrap(
    api.POST('/appointment/{id}', {
      params: { path: { id: subpackageId } },
      body: {
        start: input.slot.start,
        ...(location ? { location } : {}),
        ...(note ? { note } : {}),
      },
    }),
  );
  if (!appointment) throw new Error('The API answered without the created appointment');
  return appointment;
}

/**
 * The booking write, {@link createAppointment} for `subpackageId`, as a mutation: once the
 * appointment is created, the appointment lists and counts and the photographer's free slots
 * (a Pending request holds its time) are read again.
 */
export function useCreateAppointment(subpackageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAppointmentInput) => createAppointment(subpackageId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
    },
  });
}

/**
 * The booking machine of @shootbook/machines (its rules: slot choice, submit, the failures) with
 * its `createAppointment` actor running {@link useCreateAppointment} for `subpackageId`, and
 * `failure`, the error of the latest refused or failed request (an `ApiError` whose `code` and
 * `params` the page words with `apiErrorMessage`), set before the machine reaches its failed state.
 */
export function useBookingMachine(subpackageId: string) {
  const { mutateAsync } = useCreateAppointment(subpackageId);
  const [failure, setFailure] = useState<unknown>(null);
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          createAppointment: fromPromise<BookedAppointment, CreateAppointmentInput>(
            async ({ input }) => {
              try {
                return await mutateAsync(input);
              } catch (error) {
                setFailure(error);
                throw error;
              }
            },
          ),
        },
      }),
    [mutateAsync],
  );
  return { machine, failure };
}
