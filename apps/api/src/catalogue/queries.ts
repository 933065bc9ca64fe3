/**
 * SQL of the catalogue (packages and sub-packages). No rules here: callers (service.ts) decide
 * who may read or change what.
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { openAppointmentStatuses } from '@shootbook/machines';
import type { operations } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { preparedPerDatabase, preparedPerShape } from '../db/prepared.ts';
import {
  cappedCountOf,
  cappedCountQuery,
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
import { likePattern, matchesPattern } from '../db/search.ts';
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

/** The columns of a package the list shows (wire.ts `toPackage`) and orders by. */
const packageListColumns = {
  id: packages.id,
  photographerId: packages.photographerId,
  title: packages.title,
  description: packages.description,
  category: packages.category,
  location: packages.location,
  province: packages.province,
  coverImageUrl: packages.coverImageUrl,
  imageUrls: packages.imageUrls,
  active: packages.active,
  cancellationPolicy: packages.cancellationPolicy,
  instantBooking: packages.instantBooking,
  minPrice: packages.minPrice,
  maxPrice: packages.maxPrice,
  createdAt: packages.createdAt,
  updatedAt: packages.updatedAt,
};
/** A package as the list reads it ({@link packageListColumns}). */
export type PackageListRow = Pick<PackageRow, keyof typeof packageListColumns>;
/** A package's photographer as the list shows them (users/wire.ts `toUserSummary`). */
const photographerSummaryColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  avatarUrl: users.avatarUrl,
  deletedAt: users.deletedAt,
};
/** A photographer as the list reads them ({@link photographerSummaryColumns}). */
export type PhotographerSummaryRow = Pick<UserRow, keyof typeof photographerSummaryColumns>;

/** The columns a package order reads: of `packages`, or of a subquery of its rows. */
interface OrderColumns {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
  minPrice: AnyPgColumn;
}

/**
 * The package list's orders as sort keys, each the expressions of its index in db/schema.ts (so
 * the index answers both the order and a cursor's bound), the id last: `newest` — newest first
 * (both keys descending, read backwards); `price` — cheapest active sub-package first, packages
 * without one last (NO_PRICE_KEY). `columnsOf(t)` are the keys over `t` (`packages` or a page of
 * its rows); `columns` over `packages`.
 */
const packageOrders = {
  newest: {
    columnsOf: (t: OrderColumns) => [sql`${t.createdAt}`, sql`${t.id}`],
    columns: [sql`${packages.createdAt}`, sql`${packages.id}`],
    descending: true,
    shape: ['time', 'string'],
    keyOf: (row: PackageListRow) => [row.createdAt.toISOString(), row.id],
    casts: [sql`::timestamptz`, sql`::text`],
  },
  price: {
    columnsOf: (t: OrderColumns) => [priceKey(t.minPrice), sql`${t.id}`],
    columns: [priceKey(packages.minPrice), sql`${packages.id}`],
    descending: false,
    shape: ['number', 'string'],
    keyOf: (row: PackageListRow) => [row.minPrice ?? NO_PRICE_KEY, row.id],
    casts: [sql`::int`, sql`::text`],
  },
} as const satisfies Record<
  string,
  {
    columnsOf: (t: OrderColumns) => SQL[];
    columns: SQL[];
    descending: boolean;
    shape: KeyShape;
    keyOf: (row: PackageListRow) => KeyValue[];
    casts: SQL[];
  }
>;

/** `ORDER BY` of `order` over `t`. */
const orderByOf = (order: (typeof packageOrders)[keyof typeof packageOrders], t: OrderColumns) =>
  order.columnsOf(t).map((column) => (order.descending ? sql`${column} desc` : column));

/** The package list's filters that change its SQL (the others are values). */
const packageFilters = [
  'category',
  'photographerId',
  'province',
  'q',
  'minPrice',
  'maxPrice',
] as const;
type PackageFilterName = (typeof packageFilters)[number];

/**
 * The package list's condition for a viewer (or the public list) and the filters `has` names,
 * each value `param(name)`: a placeholder in a prepared statement, the value itself otherwise.
 * Placeholder values are {@link packageValues}.
 */
function packageWhere(
  viewer: boolean,
  has: Readonly<Record<PackageFilterName, boolean>>,
  param: (name: Exclude<PackageFilterName, 'q'> | 'pattern' | 'viewerId') => unknown,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    viewer
      ? or(eq(packages.active, true), sql`${packages.photographerId} = ${param('viewerId')}`)
      : eq(packages.active, true),
  ];
  if (has.category) conditions.push(sql`${packages.category} = ${param('category')}`);
  if (has.photographerId)
    conditions.push(sql`${packages.photographerId} = ${param('photographerId')}`);
  // A package's own province, else its photographer's (docs/decisions/0013), and the
  // photographer's name are summary columns of the package (users/summary.ts): a btree and the
  // trigram index of its search column (title, description and that name) answer these filters
  // and their count from one table.
  if (has.province) conditions.push(sql`${packages.effectiveProvince} = ${param('province')}`);
  if (has.q) conditions.push(matchesPattern(packages.searchText, param('pattern')));
  if (has.minPrice || has.maxPrice) {
    conditions.push(
      sql`exists (select 1 from ${subpackages} where ${and(
        eq(subpackages.packageId, packages.id),
        eq(subpackages.active, true),
        has.minPrice ? sql`${subpackages.price} >= ${param('minPrice')}` : undefined,
        has.maxPrice ? sql`${subpackages.price} <= ${param('maxPrice')}` : undefined,
      )})`,
    );
  }
  return and(...conditions);
}

