import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { threadLinesFor } from '../threads/threads.ts';
import { appointmentTransition } from './appointment-rules.ts';
import { DEFAULT_UNPAID_EXPIRY_MINUTES, payByDeadline } from './appointment-machine.ts';
import {
  INSTANT_BOOKING_REASON,
  bookingModeOf,
  effectiveBookingMode,
  newBookingOutcome,
  wasBookedInstantly,
} from './booking-mode.ts';

const appointment = {
  customerId: 'c1',
  photographerId: 'p1',
  start: '2026-12-01T03:00:00.000Z',
  end: '2026-12-01T05:00:00.000Z',
};
const now = '2026-11-25T00:00:00.000Z';

/** The opening of a booking of `appointment` at `now`, its photographer paid out unless told. */
const bookingOf = (
  instantBooking: boolean,
  photographerPayoutsEnabled = true,
  booked = appointment,
) => newBookingOutcome({ instantBooking, photographerPayoutsEnabled, appointment: booked, now });

describe('booking mode', () => {
  it('is a request unless the package says instant', () => {
    expect(bookingModeOf({})).toBe('request');
    expect(bookingModeOf({ instantBooking: null })).toBe('request');
    expect(bookingModeOf({ instantBooking: false })).toBe('request');
    expect(bookingModeOf({ instantBooking: true })).toBe('instant');
  });
});

describe('the booking mode in effect', () => {
  it('is instant only for an instant package whose photographer can be paid out', () => {
    expect(effectiveBookingMode({ instantBooking: true, photographerPayoutsEnabled: true })).toBe(
      'instant',
    );
    expect(effectiveBookingMode({ instantBooking: true, photographerPayoutsEnabled: false })).toBe(
      'request',
    );
    expect(effectiveBookingMode({ instantBooking: false, photographerPayoutsEnabled: true })).toBe(
      'request',
    );
    expect(effectiveBookingMode({ instantBooking: false, photographerPayoutsEnabled: false })).toBe(
      'request',
    );
  });

  it('is how every new booking opens: Accepted exactly when it is instant', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (instantBooking, photographerPayoutsEnabled) => {
        const mode = effectiveBookingMode({ instantBooking, photographerPayoutsEnabled });
        const { status } = bookingOf(instantBooking, photographerPayoutsEnabled);
        expect(status).toBe(mode === 'instant' ? 'Accepted' : 'Pending');
      }),
    );
  });
});

describe('a new booking', () => {
  it('of a request package is Pending, told to the photographer as a request to answer', () => {
    const outcome = bookingOf(false);
    expect(outcome).toEqual({
      status: 'Pending',
      acceptedAt: null,
      history: [{ status: 'Pending', at: now, by: 'c1', reason: null }],
      effects: [],
      notifications: [
        { recipient: 'photographer', kind: 'requested' },
        { recipient: 'customer', kind: 'request_sent' },
      ],
    });
    expect(threadLinesFor(outcome.notifications)).toEqual(['requested']);
  });

  it('of an instant package is Accepted at once, with its payment created Unpaid', () => {
    const outcome = bookingOf(true);
    expect(outcome.status).toBe('Accepted');
    expect(outcome.acceptedAt).toBe(now);
    expect(outcome.effects).toEqual([{ type: 'createPayment', status: 'Unpaid' }]);
    expect(outcome.history).toEqual([
      { status: 'Pending', at: now, by: 'c1', reason: null },
      { status: 'Accepted', at: now, by: 'p1', reason: INSTANT_BOOKING_REASON },
    ]);
    expect(wasBookedInstantly(outcome.history)).toBe(true);
  });

  it('of an instant package tells the customer to pay and the photographer of a confirmed booking', () => {
    const { notifications } = bookingOf(true);
    expect(notifications).toEqual([
      { recipient: 'photographer', kind: 'booked' },
      { recipient: 'customer', kind: 'accepted' },
    ]);
    // One line in the booking's thread: booked, which says it is confirmed.
    expect(threadLinesFor(notifications)).toEqual(['booked']);
  });

  it('of an instant package is payable by payByDeadline from the booking time', () => {
    const outcome = bookingOf(true);
    const payBy = payByDeadline({ acceptedAt: outcome.acceptedAt, start: appointment.start });
    expect(payBy).toBe(
      new Date(Date.parse(now) + DEFAULT_UNPAID_EXPIRY_MINUTES * 60_000).toISOString(),
    );
    // Close to the shoot the start comes first, as after any acceptance.
    const soon = {
      ...appointment,
      start: '2026-11-25T03:00:00.000Z',
      end: '2026-11-25T05:00:00.000Z',
    };
    const late = bookingOf(true, true, soon);
    expect(payByDeadline({ acceptedAt: late.acceptedAt, start: soon.start })).toBe(soon.start);
  });

  it('of an instant package is a request while the photographer cannot be paid out', () => {
    const outcome = bookingOf(true, false);
    expect(outcome.status).toBe('Pending');
    expect(outcome.effects).toEqual([]);
    expect(wasBookedInstantly(outcome.history)).toBe(false);
  });

  it('opens as the machine then moves on: an instant booking is cancelled or paid like any accepted one', () => {
    const outcome = bookingOf(true);
    const context = {
      actor: { role: 'Customer' as const, userId: 'c1' },
      appointment: { ...appointment, acceptedAt: outcome.acceptedAt },
      paymentStatus: 'Unpaid' as const,
      now,
    };
    // Accepted: no withdrawal or edit of a request, the customer cancels instead.
    expect(appointmentTransition(outcome.status, 'WITHDRAW', context)).toEqual({
      ok: false,
      reason: 'not_allowed_in_state',
    });
    expect(appointmentTransition(outcome.status, 'CANCEL', context)).toMatchObject({
      ok: true,
      to: 'Canceled',
    });
  });

  it('is Accepted exactly when instant and payable, whatever the times', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 180 * 24 * 60 }),
        (instantBooking, photographerPayoutsEnabled, minutesAhead) => {
          const start = new Date(Date.parse(now) + minutesAhead * 60_000).toISOString();
          const end = new Date(Date.parse(start) + 120 * 60_000).toISOString();
          const outcome = bookingOf(instantBooking, photographerPayoutsEnabled, {
            ...appointment,
            start,
            end,
          });
          const instant = instantBooking && photographerPayoutsEnabled;
          expect(outcome.status).toBe(instant ? 'Accepted' : 'Pending');
          expect(outcome.history[0]).toEqual({
            status: 'Pending',
            at: now,
            by: 'c1',
            reason: null,
          });
          expect(outcome.history.at(-1)?.status).toBe(outcome.status);
          expect(wasBookedInstantly(outcome.history)).toBe(instant);
        },
      ),
    );
  });
});
