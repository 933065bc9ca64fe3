import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { SlotRefusal, TimeInterval } from '../scheduling/slots.ts';

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
 * `unprocessable`, `validation_failed`, or `network_error` when the error carried no code;
 * `reason` is the API's `details.reason` when it gave one (a {@link SlotRefusal} for 422).
 */
export interface BookingError {
  code: string;
  message: string;
  reason?: string;
}

/** Turns whatever the `createAppointment` actor rejected with into a {@link BookingError}. */
export function toBookingError(error: unknown): BookingError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const details = (typeof e.details === 'object' && e.details !== null ? e.details : {}) as {
    reason?: unknown;
  };
  return {
    code: typeof e.code === 'string' ? e.code : 'network_error',
    message: typeof e.message === 'string' ? e.message : String(error),
    ...(typeof details.reason === 'string' ? { reason: details.reason } : {}),
  };
}

/** The 422 reasons that judge the slot itself (its time), so sending it again cannot succeed. */
const SLOT_REFUSALS: readonly string[] = [
  'in_the_past',
  'too_soon',
  'too_far',
  'outside_availability',
] satisfies SlotRefusal[];

/** Events of {@link bookingMachine}. */
export type BookingEvent =
  | { type: 'SELECT_SLOT'; slot: TimeInterval }
  /** Book: the details as the form holds them now. Also books again after a failure, with edited details. */
  | ({ type: 'SUBMIT' } & BookingDetails)
  /** Try again after a failure that was not the slot's fault: the same slot and details. */
  | { type: 'RETRY' }
  /** Start over: no slot, no details, no error. */
  | { type: 'RESET' }
  /** The photographer's free slots were (re)loaded; a chosen slot no longer among them is dropped. */
  | { type: 'FREE_SLOTS'; slots: readonly TimeInterval[] };

/** Emitted once, on entering `booked`: the page observes it (`actorRef.on('booked', …)`) to move on. */
export interface BookedEmitted {
  type: 'booked';
  appointment: BookedAppointment;
}

/** Context of {@link bookingMachine}. */
export interface BookingContext {
  slot: TimeInterval | null;
  details: BookingDetails;
  appointment: BookedAppointment | null;
  error: BookingError | null;
  /** The chosen slot the latest free slots no longer offered (taken meanwhile, or now too soon); cleared by the next choice. */
  lostSlot: TimeInterval | null;
}

/** Input of {@link bookingMachine}: a draft kept across a reload (both optional). */
export interface BookingInput {
  slot?: TimeInterval | null;
  details?: BookingDetails;
}

/** State values of {@link bookingMachine} the page renders from. */
export const BookingState = {
  selectingSlot: 'selectingSlot',
  submitting: 'submitting',
  booked: 'booked',
  failed: 'failed',
  /** `{ failed: 'slotTaken' }`: someone else got the slot (error code `slot_unavailable`). */
  slotTaken: 'slotTaken',
  /** `{ failed: 'slotRefused' }`: the API refused the slot's time (422: too soon, too far, outside the hours). */
  slotRefused: 'slotRefused',
  /** `{ failed: 'error' }`: any other failure; RETRY or SUBMIT sends the same slot again. */
  error: 'error',
} as const;

const sameSlot = (a: TimeInterval, b: TimeInterval) =>
  Date.parse(a.start) === Date.parse(b.start) && Date.parse(a.end) === Date.parse(b.end);

