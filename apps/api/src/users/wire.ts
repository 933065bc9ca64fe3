/**
 * User profiles as the wire shows them (docs/product.md §3.1). Shared with other modules
 * (appointment details show `UserSummary`s).
 */
import type { components } from '@shootbook/api-client';

import { photographerCancellationRate, type CancellationRecord } from '@shootbook/machines';

import type { UserRow } from '../db/schema.ts';

type Schemas = components['schemas'];

/**
 * `formerUser: true` for a deleted account (docs/product.md §14: its name is empty, clients show
 * "Former user"), nothing for a live one. A row read without `deletedAt` counts as live.
 */
export const formerUser = (row: { deletedAt?: Date | null }): { formerUser?: true } =>
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

/**
 * `PublicProfile`: what anyone signed in may see (no e-mail, phone or bank account). With a
 * photographer's `cancellations` counted, their `cancellations` field: the counts and the rate,
 * or null while packages/machines `photographerCancellationRate` shows none (docs/product.md §12).
 */
export function toPublicProfile(
  row: Pick<
    UserRow,
    | 'id'
    | 'name'
    | 'role'
    | 'bio'
    | 'avatarUrl'
    | 'province'
    | 'specialties'
    | 'timezone'
    | 'weeklyAvailability'
    | 'ratingAverage'
    | 'ratingCount'
    | 'createdAt'
  > &
    Partial<Pick<UserRow, 'deletedAt'>>,
  cancellations?: CancellationRecord,
): Schemas['PublicProfile'] {
  const rate = cancellations ? photographerCancellationRate(cancellations) : null;
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
    ...(cancellations ? { cancellations: rate === null ? null : { ...cancellations, rate } } : {}),
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
