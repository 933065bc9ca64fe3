/**
 * SQL of the catalogue (packages and sub-packages). No rules here: callers (service.ts) decide
 * who may read or change what.
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { openAppointmentStatuses } from '@shootbook/machines';
import type { operations } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import {
  cappedCount,
  decodeCursor,
  encodeCursor,
  pageOf,
  rowsAfter,
  rowsBefore,
  type KeyShape,
  type KeyValue,
} from '../db/paging.ts';
import {
  NO_PRICE_KEY,
  priceKey,
  appointments,
  packages,
  subpackages,
  users,
  type PackageRow,
  type SubpackageRow,
  type UserRow,
} from '../db/schema.ts';
import { matchesText } from '../db/search.ts';
import { type PriceRange } from './wire.ts';
import {
  availableOnWeekday,
  busyOnDay,
  freeTimesCount,
  scanByDate,
  type DateSearch,
} from '../scheduling/date-search.ts';

/**
 * Price ranges of the given packages, by package id: their summary columns (cheapest and
 * dearest active sub-package, satang; users/summary.ts keeps them).
 */
export async function priceRanges(
  db: Database,
  packageIds: string[],
): Promise<Map<string, PriceRange>> {
  const result = new Map<string, PriceRange>();
  if (packageIds.length === 0) return result;
  const rows = await db
    .select({ id: packages.id, minPrice: packages.minPrice, maxPrice: packages.maxPrice })
    .from(packages)
    .where(inArray(packages.id, packageIds));
  for (const row of rows) result.set(row.id, { minPrice: row.minPrice, maxPrice: row.maxPrice });
  return result;
}

/** Package `id` with its photographer, or undefined. */
export async function findPackageWithOwner(
  db: Database,
  id: string,
): Promise<{ pkg: PackageRow; photographer: UserRow } | undefined> {
  const [row] = await packageWithOwner(db).execute({ id });
  return row;
}

/** {@link findPackageWithOwner}'s statement: read by every package page (db/prepared.ts). */
const packageWithOwner = preparedPerDatabase((db) =>
  db
    .select({ pkg: packages, photographer: users })
    .from(packages)
    .innerJoin(users, eq(users.id, packages.photographerId))
    .where(eq(packages.id, sql.placeholder('id')))
    .limit(1)
    .prepare('package_with_owner'),
);

/** Package row `id`, or undefined. */
export async function findPackage(db: Database, id: string): Promise<PackageRow | undefined> {
  const [row] = await packageById(db).execute({ id });
  return row;
}

/** {@link findPackage}'s statement (db/prepared.ts). */
const packageById = preparedPerDatabase((db) =>
  db
    .select()
    .from(packages)
    .where(eq(packages.id, sql.placeholder('id')))
    .limit(1)
    .prepare('package_by_id'),
);

/**
 * Sub-package `id` with its package and photographer, in one query (booking reads all three
 * before it opens its transaction); undefined when any is missing.
 */
export async function findSubpackageWithOwner(
  db: Database,
  id: string,
): Promise<{ sub: SubpackageRow; pkg: PackageRow; photographer: UserRow } | undefined> {
  const [row] = await subpackageWithOwner(db).execute({ id });
  return row;
}

/**
 * {@link findSubpackageWithOwner}'s statement: read by every slots request and booking
 * (db/prepared.ts).
 */
const subpackageWithOwner = preparedPerDatabase((db) =>
  db
    .select({ sub: subpackages, pkg: packages, photographer: users })
    .from(subpackages)
    .innerJoin(packages, eq(packages.id, subpackages.packageId))
    .innerJoin(users, eq(users.id, subpackages.photographerId))
    .where(eq(subpackages.id, sql.placeholder('id')))
    .limit(1)
    .prepare('subpackage_with_owner'),
);

/** Sub-package row `id`, or undefined. */
export async function findSubpackage(db: Database, id: string): Promise<SubpackageRow | undefined> {
  const [row] = await db.select().from(subpackages).where(eq(subpackages.id, id)).limit(1);
  return row;
}

/** Sub-packages of package `packageId`, cheapest first; only active ones unless `includeInactive`. */
export function subpackagesOf(
  db: Database,
  packageId: string,
  includeInactive: boolean,
): Promise<SubpackageRow[]> {
  return (includeInactive ? allSubpackagesOf : activeSubpackagesOf)(db).execute({ packageId });
}

