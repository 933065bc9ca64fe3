import { describe, expect, it } from 'vitest';
import { appointmentActorOf, bookingPartyOf, counterpartOf } from './booking-party.ts';
import { appointmentTransition } from './appointment-rules.ts';

const booking = { customerId: 'somchai', photographerId: 'anong' };

describe('the parties of a booking', () => {
  it('are told apart by the booking ids: its photographer, its customer, or nobody', () => {
    expect(bookingPartyOf(booking, 'anong')).toBe('photographer');
    expect(bookingPartyOf(booking, 'somchai')).toBe('customer');
    expect(bookingPartyOf(booking, 'malee')).toBeNull();
    expect(bookingPartyOf(booking, '')).toBeNull();
  });

  it('each see the other as the counterpart', () => {
    expect(counterpartOf('customer')).toBe('photographer');
    expect(counterpartOf('photographer')).toBe('customer');
  });

  it('act on the appointment machine in their own role; anyone else does not act at all', () => {
    expect(appointmentActorOf(booking, 'anong')).toEqual({
      role: 'Photographer',
      userId: 'anong',
    });
    expect(appointmentActorOf(booking, 'somchai')).toEqual({ role: 'Customer', userId: 'somchai' });
    expect(appointmentActorOf(booking, 'malee')).toBeNull();
  });

  it('get what the machine allows their side: the photographer accepts, the customer withdraws', () => {
    const appointment = {
      ...booking,
      start: '2026-12-01T03:00:00.000Z',
      end: '2026-12-01T05:00:00.000Z',
    };
    const now = '2026-11-20T00:00:00.000Z';
    const as = (userId: string) => ({
      actor: appointmentActorOf(appointment, userId)!,
      appointment,
      now,
    });
    expect(appointmentTransition('Pending', 'ACCEPT', as('anong')).ok).toBe(true);
    expect(appointmentTransition('Pending', 'WITHDRAW', as('somchai')).ok).toBe(true);
    expect(appointmentTransition('Pending', 'ACCEPT', as('somchai'))).toEqual({
      ok: false,
      reason: 'forbidden_actor',
    });
  });
});
