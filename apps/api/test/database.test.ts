import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  PG_EXCLUSION_VIOLATION,
  pgErrorCode,
  retryOnDeadlock,
  withTransaction,
  type DatabaseHandle,
} from '../src/db/client.ts';
import {
  appointments,
  deliveries,
  packages,
  payments,
  ratings,
  subpackages,
  transactions,
  users,
} from '../src/db/schema.ts';
import { isPhoneNumber } from '@shootbook/machines';
import { preparedPerDatabase } from '../src/db/prepared.ts';
import { findSubpackageWithOwner } from '../src/catalogue/queries.ts';
import { busyIntervals } from '../src/scheduling/queries.ts';
import { listRatings } from '../src/reviews/queries.ts';
import { findUser } from '../src/users/queries.ts';
import { matchesText } from '../src/db/search.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { createTestDatabase } from './helpers/database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { now: new Date(), platformFeeBps: 1000 });
});
afterAll(async () => {
  await handle?.close();
});

describe('database rules', () => {
  it('refuses overlapping Pending/Accepted appointments of one photographer with SQLSTATE 23P01', async () => {
    const db = handle.db;
    const [sub] = await db
      .select()
      .from(subpackages)
      .where(eq(subpackages.photographerId, 'demo-photographer'))
      .limit(1);
    expect(sub).toBeDefined();
    const start = new Date(Date.now() + 100 * 86_400_000);
    const row = (offsetMinutes: number, status: 'Pending' | 'Accepted' | 'Rejected') => ({
      id: randomUUID(),
      customerId: 'demo-customer',
      photographerId: sub!.photographerId,
      packageId: sub!.packageId,
      subpackageId: sub!.id,
      start: new Date(start.getTime() + offsetMinutes * 60_000),
      end: new Date(start.getTime() + (offsetMinutes + 120) * 60_000),
      price: sub!.price,
      status,
    });
    await db.insert(appointments).values(row(0, 'Pending'));
    const clash = await db
      .insert(appointments)
      .values(row(60, 'Accepted'))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(pgErrorCode(clash)).toBe(PG_EXCLUSION_VIOLATION);
    // Back-to-back ([start, end) ranges) and rejected ones do not clash.
    await db.insert(appointments).values(row(120, 'Pending'));
    await db.insert(appointments).values(row(30, 'Rejected'));
  });

  it('keeps the ledger append-only', async () => {
    const [line] = await handle.db.select().from(transactions).limit(1);
    expect(line).toBeDefined();
    const update = await handle.db
      .update(transactions)
      .set({ amount: 1 })
      .where(eq(transactions.id, line!.id))
      .then(
        () => 'updated',
        () => 'refused',
      );
    expect(update).toBe('refused');
    const remove = await handle.db
      .delete(transactions)
      .where(eq(transactions.id, line!.id))
      .then(
        () => 'deleted',
        () => 'refused',
      );
    expect(remove).toBe('refused');
  });

  it('seeds 12+ photographers covering all 11 categories, idempotently, with balanced ledgers', async () => {
    await seedDatabase(handle.db, { now: new Date(), platformFeeBps: 1000 });
    const [photographers] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'Photographer'));
    expect(Number(photographers!.n)).toBeGreaterThanOrEqual(12);
    // Seeded profiles follow the phone rule, so editing one saves it unchanged.
    const phones = await handle.db.select({ phone: users.phone }).from(users);
    for (const { phone } of phones) if (phone) expect(isPhoneNumber(phone), phone).toBe(true);
    const categories = await handle.db
      .selectDistinct({ category: packages.category })
      .from(packages);
    expect(categories).toHaveLength(11);
    const completed = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.status, 'Completed'));
    expect(completed.length).toBeGreaterThan(0);
    for (const payment of completed) {
      const lines = await handle.db
        .select()
        .from(transactions)
        .where(eq(transactions.paymentId, payment.id));
      const amount = (type: string) =>
        lines.filter((l) => l.type === type).reduce((sum, l) => sum + l.amount, 0);
      expect(amount('charge')).toBe(payment.amount);
      expect(amount('fee') + amount('payout')).toBe(payment.amount);
    }
    const [rated] = await handle.db.select().from(users).where(eq(users.id, 'demo-photographer'));
    expect(rated).toMatchObject({ ratingCount: 2, ratingAverage: 4.5 });

    // The demo customer sees the delivery loop (docs/product.md §11): proofs to pick from, and
    // finals to accept; their payments are Paid, the payout waiting for the acceptance.
    const loop = await handle.db
      .select({ status: deliveries.status, payment: payments.status })
      .from(deliveries)
      .innerJoin(appointments, eq(appointments.id, deliveries.appointmentId))
      .innerJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(eq(appointments.customerId, 'demo-customer'));
    expect(loop.map((row) => [row.status, row.payment]).sort()).toEqual([
      ['FinalsDelivered', 'Paid'],
      ['ProofsReady', 'Paid'],
    ]);
  });
});