/**
 * {@link subpackagesOf}'s statements, all or active only: read by every package page
 * (db/prepared.ts).
 */
const subpackagesOfQuery = (db: Database, activeOnly: boolean) =>
  db
    .select()
    .from(subpackages)
    .where(
      and(
        eq(subpackages.packageId, sql.placeholder('packageId')),
        activeOnly ? eq(subpackages.active, true) : undefined,
      ),
    )
    .orderBy(asc(subpackages.price), asc(subpackages.id));
const allSubpackagesOf = preparedPerDatabase((db) =>
  subpackagesOfQuery(db, false).prepare('subpackages_of_package'),
);
const activeSubpackagesOf = preparedPerDatabase((db) =>
  subpackagesOfQuery(db, true).prepare('active_subpackages_of_package'),
);

/** Filters of `GET /package` (openapi.yaml `listPackages`); prices in satang. */
export type PackageFilter = NonNullable<operations['listPackages']['parameters']['query']>;

/**
 * The package list's orders as sort keys, each the expressions of its index in db/schema.ts (so
 * the index answers both the order and a cursor's bound), the id last: `newest` — newest first
 * (both keys descending, read backwards); `price` — cheapest active sub-package first, packages
 * without one last (NO_PRICE_KEY).
 */
const packageOrders = {
  newest: {
    columns: [sql`${packages.createdAt}`, sql`${packages.id}`],
    descending: true,
    shape: ['time', 'string'],
    keyOf: (row: PackageRow) => [row.createdAt.toISOString(), row.id],
    casts: [sql`::timestamptz`, sql`::text`],
  },
  price: {
    columns: [priceKey(packages.minPrice), sql`${packages.id}`],
    descending: false,
    shape: ['number', 'string'],
    keyOf: (row: PackageRow) => [row.minPrice ?? NO_PRICE_KEY, row.id],
    casts: [sql`::int`, sql`::text`],
  },
} as const satisfies Record<
  string,
  {
    columns: SQL[];
    descending: boolean;
    shape: KeyShape;
    keyOf: (row: PackageRow) => KeyValue[];
    casts: SQL[];
  }
>;

/**
 * Whether photographer `uid` has an inactive package — whether `GET /package` may show them
 * anything the public list does not (docs/decisions/0019). One index
 * lookup (`packages_photographer_idx`), prepared: asked by every package list in production.
 */
export async function hasInactivePackages(db: Database, uid: string): Promise<boolean> {
  const [row] = await inactivePackageOf(db).execute({ uid });
  return row !== undefined;
}
const inactivePackageOf = preparedPerDatabase((db) =>
  db
    .select({ one: sql`1` })
    .from(packages)
    .where(and(eq(packages.photographerId, sql.placeholder('uid')), eq(packages.active, false)))
    .limit(1)
    .prepare('inactive_package_of'),
);

/**
 * A page of active packages matching `filter` (plus `viewerId`'s own inactive ones; none for a
 * `null` viewer: the public list) with their photographers, the count of matches up to COUNT_CAP
 * and the cursor of the next page (null at the end). Order `sort` ({@link packageOrders}; default newest first) is read from its index;
 * `cursor` continues after the row it names (docs/decisions/0017), `offset` then skips further.
 * With `day` (a search by date) only active packages with a free time that day, each with its
 * count ({@link packagesOnDay}).
 * @throws ValidationFailed (400) for a cursor of another order or not made here.
 */