/** The shape of a package page's statements: order, public or a viewer's, filters, cursor. */
interface PackageShape {
  sort: keyof typeof packageOrders;
  viewer: boolean;
  has: Record<PackageFilterName, boolean>;
  cursor: boolean;
}

/**
 * A package page's two statements for its shape (db/prepared.ts `preparedPerShape`): the page —
 * `limit + 1` packages after the cursor's key `k0…`, ordered and limited before their
 * photographers are joined, so a broad text search joins a page and not every match — and its
 * count up to COUNT_CAP. A text search is left unnamed, so PostgreSQL plans it for its pattern.
 */
const packageStatements = preparedPerShape(
  (shape: PackageShape) =>
    `packages_${shape.sort}_${shape.viewer ? 'own' : 'public'}_${packageFilters.map((name) => (shape.has[name] ? 1 : 0)).join('')}${shape.cursor ? 1 : 0}`,
  (db, shape, key) => {
    const order = packageOrders[shape.sort];
    const where = packageWhere(shape.viewer, shape.has, (name) => sql.placeholder(name));
    const keyValues = order.casts.map((cast, i) => sql`${sql.placeholder(`k${i}`)}${cast}`);
    const after = shape.cursor
      ? order.descending
        ? rowsBefore(order.columns, keyValues)
        : rowsAfter(order.columns, keyValues)
      : undefined;
    const page = db
      .select(packageListColumns)
      .from(packages)
      .where(and(where, after))
      .orderBy(...orderByOf(order, packages))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const name = shape.has.q ? '' : key;
    return {
      page: db
        .select({
          pkg: {
            id: page.id,
            photographerId: page.photographerId,
            title: page.title,
            description: page.description,
            category: page.category,
            location: page.location,
            province: page.province,
            coverImageUrl: page.coverImageUrl,
            imageUrls: page.imageUrls,
            active: page.active,
            cancellationPolicy: page.cancellationPolicy,
            instantBooking: page.instantBooking,
            minPrice: page.minPrice,
            maxPrice: page.maxPrice,
            createdAt: page.createdAt,
            updatedAt: page.updatedAt,
          },
          photographer: photographerSummaryColumns,
        })
        .from(page)
        .innerJoin(users, eq(users.id, page.photographerId))
        .orderBy(...orderByOf(order, page))
        .prepare(name),
      count: cappedCountQuery(
        db,
        db
          .select({ one: sql`1`.as('one') })
          .from(packages)
          .where(where)
          .$dynamic(),
      ).prepare(name && `${name}_count`),
    };
  },
);

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
 * The page and its count are prepared statements per filter shape (docs/decisions/0021).
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
  rows: { pkg: PackageListRow; photographer: PhotographerSummaryRow; freeTimes?: number }[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}> {
  const sortName = filter.sort === 'price' ? 'price' : 'newest';
  const order = packageOrders[sortName];
  const has = Object.fromEntries(
    packageFilters.map((name) => [name, filter[name] !== undefined]),
  ) as Record<PackageFilterName, boolean>;
  const values = {
    viewerId,
    category: filter.category,
    photographerId: filter.photographerId,
    province: filter.province,
    pattern: filter.q === undefined ? undefined : likePattern(filter.q),
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
  };
  const key = filter.cursor ? decodeCursor(filter.cursor, sortName, order.shape) : undefined;
  const limit = filter.limit ?? 50;
  if (day) {
    const where = packageWhere(viewerId !== null, has, (name) => values[name]);
    const keyOf = (values: readonly KeyValue[]) => {
      const bound = values.map((value, i) => sql`${value}${order.casts[i]!}`);
      return order.descending ? rowsBefore(order.columns, bound) : rowsAfter(order.columns, bound);
    };
    return packagesOnDay(db, day, {
      where,
      limit,
      offset: filter.offset ?? 0,
      bound: (last) => (last ? keyOf(order.keyOf(last)) : key ? keyOf(key) : undefined),
      orderBy: orderByOf(order, packages),
      cursorOf: (row) => encodeCursor(sortName, order.keyOf(row)),
    });
  }
  const statements = packageStatements(db, {
    sort: sortName,
    viewer: viewerId !== null,
    has,
    cursor: key !== undefined,
  });
  const bound = {
    ...values,
    ...Object.fromEntries((key ?? []).map((value, i) => [`k${i}`, value])),
  };
  const [rows, [counted]] = await Promise.all([
    statements.page.execute({ ...bound, limit: limit + 1, offset: filter.offset ?? 0 }),
    statements.count.execute(bound),
  ]);
  const page = pageOf(rows, limit, (row) => encodeCursor(sortName, order.keyOf(row.pkg)));
  return { rows: page.rows, ...cappedCountOf(counted), nextCursor: page.nextCursor };
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
