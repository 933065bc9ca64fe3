/**
 * Profile rules: creating the profile on first use, the registration progression of docs/product.md §4
 * (name → role, once → bank account for photographers) and who may act as which role.
 */
import type { components } from '@shootbook/api-client';
import {
  defaultWeeklyAvailability,
  hasInvisibleCharacters,
  registrationRequirement,
  weeklyAvailabilityProblems,
  type ProtectedAction,
} from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import {
  Conflict,
  Forbidden,
  NotFound,
  RegistrationIncomplete,
  Unauthenticated,
  Unprocessable,
  ValidationFailed,
} from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';
import { findUser, insertProfileIfMissing, updateProfileRow } from './queries.ts';
import { refreshPhotographerSummary } from './summary.ts';

type Schemas = components['schemas'];

/** True when `timezone` is an IANA time zone this runtime knows (e.g. `Asia/Bangkok`). */
export function isKnownTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The caller's row, created on first use with `name: ''`, `role: 'Guest'` and the token's
 * e-mail (docs/product.md §4 registration progression; docs/decisions/0001 "Identity").
 * @throws Unauthenticated (401) for a deleted account (a token from before its deletion).
 */
export async function ensureProfile(db: Database, caller: AuthUser, now: Date): Promise<UserRow> {
  const existing = await findUser(db, caller.uid);
  // A token issued before the account's deletion (docs/product.md §14) opens nothing again.
  if (existing?.deletedAt) throw new Unauthenticated('This account was deleted');
  if (existing) return existing;
  await insertProfileIfMissing(db, {
    id: caller.uid,
    email: caller.email,
    name: '',
    role: 'Guest',
    createdAt: now,
    updatedAt: now,
  });
  const created = await findUser(db, caller.uid);
  if (!created) throw new Error(`Profile ${caller.uid} vanished after insert`);
  return created;
}

/**
 * The caller's row if their registration allows `action` (packages/machines
 * `registrationRequirement`: customers book and review; photographers with a bank account sell
 * and block time; accepting also needs payout onboarding finished).
 * @throws RegistrationIncomplete (403 `registration_incomplete`, `details.missing`) while
 *   registration is unfinished; Forbidden (403 `forbidden`) for the other role.
 */
export async function requireRegistration(
  db: Database,
  callerId: string,
  action: ProtectedAction,
): Promise<UserRow> {
  const row = await findUser(db, callerId);
  const verdict = registrationRequirement(row ?? null, action);
  if (verdict.ok) return row!;
  if (verdict.reason === 'wrong_role')
    throw new Forbidden(`Only ${verdict.requiredRole} accounts may do this`, undefined, {
      reason: 'role_required',
      role: verdict.requiredRole,
    });
  throw new RegistrationIncomplete(verdict.missing);
}

/**
 * The photographer `id`.
 * @throws NotFound (404) when there is no such user or the user is not a photographer.
 */
export async function requirePhotographer(db: Database, id: string): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row || row.role !== 'Photographer') throw new NotFound(`No photographer ${id}`);
  return row;
}

/**
 * Applies the named fields of `body` to the caller's profile (PATCH /user/profile).
 * Rules: `role` only from Guest, once — decided by the database (a conditional update), so of two
 * concurrent different choices exactly one wins and the other is 409 `conflict`; choosing the role
 * one already has is a no-op; `bankAccount` only for photographers (403); weekly availability
 * ranges consistent and the time zone known (422). A new photographer with no availability gets
 * packages/machines' `defaultWeeklyAvailability()`. A `name` with invisible format characters
 * (packages/machines `hasInvisibleCharacters`: zero-width spaces and joiners, BOM, soft hyphen) is
 * 400 `validation_failed` with `details: { field: 'name', reason: 'invisible_characters' }`,
 * before anything is written.
 */
export async function updateOwnProfile(
  deps: Deps,
  caller: AuthUser,
  body: Schemas['ProfileUpdate'],
): Promise<UserRow> {
  if (body.name !== undefined && hasInvisibleCharacters(body.name)) {
    throw new ValidationFailed(
      'The name contains invisible characters',
      { field: 'name', reason: 'invisible_characters' },
      { reason: 'name_invisible_characters' },
    );
  }
  const now = deps.clock.now();
  const current = await ensureProfile(deps.db, caller, now);

  const requestedRole = body.role;
  if (requestedRole !== undefined && current.role !== 'Guest' && current.role !== requestedRole) {
    throw new Conflict(
      `The role is already ${current.role}; it can be chosen only once`,
      undefined,
      { reason: 'role_already_chosen' },
    );
  }
  const role = requestedRole ?? current.role;
  if (body.bankAccount !== undefined && role !== 'Photographer') {
    throw new Forbidden('Only photographers have a bank account for payouts', undefined, {
      reason: 'bank_account_photographers_only',
    });
  }
  if (body.weeklyAvailability) {
    const problems = weeklyAvailabilityProblems(body.weeklyAvailability);
    if (problems.length > 0)
      throw new Unprocessable(
        'The weekly availability is not consistent',
        { problems },
        { reason: 'availability_inconsistent' },
      );
  }
  if (body.timezone !== undefined && !isKnownTimeZone(body.timezone)) {
    throw new Unprocessable(`Unknown time zone ${body.timezone}`, undefined, {
      reason: 'unknown_time_zone',
    });
  }

  const becomesPhotographer = role === 'Photographer' && current.role !== 'Photographer';
  const emptyAvailability = Object.values(current.weeklyAvailability).every(
    (ranges) => !ranges?.length,
  );
  const changes: Partial<UserRow> = {
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(requestedRole !== undefined ? { role: requestedRole } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
    ...(body.bio !== undefined ? { bio: body.bio } : {}),
    ...(body.avatarUrl !== undefined ? { avatarUrl: body.avatarUrl } : {}),
    ...(body.province !== undefined ? { province: body.province } : {}),
    ...(body.specialties !== undefined ? { specialties: body.specialties } : {}),
    ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
    ...(body.weeklyAvailability !== undefined
      ? { weeklyAvailability: body.weeklyAvailability }
      : becomesPhotographer && emptyAvailability
        ? { weeklyAvailability: defaultWeeklyAvailability() }
        : {}),
    ...(body.bankAccount !== undefined ? { bankAccount: body.bankAccount } : {}),
    ...(current.email === null && caller.email ? { email: caller.email } : {}),
    updatedAt: now,
  };
  // The role the row must still have for this change to apply: a role choice needs Guest (or the
  // same role: a repeated choice), a bank account needs Photographer.
  const expectedRoles: readonly Schemas['UserRole'][] | undefined =
    requestedRole !== undefined
      ? ['Guest', requestedRole]
      : body.bankAccount !== undefined
        ? ['Photographer']
        : undefined;
  const updated = await updateProfileRow(deps.db, caller.uid, changes, expectedRoles);
  if (
    updated &&
    updated.role === 'Photographer' &&
    (body.specialties !== undefined ||
      body.name !== undefined ||
      body.province !== undefined ||
      becomesPhotographer)
  ) {
    // Specialties are categories the directory finds the photographer under; the name and
    // province are what their packages are searched and filtered by.
    await refreshPhotographerSummary(deps.db, caller.uid);
    return (await findUser(deps.db, caller.uid)) ?? updated;
  }
  if (updated) return updated;
  const now2 = await findUser(deps.db, caller.uid);
  if (!now2) throw new NotFound('Profile not found');
  throw new Conflict(`The role is already ${now2.role}; it can be chosen only once`, undefined, {
    reason: 'role_already_chosen',
  });
}
