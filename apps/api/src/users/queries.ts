/**
 * SQL of user profiles and the photographer directory. No rules here (users/service.ts).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import { preparedPerDatabase, preparedPerShape } from '../db/prepared.ts';
import {
  cappedCountOf,
  cappedCountQuery,
  decodeCursor,
  encodeCursor,
  pageOf,
  rowsAfter,
  type KeyShape,
  type KeyValue,
} from '../db/paging.ts';
import {
  NO_PRICE_KEY,
  appointments,
  listedPhotographer,
  packages,
  priceKey,
  subpackages,
  users,
  type UserRow,
} from '../db/schema.ts';
import { likePattern, matchesPattern } from '../db/search.ts';
import { portfolioCoverLateral, portfolioCoverOf, type PhotoCard } from '../photos/index.ts';
import {
  availableOnWeekday,
  busyOnDay,
  freeTimesCount,
  scanByDate,
  type DateSearch,
} from '../scheduling/date-search.ts';

type Schemas = components['schemas'];

/**
 * How many bookings photographer `photographerId` accepted (those with an acceptance, whatever
 * became of them) and how many of those they canceled themselves (the last change of a Canceled
 * one is theirs: `Canceled` is final) — the counts of packages/machines
 * `photographerCancellationRate`.
 */
export async function cancellationCounts(
  db: Database,
  photographerId: string,
): Promise<{ accepted: number; canceledByPhotographer: number }> {
  const [row] = await db
    .select({
      accepted: sql<number>`count(*)::int`,
      canceledByPhotographer: sql<number>`(count(*) filter (where ${appointments.status} = 'Canceled'
        and ${appointments.statusHistory} -> -1 ->> 'by' = ${appointments.photographerId}))::int`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.photographerId, photographerId),
        sql`${appointments.acceptedAt} is not null`,
      ),
    );
  return row ?? { accepted: 0, canceledByPhotographer: 0 };
}

/** The user row of `id`, or undefined. */
export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** {@link findUser}'s statement: read by nearly every signed-in call (db/prepared.ts). */
const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

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

/** The columns of a photographer the directory shows (users/wire.ts `toPublicProfile`) and orders by. */
const directoryColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  bio: users.bio,
  avatarUrl: users.avatarUrl,
  province: users.province,
  specialties: users.specialties,
  timezone: users.timezone,
  weeklyAvailability: users.weeklyAvailability,
  ratingAverage: users.ratingAverage,
  ratingCount: users.ratingCount,
  ratingRank: users.ratingRank,
  packageCount: users.packageCount,
  minPrice: users.minPrice,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
};
/** A photographer as the directory reads them ({@link directoryColumns}). */
export type DirectoryUser = Pick<UserRow, keyof typeof directoryColumns>;

/** One row of the photographer directory: the profile, its active package count and cheapest active sub-package (satang). */
export interface PhotographerRow {
  user: DirectoryUser;
  packageCount: number;
  minPrice: number | null;
  /** The portfolio cover (photos `portfolioCoverLateral`), null without one. */
  cover: PhotoCard | null;
  /** With a search by date: the day's free times (scheduling/date-search.ts); else undefined. */
  freeTimes?: number;
}

/**
 * The directory's orders as all-ascending sort keys, each the expressions of its index in
 * db/schema.ts (so the index answers both the order and a cursor's bound), the id last:
 * `rating` and `recommended` — the Bayesian "Top rated" order (`rating_rank`, packages/machines
 * `bayesianRating`), then more reviews, name; `price` — cheapest active sub-package first,
 * photographers without one last (NO_PRICE_KEY).
 */
const directoryOrders = {
  rating: {
    columns: [
      sql`(-${users.ratingRank})`,
      sql`(-${users.ratingCount})`,
      sql`${users.name}`,
      sql`${users.id}`,
    ],
    shape: ['number', 'number', 'string', 'string'],
    keyOf: (row: DirectoryUser) => [-row.ratingRank, -row.ratingCount, row.name, row.id],
    casts: [sql`::float8`, sql`::int`, sql`::text`, sql`::text`],
  },
  price: {
    columns: [priceKey(users.minPrice), sql`${users.id}`],
    shape: ['number', 'string'],
    keyOf: (row: DirectoryUser) => [row.minPrice ?? NO_PRICE_KEY, row.id],
    casts: [sql`::int`, sql`::text`],
  },
} as const satisfies Record<
  string,
  { columns: SQL[]; shape: KeyShape; keyOf: (row: DirectoryUser) => KeyValue[]; casts: SQL[] }
>;

/** The directory's filters that change its SQL (the others are values). */
const directoryFilters = ['category', 'province', 'q', 'minPrice', 'maxPrice'] as const;
type DirectoryFilterName = (typeof directoryFilters)[number];

