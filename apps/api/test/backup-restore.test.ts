/**
 * Backups (docs/decisions/0025-backups.md): a database with a photographer, a package, a paid
 * booking and its ledger is dumped with `scripts/backup.mjs dump`, restored with
 * `scripts/backup.mjs restore` into a fresh database on the same server, and a second API started
 * on the restored copy (migrations applied again, as at every start) serves the same answers and
 * takes new writes. Runs only on the PostgreSQL server (DATABASE_URL) with pg_dump and pg_restore
 * on PATH; the default `npm test` (PGlite) skips it.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { components } from '@shootbook/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestClock } from '../src/clock.ts';
import { openPostgres, repoRoot } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createServerDatabase, type ServerDatabase } from './helpers/database.ts';

type Schemas = components['schemas'];

const run = promisify(execFile);
const backupScript = path.join(repoRoot, 'scripts', 'backup.mjs');

const missingTools = ['pg_dump', 'pg_restore'].filter(
  (tool) => spawnSync(tool, ['--version']).error !== undefined,
);
const skipReason = !process.env.DATABASE_URL
  ? 'needs DATABASE_URL (a PostgreSQL server)'
  : missingTools.length > 0
    ? `needs ${missingTools.join(' and ')} on PATH (Debian: postgresql-client)`
    : undefined;

describe.skipIf(skipReason)(
  `backup and restore${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let w: BookingWorld;
    let restored: TestApp;
    let restoredDatabase: ServerDatabase | undefined;
    let folder: string | undefined;
    let booking: { appointment: Schemas['Appointment']; payment: Schemas['Payment'] };

    /** The answer of the original API and of the restored one to the same GET. */
    async function bothAnswer(url: string, token: string) {
      const [before, after] = await Promise.all(
        [w.t, restored].map((t) => t.request({ method: 'GET', url, token })),
      );
      return { before: before!, after: after! };
    }

    beforeAll(async () => {
      w = await bookingWorld();
      booking = await w.paid(bkk(1, '10:00'));

      folder = await mkdtemp(path.join(os.tmpdir(), 'shootbook-backup-'));
      const file = path.join(folder, 'shootbook.dump');
      await run(process.execPath, [backupScript, 'dump', w.t.handle.url!, file]);

      restoredDatabase = await createServerDatabase(process.env.DATABASE_URL!);
      await run(process.execPath, [backupScript, 'restore', file, restoredDatabase.url]);

      // As the API starts in production: open, migrate (nothing left to apply), serve.
      const handle = await openPostgres(restoredDatabase.url);
      await migrateDatabase(handle);
      restored = await createTestApp({ handle, clock: new TestClock(START) });
    });

    afterAll(async () => {
      await restored?.close();
      await restoredDatabase?.drop();
      await w?.t.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('serves the same profiles, package, booking and payment from the restored copy', async () => {
      const { photographer, customer } = w;
      const reads = [
        ['/user/profile', photographer.token],
        ['/user/profile', customer.token],
        [`/user/profile/${photographer.uid}`, customer.token],
        [`/package/${w.packageId}`, customer.token],
        [`/appointment/detail/${booking.appointment.id}`, customer.token],
        [`/appointment/detail/${booking.appointment.id}`, photographer.token],
        [`/payment/${booking.payment.id}`, customer.token],
        [
          `/busytime/photographer/${photographer.uid}?from=${bkk(0, '00:00')}&to=${bkk(6, '23:00')}`,
          photographer.token,
        ],
      ] as const;
      for (const [url, token] of reads) {
        const { before, after } = await bothAnswer(url, token);
        expect(before.status, url).toBe(200);
        expect(after.status, url).toBe(200);
        expect(after.body, url).toEqual(before.body);
      }
      // The restored answers carry the data created above, not an empty shape.
      const detail = await restored.request<Schemas['AppointmentDetail']>({
        method: 'GET',
        url: `/appointment/detail/${booking.appointment.id}`,
        token: customer.token,
      });
      expect(detail.body).toMatchObject({
        appointment: { id: booking.appointment.id, status: 'Accepted', start: bkk(1, '10:00') },
        payment: { id: booking.payment.id, status: 'Paid', amount: booking.payment.amount },
      });
      const pkg = await restored.request<Schemas['PackageDetail']>({
        method: 'GET',
        url: `/package/${w.packageId}`,
        token: customer.token,
      });
      expect(pkg.body.title).toBe('Golden hour portraits');
      expect(pkg.body.subpackages.map((s) => s.id)).toEqual([w.subpackageId]);
    });

    it('takes writes on the restored copy and still refuses an overlapping booking', async () => {
      const blocked = await restored.request<Schemas['BusyTime']>({
        method: 'POST',
        url: '/user/busytime',
        token: w.photographer.token,
        body: { start: bkk(2, '09:00'), end: bkk(2, '12:00'), title: 'Dentist' },
      });
      expect(blocked.status).toBe(201);
      const listed = await restored.request<Schemas['BusyTimeList']>({
        method: 'GET',
        url: `/busytime/photographer/${w.photographer.uid}?from=${bkk(2, '00:00')}&to=${bkk(3, '00:00')}`,
        token: w.photographer.token,
      });
      expect(listed.body.busyTimes.map((b) => b.id)).toContain(blocked.body.id);

      const book = (start: string) =>
        restored.request<Schemas['Appointment'] & Schemas['Error']>({
          method: 'POST',
          url: `/appointment/${w.subpackageId}`,
          token: w.customer.token,
          body: { start },
        });
      // [11:00, 13:00) overlaps the restored booking's [10:00, 12:00).
      const overlap = await book(bkk(1, '11:00'));
      expect(overlap.status).toBe(409);
      expect(overlap.body.code).toBe('slot_unavailable');

      const free = await book(bkk(3, '10:00'));
      expect(free.status).toBe(201);
    });
  },
);