export async function listPackages(
  db: Database,
  viewerId: string | null,
  filter: PackageFilter,
  day?: DateSearch,
): Promise<{
  rows: { pkg: PackageRow; photographer: UserRow; freeTimes?: number }[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}> {
  const { category, photographerId, q, minPrice, maxPrice, province } = filter;
  const sortName = filter.sort === 'price' ? 'price' : 'newest';
  const order = packageOrders[sortName];
  const conditions: (SQL | undefined)[] = [
    viewerId === null
      ? eq(packages.active, true)
      : or(eq(packages.active, true), eq(packages.photographerId, viewerId)),
  ];
  if (category) conditions.push(eq(packages.category, category));
  if (photographerId) conditions.push(eq(packages.photographerId, photographerId));
  // A package's own province, else its photographer's (docs/decisions/0013), and the
  // photographer's name are summary columns of the package (users/summary.ts): a btree and the
  // trigram index of its search column (title, description and that name) answer these filters
  // and their count from one table.
  if (province) conditions.push(eq(packages.effectiveProvince, province));
  if (q) conditions.push(matchesText(packages.searchText, q));
  if (minPrice !== undefined || maxPrice !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${subpackages} where ${and(
        eq(subpackages.packageId, packages.id),
        eq(subpackages.active, true),
        minPrice !== undefined ? sql`${subpackages.price} >= ${minPrice}` : undefined,
        maxPrice !== undefined ? sql`${subpackages.price} <= ${maxPrice}` : undefined,
      )})`,
    );
  }
  const where = and(...conditions);
  const key = filter.cursor
    ? decodeCursor(filter.cursor, sortName, order.shape).map(
        (value, i) => sql`${value}${order.casts[i]!}`,
      )
    : undefined;
  const after = key
    ? order.descending
      ? rowsBefore(order.columns, key)
      : rowsAfter(order.columns, key)
    : undefined;
  const limit = filter.limit ?? 50;
  if (day) {
    const bound = (last: PackageRow) => {
      const lastKey = order.keyOf(last).map((value, i) => sql`${value}${order.casts[i]!}`);
      return order.descending
        ? rowsBefore(order.columns, lastKey)
        : rowsAfter(order.columns, lastKey);
    };
    return packagesOnDay(db, day, {
      where,
      limit,
      offset: filter.offset ?? 0,
      bound: (last) => (last ? bound(last) : after),
      orderBy: order.columns.map((column) => (order.descending ? sql`${column} desc` : column)),
      cursorOf: (row) => encodeCursor(sortName, order.keyOf(row)),
    });
  }
  const [rows, counted] = await Promise.all([
    db
      .select({ pkg: packages, photographer: users })
      .from(packages)
      .innerJoin(users, eq(users.id, packages.photographerId))
      .where(and(where, after))
      .orderBy(...order.columns.map((column) => (order.descending ? sql`${column} desc` : column)))
      .limit(limit + 1)
      .offset(filter.offset ?? 0),
    cappedCount(
      db,
      db
        .select({ one: sql`1`.as('one') })
        .from(packages)
        .where(where)
        .$dynamic(),
    ),
  ]);
  const page = pageOf(rows, limit, (row) => encodeCursor(sortName, order.keyOf(row.pkg)));
  return { rows: page.rows, ...counted, nextCursor: page.nextCursor };
}

/**
 * {@link listPackages} by date (docs/decisions/0027): the active packages matching `where` with an
 * active sub-package whose photographer has availability on the day's weekday, in the list's
 * order, read a batch at a time with their own sub-packages' durations and what blocks their
 * photographer that day, kept when the slot rule finds a free time
 * (scheduling/date-search.ts `scanByDate`).
 */
async function packagesOnDay(
  db: Database,
  day: DateSearch,
  page: {
    where: SQL | undefined;
    limit: number;
    offset: number;
    bound: (last: PackageRow | undefined) => SQL | undefined;
    orderBy: SQL[];
    cursorOf: (row: PackageRow) => string;
  },
): ReturnType<typeof listPackages> {
  const durations = sql<number[] | null>`(select array_agg(distinct s.duration_minutes)
    from subpackages s where s.package_id = ${packages.id} and s.active)`;
  const candidates = and(
    page.where,
    eq(packages.active, true),
    sql`${packages.minPrice} is not null`,
    availableOnWeekday(sql`${users.weeklyAvailability}`, day),
  );
  const readBatch = (last: PackageRow | undefined, size: number) =>
    db
      .select({
        pkg: packages,
        photographer: users,
        durations,
        busy: busyOnDay(sql`${packages.photographerId}`, day),
      })
      .from(packages)
      .innerJoin(users, eq(users.id, packages.photographerId))
      .where(and(candidates, page.bound(last)))
      .orderBy(...page.orderBy)
      .limit(size);
  type Candidate = Awaited<ReturnType<typeof readBatch>>[number];
  const scanned = await scanByDate<Candidate>({
    limit: page.limit,
    offset: page.offset,
    read: (last, size) => readBatch(last?.pkg, size),
    freeTimes: (row) =>
      freeTimesCount(
        {
          weeklyAvailability: row.photographer.weeklyAvailability,
          timezone: row.photographer.timezone,
          durations: row.durations,
          busy: row.busy,
        },
        day,
      ),
  });
  return {
    rows: scanned.rows.map(({ row, freeTimes }) => ({
      pkg: row.pkg,
      photographer: row.photographer,
      freeTimes,
    })),
    total: scanned.total,
    totalCapped: scanned.totalCapped,
    nextCursor: scanned.nextCursorRow ? page.cursorOf(scanned.nextCursorRow.pkg) : null,
  };
}

/** Filters of `GET /subpackage` (openapi.yaml `listSubpackages`). */
export type SubpackageFilter = NonNullable<operations['listSubpackages']['parameters']['query']>;

/** Active sub-packages matching `filter` (plus `viewerId`'s own inactive ones), cheapest first, and the total. */
export async function listSubpackages(
  db: Database,
  viewerId: string,
  filter: SubpackageFilter,
): Promise<{ rows: SubpackageRow[]; total: number }> {
  const { packageId, photographerId, minPrice, maxPrice } = filter;
  const where = and(
    or(eq(subpackages.active, true), eq(subpackages.photographerId, viewerId)),
    packageId ? eq(subpackages.packageId, packageId) : undefined,
    photographerId ? eq(subpackages.photographerId, photographerId) : undefined,
    minPrice !== undefined ? sql`${subpackages.price} >= ${minPrice}` : undefined,
    maxPrice !== undefined ? sql`${subpackages.price} <= ${maxPrice}` : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(subpackages)
      .where(where)
      .orderBy(asc(subpackages.price), asc(subpackages.id))
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0),
    db.select({ total: count() }).from(subpackages).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/**
 * How appointments use a package or sub-package: `open` = appointments in an open status
 * (`openAppointmentStatuses` of packages/machines: deleting is refused), `any` = any at all
 * (deleting deactivates instead, so history is kept).
 */
export async function appointmentUse(
  db: Database,
  where: { packageId: string } | { subpackageId: string },
): Promise<{ open: number; any: number }> {
  const match =
    'packageId' in where
      ? eq(appointments.packageId, where.packageId)
      : eq(appointments.subpackageId, where.subpackageId);
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${inArray(appointments.status, [...openAppointmentStatuses])})::int`,
      any: sql<number>`count(*)::int`,
    })
    .from(appointments)
    .where(match);
  return { open: Number(row?.open ?? 0), any: Number(row?.any ?? 0) };
}

