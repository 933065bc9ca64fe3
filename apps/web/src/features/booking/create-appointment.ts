import { unwrap, type Schemas } from '@shootbook/api-client';
import {
  bookingMachine,
  type BookedAppointment,
  type CreateAppointmentInput,
} from '@shootbook/machines';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';

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

/** The booking machine of @shootbook/machines with its `createAppointment` actor bound to `subpackageId`. */
export function bookingMachineFor(subpackageId: string) {
  return bookingMachine.provide({
    actors: {
      createAppointment: fromPromise<BookedAppointment, CreateAppointmentInput>(({ input }) =>
        createAppointment(subpackageId, input),
      ),
    },
  });
}
