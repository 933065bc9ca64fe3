/**
 * SQL of user profiles and the photographer directory. No rules here (users/service.ts).
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
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
export async function insertProfileIfMissing(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<void> {
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
    .where(
      and(eq(users.id, id), expectedRoles ? inArray(users.role, [...expectedRoles]) : undefined),
    )
    .returning();
  return row;
}

/** Filters of `GET /user/photographers` (openapi.yaml `listPhotographers`); prices in satang. */
export type PhotographerFilter = NonNullable<
  operations['listPhotographers']['parameters']['query']
>;

/** One row of the photographer directory: the profile, its active package count and cheapest active sub-package (satang). */
export interface PhotographerRow {
  user: UserRow;
  packageCount: number;
  minPrice: number | null;
}

/**
 * Photographers with completed registration (name and bank account), filtered by category
 * (a specialty or an active package's category), province (its code), free text, and the price range of
 * their active sub-packages; with the total matching the filter.
 *
 * Order (`sort`): `rating` and `recommended` — the Bayesian "Top rated" order (`rating_rank`,
 * packages/machines `bayesianRating`), then more reviews, name; `price` — cheapest active
 * sub-package first, photographers without one last. Both orders are read top-down from a
 * partial index of listed photographers, and category, package count and cheapest price come
 * from the summary columns (users/summary.ts), so a page costs the same at 1k or 100k
 * photographers.
 */
export async function listPhotographers(
  db: Database,
  filter: PhotographerFilter,
): Promise<{ rows: PhotographerRow[]; total: number }> {
  const { category, province, q, minPrice, maxPrice, sort } = filter;
  // The partial indexes' predicate, spelled the same way so the planner can use them.
  const conditions: (SQL | undefined)[] = [
    sql`${users.role} = 'Photographer' and ${users.name} <> '' and ${users.bankAccount} is not null`,
  ];
  if (category) conditions.push(sql`${users.categories} @> ${JSON.stringify([category])}::jsonb`);
  if (province) conditions.push(eq(users.province, province));
  if (q) conditions.push(or(ilike(users.name, likePattern(q)), ilike(users.bio, likePattern(q))));
  if (minPrice !== undefined || maxPrice !== undefined) {
    // Correlated subquery: table names spelled out, as Drizzle leaves columns unqualified here.
    conditions.push(
      sql`exists (select 1 from subpackages join packages p on p.id = subpackages.package_id where ${and(
        sql.raw('subpackages.photographer_id = users.id and subpackages.active and p.active'),
        minPrice !== undefined ? sql`subpackages.price >= ${minPrice}` : undefined,
        maxPrice !== undefined ? sql`subpackages.price <= ${maxPrice}` : undefined,
      )})`,
    );
  }
  const where = and(...conditions);
  const order =
    sort === 'price'
      ? [sql`${users.minPrice} asc nulls last`, asc(users.id)]
      : [
          sql`${users.ratingRank} desc nulls last`,
          sql`${users.ratingCount} desc nulls last`,
          asc(users.name),
          asc(users.id),
        ];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((user) => ({ user, packageCount: user.packageCount, minPrice: user.minPrice })),
    total: Number(totalRow?.total ?? 0),
  };
}