/** Inserts a package row. */
export async function insertPackage(
  db: Database,
  values: typeof packages.$inferInsert,
): Promise<PackageRow> {
  const [row] = await db.insert(packages).values(values).returning();
  if (!row) throw new Error('Package insert returned nothing');
  return row;
}

/** Sets `changes` on package `id`. */
export async function updatePackageRow(
  db: Database,
  id: string,
  changes: Partial<typeof packages.$inferInsert>,
): Promise<void> {
  await db.update(packages).set(changes).where(eq(packages.id, id));
}

/** Deactivates package `id` and all its sub-packages. */
export async function deactivatePackage(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(subpackages)
    .set({ active: false, updatedAt: now })
    .where(eq(subpackages.packageId, id));
  await db.update(packages).set({ active: false, updatedAt: now }).where(eq(packages.id, id));
}

/** Deletes package `id` and its sub-packages (only when no appointment ever used them). */
export async function deletePackageRows(db: Database, id: string): Promise<void> {
  await db.delete(subpackages).where(eq(subpackages.packageId, id));
  await db.delete(packages).where(eq(packages.id, id));
}

/** Inserts a sub-package row. */
export async function insertSubpackage(
  db: Database,
  values: typeof subpackages.$inferInsert,
): Promise<SubpackageRow> {
  const [row] = await db.insert(subpackages).values(values).returning();
  if (!row) throw new Error('Sub-package insert returned nothing');
  return row;
}

/** Sets `changes` on sub-package `id`; undefined when it no longer exists. */
export async function updateSubpackageRow(
  db: Database,
  id: string,
  changes: Partial<typeof subpackages.$inferInsert>,
): Promise<SubpackageRow | undefined> {
  const [row] = await db.update(subpackages).set(changes).where(eq(subpackages.id, id)).returning();
  return row;
}

/** Deletes sub-package `id`. */
export async function deleteSubpackageRow(db: Database, id: string): Promise<void> {
  await db.delete(subpackages).where(eq(subpackages.id, id));
}
