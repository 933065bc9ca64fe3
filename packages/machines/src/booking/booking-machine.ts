import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TimeInterval } from '../scheduling/slots.ts';

/** The appointment the API created (`POST /appointment/{subpackageId}` answer); only `id` is relied on. */
export interface BookedAppointment {
  id: string;
  [field: string]: unknown;
}

/** What the booking page sends with the chosen slot (`POST /appointment/{id}` body besides `start`). */
export interface BookingDetails {
  location?: string;
  note?: string;
}

/** Input of the `createAppointment` actor. The app binds the sub-package id itself. */
export interface CreateAppointmentInput extends BookingDetails {
  slot: TimeInterval;
}

/**
 * A failed booking in the API's `Error` shape (ADR 0001): `code` such as `slot_unavailable`,
 * `validation_failed`, or `network_error` when the error carried no code.
 */
export interface BookingError {
  code: string;
  message: string;
}

/** Turns whatever the `createAppointment` actor rejected with into a {@link BookingError}. */
export function toBookingError(error: unknown): BookingError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : 'network_error',
    message: typeof e.message === 'string' ? e.message : String(error),
  };
}

/** Events of {@link bookingMachine}. */
export type BookingEvent =
  | { type: 'SELECT_SLOT'; slot: TimeInterval }
  | ({ type: 'SUBMIT' } & BookingDetails)
  | { type: 'RETRY' }
  | { type: 'RESET' };

/** Context of {@link bookingMachine}. */
export interface BookingContext {
  slot: TimeInterval | null;
  details: BookingDetails;
  appointment: BookedAppointment | null;
  error: BookingError | null;
}

/** State values of {@link bookingMachine} the page renders from. */
export const BookingState = {
  selectingSlot: 'selectingSlot',
  submitting: 'submitting',
  booked: 'booked',
  failed: 'failed',
  /** `{ failed: 'slotTaken' }`: someone else got the slot (error code `slot_unavailable`). */
  slotTaken: 'slotTaken',
  /** `{ failed: 'error' }`: any other failure; RETRY resubmits the same slot. */
  error: 'error',
} as const;

/**
 * Booking flow of the page `/package/{id}/subpackage/appointment/create/{subpackageid}`:
 * selectingSlot → submitting (invokes `createAppointment`) → booked (final) | failed.
 * `failed.slotTaken` when the API answered `slot_unavailable`: the slot is cleared and the
 * user must pick another (RETRY is not offered); `failed.error` otherwise, where RETRY
 * submits the same slot again. SELECT_SLOT from failed starts over with the new slot;
 * RESET clears everything.
 *
 * The app supplies the call: `bookingMachine.provide({ actors: { createAppointment:
 * fromPromise(async ({ input }) => api.POST(...)) } })`, rejecting with the API `Error` body.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    createAppointment: fromPromise<BookedAppointment, CreateAppointmentInput>(async () => {
      throw new Error('bookingMachine: provide the createAppointment actor');
    }),
  },
  actions: {
    assignSlot: assign(({ event }) => {
      assertEvent(event, 'SELECT_SLOT');
      return { slot: event.slot, error: null };
    }),
    assignDetails: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      const { type: _type, ...details } = event;
      return { details };
    }),
    reset: assign({ slot: null, details: {}, appointment: null, error: null }),
  },
  guards: {
    hasSlot: ({ context }) => context.slot !== null,
    isSlotUnavailable: ({ event }) =>
      'error' in event && toBookingError((event as { error: unknown }).error).code === 'slot_unavailable',
  },
}).createMachine({
  id: 'booking',
  initial: 'selectingSlot',
  context: { slot: null, details: {}, appointment: null, error: null },
  states: {
    selectingSlot: {
      on: {
        SELECT_SLOT: { actions: 'assignSlot' },
        SUBMIT: { guard: 'hasSlot', target: 'submitting', actions: 'assignDetails' },
      },
    },
    submitting: {
      invoke: {
        id: 'createAppointment',
        src: 'createAppointment',
        input: ({ context }) => ({ ...context.details, slot: context.slot as TimeInterval }),
        onDone: { target: 'booked', actions: assign({ appointment: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isSlotUnavailable',
            target: 'failed.slotTaken',
            // The slot is gone: keep the user from resubmitting it.
            actions: assign({ slot: null, error: ({ event }) => toBookingError(event.error) }),
          },
          { target: 'failed.error', actions: assign({ error: ({ event }) => toBookingError(event.error) }) },
        ],
      },
    },
    booked: { type: 'final' },
    failed: {
      initial: 'error',
      states: {
        error: { on: { RETRY: '#booking.submitting' } },
        slotTaken: {},
      },
      on: {
        SELECT_SLOT: { target: 'selectingSlot', actions: 'assignSlot' },
      },
    },
  },
  on: {
    RESET: { target: '.selectingSlot', actions: 'reset' },
  },
});

/** The type of {@link bookingMachine}. */
export type BookingMachine = typeof bookingMachine;
