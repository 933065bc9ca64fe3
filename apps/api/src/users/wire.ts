/**
 * User profiles as the wire shows them (docs/product.md §3.1). Shared with other modules
 * (appointment details show `UserSummary`s).
 */
import type { components } from '@shootbook/api-client';

import type { UserRow } from '../db/schema.ts';

type Schemas = components['schemas'];

/**
 * `formerUser: true` for a deleted account (docs/product.md §14: its name is empty, clients show
 * "Former user"), nothing for a live one. A row read without `deletedAt` counts as live.
 */
const formerUser = (row: { deletedAt?: Date | null }): { formerUser?: true } =>
  row.deletedAt ? { formerUser: true } : {};

/** `UserSummary`: id, name, role, avatarUrl (and `formerUser` for a deleted account). */
export function toUserSummary(
  row: Pick<UserRow, 'id' | 'name' | 'role' | 'avatarUrl'> & Partial<Pick<UserRow, 'deletedAt'>>,
): Schemas['UserSummary'] {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    avatarUrl: row.avatarUrl,
    ...formerUser(row),
  };
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
    ...formerUser(row),
  };
}

/** `UserProfile`: the caller's own profile. */
export function toUserProfile(row: UserRow): Schemas['UserProfile'] {
  return {
    ...toPublicProfile(row),
    email: row.email,
    phone: row.phone,
    language: row.language,
    bankAccount: row.bankAccount ?? null,
    payoutsEnabled: row.payoutsEnabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}
