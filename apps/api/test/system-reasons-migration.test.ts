/**
 * Migration 0022: the English sentences the system stored as reasons before they were codes
 * (packages/machines `SYSTEM_REASONS`, docs/product.md §8) become those codes in the status
 * history and the notifications, so readers see them in their own language; what a person typed
 * stays as typed, also when it reads like one of those sentences.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createTestDatabase } from './helpers/database.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Change {
  status: string;
  at: string;
  by: string;
  reason: string | null;
}

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T03:00:00.000Z`;

/** The sentences the API stored before the codes. */
const WITHDRAWN = 'Withdrawn by the customer';
const NOT_ACCEPTED = 'Not accepted before the shoot started';
const UNPAID = 'Unpaid by the pay-by deadline';
const UNPAID_FIRST = 'Unpaid after the payment time-out';
const TYPED = 'น้ำท่วมสตูดิโอ';

/**
 * Each appointment as stored before 0022: its final status, who made that change (`cust`,
 * `phot` or `system`) with which reason, whether it was accepted first, and the reason that
 * change must have after 0022. People's words stay, also two that read like a system sentence.
 */
type Case = [status: string, by: string, before: string, after: string, accepted: boolean];
const CASES: Record<string, Case> = {
  withdrawn: ['Canceled', 'cust', WITHDRAWN, 'withdrawn_by_customer', false],
  'not-accepted': ['Canceled', 'system', NOT_ACCEPTED, 'not_accepted_in_time', false],
  unpaid: ['Canceled', 'system', UNPAID, 'unpaid_by_deadline', true],
  'unpaid-first-wording': ['Canceled', 'system', UNPAID_FIRST, 'unpaid_by_deadline', true],
  'typed-by-photographer': ['Rejected', 'phot', WITHDRAWN, WITHDRAWN, false],
  'typed-by-customer': ['Canceled', 'cust', NOT_ACCEPTED, NOT_ACCEPTED, true],
  'typed-reason': ['Rejected', 'phot', TYPED, TYPED, false],
  'already-a-code': ['Canceled', 'cust', 'withdrawn_by_customer', 'withdrawn_by_customer', false],
};

/** The status history of case `id` whose last change has `reason`. */
function historyOf(id: string, reason: string): Change[] {
  const [status, by, , , accepted] = CASES[id]!;
  return [
    { status: 'Pending', at: at(19), by: 'cust', reason: null },
    ...(accepted ? [{ status: 'Accepted', at: at(20), by: 'phot', reason: null }] : []),
    { status, at: at(21), by, reason },
  ];
}

/** Notifications as stored before 0022: id, appointment, kind, reason before and after. */
type Reason = string | null;
const NOTIFICATIONS: [id: string, appointment: string, kind: string, Reason, Reason][] = [
  ['n-withdrawn', 'withdrawn', 'withdrawn', WITHDRAWN, 'withdrawn_by_customer'],
  ['n-not-accepted', 'not-accepted', 'expired', NOT_ACCEPTED, 'not_accepted_in_time'],
  ['n-unpaid', 'unpaid', 'expired', UNPAID, 'unpaid_by_deadline'],
  ['n-unpaid-first', 'unpaid-first-wording', 'expired', UNPAID_FIRST, 'unpaid_by_deadline'],
  ['n-typed', 'typed-by-photographer', 'rejected', WITHDRAWN, WITHDRAWN],
  ['n-typed-cancel', 'typed-by-customer', 'canceled', NOT_ACCEPTED, NOT_ACCEPTED],
  ['n-thai', 'typed-reason', 'rejected', TYPED, TYPED],
  ['n-accepted', 'unpaid', 'accepted', null, null],
];

describe('migration 0022: the system reasons stored as English sentences become codes', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase({ migratedUpTo: '0020_portfolio_copies' });
    const { db } = handle;
    await db.execute(sql`
      insert into users (id, name, role) values ('cust', 'Old Customer', 'Customer'),
        ('phot', 'Old Photographer', 'Photographer')`);
    await db.execute(sql`
      insert into packages (id, photographer_id, title, category, location)
        values ('pkg', 'phot', 'Old town walk', 'TRAVEL_DIARIES', 'Old town')`);
    await db.execute(sql`
      insert into subpackages (id, package_id, photographer_id, title, price, duration_minutes)
        values ('sub', 'pkg', 'phot', 'One hour', 150000, 60)`);
    for (const [id, [status, , before]] of Object.entries(CASES)) {
      await db.execute(sql`
        insert into appointments (id, customer_id, photographer_id, package_id, subpackage_id,
          start, "end", price, status, status_history)
        values (${id}, 'cust', 'phot', 'pkg', 'sub', '2026-11-25T03:00:00Z',
          '2026-11-25T04:00:00Z', 150000, ${status},
          ${JSON.stringify(historyOf(id, before))}::jsonb)`);
    }
    for (const [id, appointment, kind, reason] of NOTIFICATIONS) {
      const details = {
        packageTitle: 'Old town walk',
        subpackageTitle: 'One hour',
        counterpartName: 'Old Customer',
        start: '2026-11-25T03:00:00.000Z',
        reason,
        payBy: null,
      };
      await db.execute(sql`
        insert into notifications (id, recipient_id, kind, appointment_id, details)
        values (${id}, 'phot', ${kind}, ${appointment}, ${JSON.stringify(details)}::jsonb)`);
    }

    await migrateDatabase(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('rewrites the sentences of the status history to codes, leaving every other entry and field as it was', async () => {
    const histories = Object.fromEntries(
      rowsOf<{ id: string; status_history: Change[] }>(
        await handle.db.execute(sql`select id, status_history from appointments`),
      ).map((row) => [row.id, row.status_history]),
    );
    expect(histories).toEqual(
      Object.fromEntries(
        Object.entries(CASES).map(([id, [, , , after]]) => [id, historyOf(id, after)]),
      ),
    );
  });

  it('rewrites the sentences of expiry and withdrawal notifications, and keeps what people typed', async () => {
    const reasons = Object.fromEntries(
      rowsOf<{ id: string; reason: string | null }>(
        await handle.db.execute(sql`select id, details->>'reason' as reason from notifications`),
      ).map((row) => [row.id, row.reason]),
    );
    expect(reasons).toEqual(
      Object.fromEntries(NOTIFICATIONS.map(([id, , , , after]) => [id, after])),
    );
  });
});
