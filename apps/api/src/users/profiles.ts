/**
 * User profiles: reading, creating and shaping them for the wire (PRODUCT.md "User profile").
 * Shared with other modules (appointment details show `UserSummary`s).
 */
import { eq } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema.ts';
import { Forbidden, NotFound } from '../errors.ts';
import type { AuthUser } from '../identity/auth.ts';

type Schemas = components['schemas'];

/** Default weekly availability of a new photographer: MON–SAT 09:00–18:00 (docs/decisions/0001). */
export const DEFAULT_WEEKLY_AVAILABILITY: Schemas['WeeklyAvailability'] = {
  SUN: [],
  MON: [{ start: '09:00', end: '18:00' }],
  TUE: [{ start: '09:00', end: '18:00' }],
  WED: [{ start: '09:00', end: '18:00' }],
  THU: [{ start: '09:00', end: '18:00' }],
  FRI: [{ start: '09:00', end: '18:00' }],
  SAT: [{ start: '09:00', end: '18:00' }],
};

/** Default time zone of profiles (PRODUCT.md "Time"). */
export const DEFAULT_TIMEZONE = 'Asia/Bangkok';

/** `UserSummary`: id, name, role, avatarUrl. */
export function toUserSummary(row: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl'>): Schemas['UserSummary'] {
  return { id: row.id, name: row.name, role: row.role, avatarUrl: row.avatarUrl };
}

/** `PublicProfile`: what anyone signed in may see (no e-mail, phone or bank account). */
export function toPublicProfile(row: UserRow): Schemas['PublicProfile'] {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    province: row.province,
    specialties: row.specialties,
    timezone: row.timezone,
    weeklyAvailability: row.weeklyAvailability,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `UserProfile`: the caller's own profile. */
export function toUserProfile(row: UserRow): Schemas['UserProfile'] {
  return {
    ...toPublicProfile(row),
    email: row.email,
    phone: row.phone,
    bankAccount: row.bankAccount ?? null,
    payoutsEnabled: row.payoutsEnabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user row of `id`, or undefined. */
export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The caller's row, created on first use with `name: ''`, `role: 'Guest'` and the token's
 * e-mail (SPEC.md §4 registration progression; docs/decisions/0001 "Identity").
 */
export async function ensureProfile(db: Database, caller: AuthUser, now: Date): Promise<UserRow> {
  const existing = await findUser(db, caller.uid);
  if (existing) return existing;
  await db
    .insert(users)
    .values({ id: caller.uid, email: caller.email, name: '', role: 'Guest', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const created = await findUser(db, caller.uid);
  if (!created) throw new Error(`Profile ${caller.uid} vanished after insert`);
  return created;
}

/**
 * The caller's row if their role is one of `roles`.
 * @throws Forbidden (403) when the caller has no profile or another role.
 */
export async function requireRole(db: Database, caller: AuthUser, ...roles: Schemas['UserRole'][]): Promise<UserRow> {
  const row = await findUser(db, caller.uid);
  if (!row || !roles.includes(row.role)) {
    throw new Forbidden(`Only ${roles.join(' or ')} accounts may do this`);
  }
  return row;
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