describe('text search indexes', () => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it.for([
    ['users', 'users_search_trgm_idx'],
    ['packages', 'packages_search_trgm_idx'],
  ] as const)(
    'answers a text search of %s (its search column LIKE "%%…%%") from the trigram index %s, not by reading every row',
    async ([table, index]) => {
      const plan = await handle.db.transaction(async (tx) => {
        // The seed's tables are small enough that a scan would win; the question is whether the index can answer.
        await tx.execute(sql`set local enable_seqscan = off`);
        const where = matchesText(
          table === 'users' ? users.searchText : packages.searchText,
          'Wedding',
        );
        return rowsOf<{ 'QUERY PLAN': string }>(
          await tx.execute(sql`explain select id from ${sql.identifier(table)} where ${where}`),
        ).map((row) => row['QUERY PLAN']);
      });
      expect(plan.join('\n')).toContain(index);
    },
  );
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL connections', () => {
  it('run with JIT compilation off (an OLTP workload pays for it on every filtered list)', async () => {
    const handle = await createTestDatabase();
    try {
      const result = await handle.db.execute(sql`show jit`);
      expect((result as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
    } finally {
      await handle.close();
    }
  });

  it('keep the hot reads as named prepared statements, parsed once per connection', async () => {
    const names = await handle.db.transaction(async (tx) => {
      expect((await findUser(tx, 'demo-photographer'))?.role).toBe('Photographer');
      const [sub] = await tx
        .select({ id: subpackages.id })
        .from(subpackages)
        .where(eq(subpackages.photographerId, 'demo-photographer'))
        .limit(1);
      expect((await findSubpackageWithOwner(tx, sub!.id))?.photographer.id).toBe(
        'demo-photographer',
      );
      const now = new Date();
      await busyIntervals(tx, 'demo-photographer', now, new Date(now.getTime() + 86_400_000));
      // The same connection: a transaction holds one.
      const result = await tx.execute(sql`select name from pg_prepared_statements order by name`);
      return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    });
    expect(names).toEqual(
      expect.arrayContaining(['busy_intervals', 'subpackage_with_owner', 'user_by_id']),
    );
  });

  it('run the victim of a deadlock again, so both transactions land and neither caller sees an error', async () => {
    const handle = await createTestDatabase();
    const table = sql.identifier(`deadlock_probe_${randomUUID().replaceAll('-', '')}`);
    try {
      await handle.db.execute(sql`create table ${table} (id int primary key, n int not null)`);
      await handle.db.execute(sql`insert into ${table} values (1, 0), (2, 0)`);
      // Each transaction locks one row, waits until the other holds its row, then wants that one:
      // PostgreSQL aborts one of them (40P01) to break the cycle.
      let locked = 0;
      let bothLocked!: () => void;
      const bothHold = new Promise<void>((resolve) => (bothLocked = resolve));
      let attempts = 0;
      const bump = (first: number, second: number) =>
        retryOnDeadlock(() => {
          attempts += 1;
          return withTransaction(handle.db, async (tx) => {
            await tx.execute(sql`update ${table} set n = n + 1 where id = ${first}`);
            if (++locked === 2) bothLocked();
            await bothHold;
            await tx.execute(sql`update ${table} set n = n + 1 where id = ${second}`);
          });
        });
      await Promise.all([bump(1, 2), bump(2, 1)]);
      expect(attempts, 'one deadlock, one second attempt').toBe(3);
      const result = await handle.db.execute(sql`select n from ${table} order by id`);
      expect((result as unknown as { rows: { n: number }[] }).rows.map((row) => row.n)).toEqual([
        2, 2,
      ]);
    } finally {
      await handle.db.execute(sql`drop table if exists ${table}`);
      await handle.close();
    }
  });
});

describe('prepared statements (db/prepared.ts)', () => {
  it('are built once per database handle, and once more for a transaction', async () => {
    let builds = 0;
    const userRole = preparedPerDatabase((db) => {
      builds += 1;
      return db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('test_user_role');
    });
    expect(await userRole(handle.db).execute({ id: 'demo-customer' })).toEqual([
      { role: 'Customer' },
    ]);
    expect(await userRole(handle.db).execute({ id: 'demo-photographer' })).toEqual([
      { role: 'Photographer' },
    ]);
    expect(builds).toBe(1);
    await handle.db.transaction(async (tx) => {
      expect(await userRole(tx).execute({ id: 'nobody' })).toEqual([]);
    });
    expect(builds).toBe(2);
  });

  it('page with their limit and offset as values, not as part of the statement', async () => {
    const [reviewed] = await handle.db
      .select({ userId: ratings.userId })
      .from(ratings)
      .groupBy(ratings.userId)
      .having(sql`count(*) >= 2`)
      .limit(1);
    expect(reviewed).toBeDefined();
    const all = await listRatings(handle.db, reviewed!.userId, { limit: 50, offset: 0 });
    const first = await listRatings(handle.db, reviewed!.userId, { limit: 1, offset: 0 });
    const second = await listRatings(handle.db, reviewed!.userId, { limit: 1, offset: 1 });
    expect([...first, ...second].map((r) => r.rating.id)).toEqual(
      all.slice(0, 2).map((r) => r.rating.id),
    );
  });
});

describe('retryOnDeadlock', () => {
  it('does not run other failures again: a clash under an EXCLUDE constraint is thrown at once', async () => {
    let attempts = 0;
    const clash = Object.assign(new Error('conflicting key value violates exclusion constraint'), {
      code: PG_EXCLUSION_VIOLATION,
    });
    const outcome = await retryOnDeadlock(async () => {
      attempts += 1;
      throw clash;
    }).catch((error: unknown) => error);
    expect([outcome, attempts]).toEqual([clash, 1]);
  });
});