/**
 * Booking flow of the page `/package/{id}/subpackage/appointment/create/{subpackageid}`:
 * selectingSlot → submitting (invokes `createAppointment`) → booked (final; emits `booked`) | failed.
 *
 * - `failed.slotTaken` (`409 slot_unavailable`) and `failed.slotRefused` (`422` whose reason
 *   judges the slot's time): the slot is cleared, so the same slot cannot be sent again; the
 *   user picks another (SELECT_SLOT).
 * - `failed.error` (network, 5xx, anything else): RETRY sends the same slot and details again;
 *   SUBMIT sends the same slot with the details the form holds now.
 * - FREE_SLOTS (fresh availability) drops a chosen slot that is no longer offered and keeps it
 *   as `lostSlot`, so a slot restored after a reload, or one that became too soon while the
 *   page stayed open, is not booked blind.
 * - RESET clears everything, except while a request is in flight or after success.
 *
 * The app supplies the call: `bookingMachine.provide({ actors: { createAppointment:
 * fromPromise(async ({ input }) => api.POST(...)) } })`, rejecting with the API `Error` body.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    emitted: {} as BookedEmitted,
  },
  actors: {
    createAppointment: fromPromise<BookedAppointment, CreateAppointmentInput>(async () => {
      throw new Error('bookingMachine: provide the createAppointment actor');
    }),
  },
  actions: {
    assignSlot: assign(({ event }) => {
      assertEvent(event, 'SELECT_SLOT');
      return { slot: event.slot, error: null, lostSlot: null };
    }),
    assignDetails: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      const { type: _type, ...details } = event;
      return { details };
    }),
    dropLostSlot: assign(({ context }) => ({ slot: null, lostSlot: context.slot, error: null })),
    reset: assign({ slot: null, details: {}, appointment: null, error: null, lostSlot: null }),
  },
  guards: {
    hasSlot: ({ context }) => context.slot !== null,
    isChosenSlotGone: ({ context, event }) => {
      assertEvent(event, 'FREE_SLOTS');
      const chosen = context.slot;
      return chosen !== null && !event.slots.some((slot) => sameSlot(slot, chosen));
    },
    isSlotUnavailable: ({ event }) =>
      'error' in event &&
      toBookingError((event as { error: unknown }).error).code === 'slot_unavailable',
    isSlotRefused: ({ event }) => {
      const error = 'error' in event ? toBookingError((event as { error: unknown }).error) : null;
      return error?.code === 'unprocessable' && SLOT_REFUSALS.includes(error.reason ?? '');
    },
  },
}).createMachine({
  id: 'booking',
  initial: 'selectingSlot',
  context: ({ input }) => ({
    slot: input.slot ?? null,
    details: input.details ?? {},
    appointment: null,
    error: null,
    lostSlot: null,
  }),
  states: {
    selectingSlot: {
      on: {
        SELECT_SLOT: { actions: 'assignSlot' },
        SUBMIT: { guard: 'hasSlot', target: 'submitting', actions: 'assignDetails' },
        FREE_SLOTS: { guard: 'isChosenSlotGone', actions: 'dropLostSlot' },
        RESET: { actions: 'reset' },
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
          {
            guard: 'isSlotRefused',
            target: 'failed.slotRefused',
            // The API judged the time itself (its clock moved past the lead time): same as taken.
            actions: assign({ slot: null, error: ({ event }) => toBookingError(event.error) }),
          },
          {
            target: 'failed.error',
            actions: assign({ error: ({ event }) => toBookingError(event.error) }),
          },
        ],
      },
    },
    booked: {
      type: 'final',
      entry: emit(({ context }) => ({
        type: 'booked' as const,
        appointment: context.appointment as BookedAppointment,
      })),
    },
    failed: {
      initial: 'error',
      states: {
        error: {
          on: {
            RETRY: { guard: 'hasSlot', target: '#booking.submitting' },
            SUBMIT: { guard: 'hasSlot', target: '#booking.submitting', actions: 'assignDetails' },
          },
        },
        slotTaken: {},
        slotRefused: {},
      },
      on: {
        SELECT_SLOT: { target: 'selectingSlot', actions: 'assignSlot' },
        FREE_SLOTS: { guard: 'isChosenSlotGone', target: 'selectingSlot', actions: 'dropLostSlot' },
        RESET: { target: 'selectingSlot', actions: 'reset' },
      },
    },
  },
});

/** The type of {@link bookingMachine}. */
export type BookingMachine = typeof bookingMachine;
