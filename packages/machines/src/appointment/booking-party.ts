import type { AppointmentActor } from './appointment-machine.ts';

/** A party of a booking: the customer who booked or the photographer booked. */
export type BookingParty = 'customer' | 'photographer';

/**
 * Which party of the booking `userId` is: its photographer, its customer, or neither (null).
 * A user's standing on a booking comes from the booking's ids, never from the user's account
 * role. The API authorises changes, payments and ledger lines with it and the web picks the
 * viewer's side with it. Source: docs/product.md §6 (roles and permissions), §4.1.
 *
 * @param appointment the booking's (or its payment's) `customerId` and `photographerId`.
 * @param userId the identity-provider uid of the user acting or looking.
 */
export function bookingPartyOf(
  appointment: { customerId: string; photographerId: string },
  userId: string,
): BookingParty | null {
  if (userId === appointment.photographerId) return 'photographer';
  if (userId === appointment.customerId) return 'customer';
  return null;
}

/** The other party of a booking: whose name `party` sees as the counterpart. */
export function counterpartOf(party: BookingParty): BookingParty {
  return party === 'customer' ? 'photographer' : 'customer';
}

/**
 * The appointment machine's actor for `userId` acting on the booking: its photographer as
 * `Photographer`, its customer as `Customer` ({@link bookingPartyOf}); null for anyone else.
 */
export function appointmentActorOf(
  appointment: { customerId: string; photographerId: string },
  userId: string,
): AppointmentActor | null {
  const party = bookingPartyOf(appointment, userId);
  if (party === null) return null;
  return { role: party === 'photographer' ? 'Photographer' : 'Customer', userId };
}