/**
 * The directory's filter condition for the filters `has` names, each value `param(name)`: a
 * placeholder in a prepared statement, the value itself otherwise. Placeholder values are
 * {@link directoryValues}.
 */
function directoryWhere(
  has: Readonly<Record<DirectoryFilterName, boolean>>,
  param: (name: Exclude<DirectoryFilterName, 'q'> | 'pattern') => unknown,
): SQL | undefined {
  // The partial indexes' predicate, the same expression, so the planner can use them.
  const conditions: (SQL | undefined)[] = [listedPhotographer(users)];
  if (has.category) conditions.push(sql`${users.categories} @> ${param('category')}::jsonb`);
  if (has.province) conditions.push(sql`${users.province} = ${param('province')}`);
  if (has.q) conditions.push(matchesPattern(users.searchText, param('pattern')));
  if (has.minPrice || has.maxPrice) {
    // Correlated subquery: table names spelled out, as Drizzle leaves columns unqualified here.
    conditions.push(
      sql`exists (select 1 from subpackages join packages p on p.id = subpackages.package_id where ${and(
        sql.raw('subpackages.photographer_id = users.id and subpackages.active and p.active'),
        has.minPrice ? sql`subpackages.price >= ${param('minPrice')}` : undefined,
        has.maxPrice ? sql`subpackages.price <= ${param('maxPrice')}` : undefined,
      )})`,
    );
  }
  return and(...conditions);
}

/** Which of {@link directoryFilters} `filter` has. */
const directoryHas = (filter: PhotographerFilter) =>
  Object.fromEntries(directoryFilters.map((name) => [name, filter[name] !== undefined])) as Record<
    DirectoryFilterName,
    boolean
  >;

/** The values of {@link directoryWhere}'s parameters for `filter`. */
const directoryValues = (filter: PhotographerFilter) => ({
  category: filter.category === undefined ? undefined : JSON.stringify([filter.category]),
  province: filter.province,
  pattern: filter.q === undefined ? undefined : likePattern(filter.q),
  minPrice: filter.minPrice,
  maxPrice: filter.maxPrice,
});

/** The shape of a directory page's statements: its order, filters and whether it has a cursor. */
interface DirectoryShape {
  sort: keyof typeof directoryOrders;
  has: Record<DirectoryFilterName, boolean>;
  cursor: boolean;
}

/**
 * A directory page's two statements for its shape (db/prepared.ts `preparedPerShape`): the page
 * (`limit + 1` rows after the cursor's key `k0…`, each with its portfolio cover) and its count
 * up to COUNT_CAP. A text search is left unnamed, so PostgreSQL plans it for its pattern.
 */
const directoryStatements = preparedPerShape(
  (shape: DirectoryShape) =>
    `directory_${shape.sort}_${directoryFilters.map((name) => (shape.has[name] ? 1 : 0)).join('')}${shape.cursor ? 1 : 0}`,
  (db, shape, key) => {
    const order = directoryOrders[shape.sort];
    const where = directoryWhere(shape.has, (name) => sql.placeholder(name));
    const after = shape.cursor
      ? rowsAfter(
          order.columns,
          order.casts.map((cast, i) => sql`${sql.placeholder(`k${i}`)}${cast}`),
        )
      : undefined;
    const cover = portfolioCoverLateral(db);
    const name = shape.has.q ? '' : key;
    return {
      page: db
        .select({
          user: directoryColumns,
          cover: {
            id: cover.id,
            ownerId: cover.ownerId,
            purpose: cover.purpose,
            packageId: cover.packageId,
            position: cover.position,
            cover: cover.cover,
            caption: cover.caption,
            category: cover.category,
            sourceDeliveryFileId: cover.sourceDeliveryFileId,
            createdAt: cover.createdAt,
            hash: cover.hash,
            status: cover.status,
            width: cover.width,
            height: cover.height,
            placeholder: cover.placeholder,
            widths: cover.widths,
          },
        })
        .from(users)
        .leftJoinLateral(cover, sql`true`)
        .where(and(where, after))
        .orderBy(...order.columns)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      count: cappedCountQuery(
        db,
        db
          .select({ one: sql`1`.as('one') })
          .from(users)
          .where(where)
          .$dynamic(),
      ).prepare(name && `${name}_count`),
    };
  },
);

/**
 * A page of photographers with completed registration (name and bank account), filtered by
 * category (a specialty or an active package's category), province (its code), free text, and
 * the price range of their active sub-packages; with the count of matches up to COUNT_CAP and
 * the cursor of the next page (null at the end).
 *
 * Order (`sort`, {@link directoryOrders}) is read top-down from a partial index of listed
 * photographers; `cursor` continues after the row it names (docs/decisions/0017), `offset` then
 * skips further. Category, package count and cheapest price come from the summary columns
 * (users/summary.ts), so a page costs the same at 1k or 100k photographers. The page and its
 * count are prepared statements per filter shape (docs/decisions/0021). With `day` (a search
 * by date) only those with a free time that day, each with its count ({@link photographersOnDay}).
 * @throws ValidationFailed (400) for a cursor of another order or not made here.
 */
