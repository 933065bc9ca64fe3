/**
 * SQL of user profiles and the photographer directory. No rules here (users/service.ts).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema.ts';
import { likePattern } from '../db/search.ts';

type Schemas = components['schemas'];

/** The user row of `id`, or undefined. */
export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a new profile row unless one exists (concurrent first calls insert once). */
export async function insertProfileIfMissing(db: Database, values: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(values).onConflictDoNothing();
}

/**
 * Sets `changes` on user `id`, only while its role is one of `expectedRoles` (when given): the
 * database, not an earlier read, decides between concurrent role choices.
 * @returns the updated row, or undefined when the row is missing or its role no longer matches.
 */
export async function updateProfileRow(
  db: Database,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
  expectedRoles?: readonly Schemas['UserRole'][],
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), expectedRoles ? inArray(users.role, [...expectedRoles]) : undefined))
    .returning();
  return row;
}

/** Filters of `GET /user/photographers` (openapi.yaml `listPhotographers`); prices in satang. */
export type PhotographerFilter = NonNullable<operations['listPhotographers']['parameters']['query']>;

/** One row of the photographer directory: the profile, its active package count and cheapest active sub-package (satang). */
export interface PhotographerRow {
  user: UserRow;
  packageCount: number;
  minPrice: number | null;
}

/**
 * Photographers with completed registration (name and bank account), filtered by category
 * (specialty or an active package's category), province, free text, and the price range of
 * their active sub-packages. Best rated first; with the total matching the filter.
 */
export async function listPhotographers(db: Database, filter: PhotographerFilter): Promise<{ rows: PhotographerRow[]; total: number }> {
  const { category, province, q, minPrice, maxPrice } = filter;
  // Correlated subqueries spell out table names: Drizzle leaves columns unqualified in a
  // single-table select, which would bind "id" to the inner table.
  const activeSub = sql.raw(
    `subpackages.photographer_id = users.id and subpackages.active and exists (select 1 from packages p where p.id = subpackages.package_id and p.active)`,
  );
  const conditions: (SQL | undefined)[] = [eq(users.role, 'Photographer'), ne(users.name, ''), isNotNull(users.bankAccount)];
  if (category) {
    conditions.push(
      or(
        sql`${users.specialties} @> ${JSON.stringify([category])}::jsonb`,
        sql`exists (select 1 from packages where packages.photographer_id = users.id and packages.active and packages.category = ${category})`,
      ),
    );
  }
  if (province) conditions.push(sql`lower(${users.province}) = lower(${province})`);
  if (q) conditions.push(or(ilike(users.name, likePattern(q)), ilike(users.bio, likePattern(q))));
  if (minPrice !== undefined || maxPrice !== undefined) {
    conditions.push(
      sql`exists (select 1 from subpackages where ${and(
        activeSub,
        minPrice !== undefined ? sql`subpackages.price >= ${minPrice}` : undefined,
        maxPrice !== undefined ? sql`subpackages.price <= ${maxPrice}` : undefined,
      )})`,
    );
  }
  const where = and(...conditions);
  const packageCount = sql<number>`(select count(*)::int from packages where packages.photographer_id = users.id and packages.active)`;
  const cheapest = sql<number | null>`(select min(subpackages.price)::int from subpackages where ${activeSub})`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, packageCount, minPrice: cheapest })
      .from(users)
      .where(where)
      .orderBy(sql`${users.ratingAverage} desc nulls last`, desc(users.ratingCount), asc(users.name), asc(users.id))
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      user: row.user,
      packageCount: Number(row.packageCount),
      minPrice: row.minPrice === null ? null : Number(row.minPrice),
    })),
    total: Number(totalRow?.total ?? 0),
  };
}
