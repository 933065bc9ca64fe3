/**
 * What a user must have finished before the server lets them act (docs/product.md §6: a guest must pick a
 * role, a photographer must supply bank account details; docs/product.md §6, "Payments
 * provider": a photographer is paid out through the provider's onboarding). The route guard keeps
 * unfinished users on the registration pages; these rules are what the API enforces, so a request
 * made around the web is refused too (403 `registration_incomplete` or `forbidden`).
 */
import type { UserRole } from './registration-step.ts';

/**
 * Actions that need a finished registration:
 * `book` (create an appointment), `review` (write a review), `sell` (create or change packages
 * and sub-packages), `blockTime` (create busy times), `onboardPayouts` (start the payout
 * onboarding with the payments provider), `accept` (accept a booking request).
 */
export type ProtectedAction =
  'book' | 'review' | 'sell' | 'blockTime' | 'onboardPayouts' | 'accept';

/** A registration item a user may still lack. */
export type RegistrationItem = 'name' | 'role' | 'bankAccount' | 'payoutsEnabled';

/** What the rules read of a profile (`null`: no profile yet). */
export type RegistrationProfile = {
  name: string;
  role: UserRole;
  bankAccount?: object | null;
  payoutsEnabled?: boolean;
} | null;

/** Result of {@link registrationRequirement}. */
export type RegistrationRequirement =
  | { ok: true }
  | { ok: false; reason: 'wrong_role'; requiredRole: 'Customer' | 'Photographer' }
  | { ok: false; reason: 'registration_incomplete'; missing: RegistrationItem[] };

/** The role each protected action belongs to. */
export const REQUIRED_ROLE_FOR_ACTION: Readonly<
  Record<ProtectedAction, 'Customer' | 'Photographer'>
> = {
  book: 'Customer',
  review: 'Customer',
  sell: 'Photographer',
  blockTime: 'Photographer',
  onboardPayouts: 'Photographer',
  accept: 'Photographer',
};

/**
 * Whether `profile` may perform `action`.
 * - A user without a role (no profile, or Guest) lacks `role` (and `name` when blank):
 *   `registration_incomplete`, not `wrong_role` — finishing registration is the way forward.
 * - A Customer asking for a Photographer action, or the reverse: `wrong_role`.
 * - Otherwise what the role needs: a non-blank name; photographers a bank account (also to
 *   start the payout onboarding, which pays out to it); to `accept`,
 *   also `payoutsEnabled` (payout onboarding finished), so a booking is never accepted that the
 *   platform could not pay out.
 * `missing` lists items in the order `name`, `role`, `bankAccount`, `payoutsEnabled`.
 */
export function registrationRequirement(
  profile: RegistrationProfile,
  action: ProtectedAction,
): RegistrationRequirement {
  const requiredRole = REQUIRED_ROLE_FOR_ACTION[action];
  const nameMissing = !profile || profile.name.trim() === '';
  if (!profile || profile.role === 'Guest') {
    return {
      ok: false,
      reason: 'registration_incomplete',
      missing: nameMissing ? ['name', 'role'] : ['role'],
    };
  }
  if (profile.role !== requiredRole) return { ok: false, reason: 'wrong_role', requiredRole };
  const missing: RegistrationItem[] = [];
  if (nameMissing) missing.push('name');
  if (requiredRole === 'Photographer') {
    if (profile.bankAccount == null) missing.push('bankAccount');
    if (action === 'accept' && profile.payoutsEnabled !== true) missing.push('payoutsEnabled');
  }
  return missing.length > 0
    ? { ok: false, reason: 'registration_incomplete', missing }
    : { ok: true };
}