export async function listPhotographers(
  db: Database,
  filter: PhotographerFilter,
  day?: DateSearch,
): Promise<{
  rows: PhotographerRow[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}> {
  const sortName = filter.sort === 'price' ? 'price' : 'rating';
  const order = directoryOrders[sortName];
  const has = directoryHas(filter);
  const values = directoryValues(filter);
  const key = filter.cursor ? decodeCursor(filter.cursor, sortName, order.shape) : undefined;
  const limit = filter.limit ?? 50;
  if (day) {
    const where = directoryWhere(has, (name) => values[name]);
    const after = key?.map((value, i) => sql`${value}${order.casts[i]!}`);
    return photographersOnDay(
      db,
      { where, after, limit, offset: filter.offset ?? 0 },
      day,
      sortName,
    );
  }
  const statements = directoryStatements(db, { sort: sortName, has, cursor: key !== undefined });
  const bound = {
    ...values,
    ...Object.fromEntries((key ?? []).map((value, i) => [`k${i}`, value])),
  };
  const [rows, [counted]] = await Promise.all([
    statements.page.execute({ ...bound, limit: limit + 1, offset: filter.offset ?? 0 }),
    statements.count.execute(bound),
  ]);
  const page = pageOf(rows, limit, (row) => encodeCursor(sortName, order.keyOf(row.user)));
  return {
    rows: page.rows.map(({ user, cover }) => ({
      user,
      packageCount: user.packageCount,
      minPrice: user.minPrice,
      cover: portfolioCoverOf(cover),
    })),
    ...cappedCountOf(counted),
    nextCursor: page.nextCursor,
  };
}

/**
 * {@link listPhotographers} by date (docs/decisions/0027): the listed photographers matching
 * `where` with a bookable sub-package and availability on the day's weekday, in the order of
 * `sort`, read a batch at a time with their sub-packages' durations and what blocks them that
 * day, kept when the slot rule finds a free time (scheduling/date-search.ts `scanByDate`).
 */
async function photographersOnDay(
  db: Database,
  page: { where: SQL | undefined; after: SQL[] | undefined; limit: number; offset: number },
  day: DateSearch,
  sortName: keyof typeof directoryOrders = 'rating',
): ReturnType<typeof listPhotographers> {
  const order = directoryOrders[sortName];
  const cover = portfolioCoverLateral(db);
  // One row per photographer (an aggregate): the durations of their bookable sub-packages and
  // what blocks them that day.
  const facts = db
    .select({
      durations: sql<number[] | null>`array_agg(distinct ${subpackages.durationMinutes})`.as(
        'durations',
      ),
      busy: busyOnDay(sql`${users.id}`, day).as('busy'),
    })
    .from(subpackages)
    .innerJoin(packages, eq(packages.id, subpackages.packageId))
    .where(
      and(
        eq(subpackages.photographerId, users.id),
        eq(subpackages.active, true),
        eq(packages.active, true),
      ),
    )
    .as('day_facts');
  const candidates = and(
    page.where,
    sql`${users.minPrice} is not null`,
    availableOnWeekday(sql`${users.weeklyAvailability}`, day),
  );
  const readBatch = (bound: SQL | undefined, size: number) =>
    db
      .select()
      .from(users)
      .leftJoinLateral(cover, sql`true`)
      .leftJoinLateral(facts, sql`true`)
      .where(and(candidates, bound))
      .orderBy(...order.columns)
      .limit(size);
  type Candidate = Awaited<ReturnType<typeof readBatch>>[number];
  const scanned = await scanByDate<Candidate>({
    limit: page.limit,
    offset: page.offset,
    read: (last, size) =>
      readBatch(
        last
          ? rowsAfter(
              order.columns,
              order.keyOf(last.users).map((value, i) => sql`${value}${order.casts[i]!}`),
            )
          : page.after
            ? rowsAfter(order.columns, page.after)
            : undefined,
        size,
      ),
    freeTimes: (row) =>
      freeTimesCount(
        {
          weeklyAvailability: row.users.weeklyAvailability,
          timezone: row.users.timezone,
          durations: row.day_facts?.durations ?? null,
          busy: row.day_facts?.busy ?? [],
        },
        day,
      ),
  });
  return {
    rows: scanned.rows.map(({ row, freeTimes }) => ({
      user: row.users,
      packageCount: row.users.packageCount,
      minPrice: row.users.minPrice,
      cover: portfolioCoverOf(row.portfolio_cover),
      freeTimes,
    })),
    total: scanned.total,
    totalCapped: scanned.totalCapped,
    nextCursor: scanned.nextCursorRow
      ? encodeCursor(sortName, order.keyOf(scanned.nextCursorRow.users))
      : null,
  };
}
