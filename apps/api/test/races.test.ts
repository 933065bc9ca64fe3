/**
 * Races, closed by the database (docs/decisions/0005): requests that arrive together are held
 * behind a barrier just before their handlers (after authentication and validation) and released
 * at once, so they meet in PostgreSQL at the same moment; each race is repeated. Runs only on the
 * PostgreSQL server (DATABASE_URL): PGlite runs one query at a time, so races never show there.
 */
import { randomUUID } from 'node:crypto';

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';
import { PHOTO_LIMITS, openAppointmentStatuses } from '@shootbook/machines';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appointments, busyTimes, photos, users } from '../src/db/schema.ts';
import { bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import type { TestResponse, TestUser } from './helpers/app.ts';

type Schemas = components['schemas'];

const onPostgres = Boolean(process.env.DATABASE_URL);

/** ISO UTC of `hour`:00 Bangkok time on 2030-01-07 + `day` days (a Monday; the photographer works MON–SAT 09–18). */
function bangkok(day: number, hour: number): string {
  const date = new Date(Date.UTC(2030, 0, 7 + day, hour - 7, 0, 0));
  return date.toISOString();
}

/** `count` distinct two-hour slots inside working hours, Tuesday to Saturday, from `firstDay` on. */
function slots(count: number, firstDay = 1): { start: string; end: string }[] {
  const result: { start: string; end: string }[] = [];
  for (let day = firstDay; result.length < count; day++) {
    if (day % 7 === 6) continue; // Sunday: no working hours
    for (const hour of [9, 11, 13, 15]) {
      if (result.length < count)
        result.push({ start: bangkok(day, hour), end: bangkok(day, hour + 2) });
    }
  }
  return result;
}

const statuses = (responses: TestResponse[]) => responses.map((r) => r.status).sort();

describe.runIf(onPostgres)('races on the PostgreSQL server', () => {
  let w: BookingWorld;
  let customers: TestUser[];

  beforeAll(async () => {
    w = await bookingWorld();
    customers = [
      w.customer,
      ...(await Promise.all(Array.from({ length: 9 }, () => w.t.signUpUser('Customer')))),
    ];
  });
  afterAll(async () => {
    await w?.t.close();
  });

  /** Sends `requests()` (which must make `count` requests) through the barrier; answers in order. */
  async function together<T extends readonly Promise<unknown>[]>(
    count: number,
    requests: () => [...T],
  ): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
    const opened = w.t.barrier(count);
    const answers = await Promise.all(requests());
    expect(await opened, 'every request reached the barrier before it opened').toBe(true);
    return answers as { -readonly [K in keyof T]: Awaited<T[K]> };
  }

  async function paymentCount(appointmentId: string): Promise<number> {
    const result = await w.t.db.execute(
      sql`select count(*)::int as n from payments where appointment_id = ${appointmentId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  async function openAppointmentsAt(start: string): Promise<number> {
    const rows = await w.t.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.photographerId, w.photographer.uid),
          eq(appointments.start, new Date(start)),
          inArray(appointments.status, [...openAppointmentStatuses]),
        ),
      );
    return rows.length;
  }

  it('200 parallel bookings of one slot: exactly one wins, the rest are 409 slot_unavailable (3 trials)', async () => {
    for (const slot of slots(3, 8)) {
      const answers = await together(200, () =>
        Array.from({ length: 200 }, (_, i) => w.book(slot.start, customers[i % customers.length])),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('slot_unavailable');
      }
      expect(await openAppointmentsAt(slot.start)).toBe(1);
    }
  });

  it('100 parallel bookings of one slot of an instant package: one Accepted with one payment, the rest 409 (3 trials)', async () => {
    // docs/decisions/0029-instant-booking.md: the booking and its acceptance are one insert and
    // one transaction, so the same EXCLUDE constraints decide the race.
    const instant = await w.instantPackage();
    for (const slot of slots(3, 120)) {
      const answers = await together(100, () =>
        Array.from({ length: 100 }, (_, i) =>
          w.book(slot.start, customers[i % customers.length], instant.subpackageId),
        ),
      );
      const won = answers.filter((a) => a.status === 201);
      expect(won).toHaveLength(1);
      expect(won[0]!.body.status).toBe('Accepted');
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('slot_unavailable');
      }
      expect(await openAppointmentsAt(slot.start)).toBe(1);
      expect(await paymentCount(won[0]!.body.id)).toBe(1);
    }
  });

  it('50 busy time ∥ booking pairs of the same hours: never both', async () => {
    const pairs = slots(50, 15);
    const answers = await together(100, () =>
      pairs.flatMap((slot, i): Promise<TestResponse>[] => [
        w.t.request({
          method: 'POST',
          url: '/user/busytime',
          token: w.photographer.token,
          body: { start: slot.start, end: slot.end },
        }),
        w.book(slot.start, customers[i % customers.length]),
      ]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const [busy, booking] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([busy.status, booking.status], `pair ${i}`).not.toEqual([201, 201]);
      expect(busy.status === 201 || booking.status === 201, `pair ${i}: one of them wins`).toBe(
        true,
      );
    }
    // And in the database: no manual busy time overlaps an open appointment of the photographer.
    const clashes = await w.t.db.execute(sql`
      select count(*)::int as n from ${busyTimes} b join ${appointments} a
        on a.photographer_id = b.photographer_id and a.status in ('Pending', 'Accepted')
       and tstzrange(a.start, a."end", '[)') && tstzrange(b.start, b."end", '[)')
      where b.kind = 'Photographer' and b.photographer_id = ${w.photographer.uid}`);
    expect((clashes as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('20 parallel role choices by one Guest: one role, granted once (5 trials)', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const guest = await w.t.signUpUser('Guest', {});
      await w.t.request({
        method: 'PATCH',
        url: '/user/profile',
        token: guest.token,
        body: { name: `Guest ${trial}` },
      });
      const answers = await together(20, () =>
        Array.from({ length: 20 }, (_, i) =>
          w.t.request<Schemas['UserProfile'] & Schemas['Error']>({
            method: 'PATCH',
            url: '/user/profile',
            token: guest.token,
            body: { role: i % 2 ? 'Photographer' : 'Customer' },
          }),
        ),
      );
      const profile = await w.t.request<Schemas['UserProfile']>({
        method: 'GET',
        url: '/user/profile',
        token: guest.token,
      });
      const granted = profile.body.role;
      expect(['Customer', 'Photographer']).toContain(granted);
      for (const answer of answers) {
        if (answer.status === 200)
          expect(answer.body.role, 'every success reports the one role granted').toBe(granted);
        else expect([answer.status, answer.body.code]).toEqual([409, 'conflict']);
      }
      // Whoever asked for the other role was refused.
      const askedOther = answers.filter(
        (_, i) => (i % 2 ? 'Photographer' : 'Customer') !== granted,
      );
      expect(askedOther.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 409));
    }
  });

  it('edit ∥ accept: an edit never lands after the acceptance (20 trials)', async () => {
    for (const [i, slot] of slots(20, 40).entries()) {
      const booked = await w.book(slot.start, customers[i % customers.length]);
      expect(booked.status).toBe(201);
      const customer = customers[i % customers.length]!;
      const note = `Edited note ${i}`;
      const [edit, accept] = await together(2, () => [
        w.t.request<Schemas['Appointment'] & Schemas['Error']>({
          method: 'PATCH',
          url: `/appointment/${booked.body.id}`,
          token: customer.token,
          body: { note },
        }),
        w.setStatus(booked.body.id, 'Accepted', w.photographer),
      ]);
      expect(accept.status).toBe(200);
      const [row] = await w.t.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, booked.body.id));
      if (edit.status === 200) {
        // The edit came first, so the acceptance saw it.
        expect(accept.body.note).toBe(note);
        expect(row!.note).toBe(note);
      } else {
        expect([edit.status, edit.body.code]).toEqual([409, 'invalid_transition']);
        expect(row!.note, 'the refused edit left nothing behind').toBe('');
      }
    }
  });

  it('two requests moved into the same free hours: exactly one moves, the other keeps its time (10 trials)', async () => {
    const days = Array.from({ length: 12 }, (_, i) => 100 + i)
      .filter((day) => day % 7 !== 6)
      .slice(0, 10);
    for (const [i, day] of days.entries()) {
      const [first, second] = [
        customers[i % customers.length]!,
        customers[(i + 1) % customers.length]!,
      ];
      const early = await w.book(bangkok(day, 9), first);
      const late = await w.book(bangkok(day, 15), second);
      expect([early.status, late.status]).toEqual([201, 201]);
      const answers = await together(2, () => [
        w.t.request<Schemas['Appointment'] & Schemas['Error']>({
          method: 'PATCH',
          url: `/appointment/${early.body.id}`,
          token: first.token,
          body: { start: bangkok(day, 12) },
        }),
        w.t.request<Schemas['Appointment'] & Schemas['Error']>({
          method: 'PATCH',
          url: `/appointment/${late.body.id}`,
          token: second.token,
          body: { start: bangkok(day, 12) },
        }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.code).toBe('slot_unavailable');
      const rows = await w.t.db
        .select()
        .from(appointments)
        .where(inArray(appointments.id, [early.body.id, late.body.id]));
      const starts = rows.map((row) => row.start.toISOString()).sort();
      // The loser kept its own time; the winner holds 12:00–14:00, and so does its hold.
      expect(starts).toEqual(
        answers[0]!.status === 200
          ? [bangkok(day, 12), bangkok(day, 15)]
          : [bangkok(day, 9), bangkok(day, 12)],
      );
      const winner = answers[0]!.status === 200 ? early.body.id : late.body.id;
      const [hold] = await w.t.db
        .select()
        .from(busyTimes)
        .where(eq(busyTimes.appointmentId, winner));
      expect(hold!.start.toISOString()).toBe(bangkok(day, 12));
    }
  });

  it('withdraw ∥ accept: exactly one of them happens (20 trials)', async () => {
    for (const [i, slot] of slots(20, 60).entries()) {
      const customer = customers[i % customers.length]!;
      const booked = await w.book(slot.start, customer);
      expect(booked.status).toBe(201);
      const [withdraw, accept] = await together(2, () => [
        w.t.request({
          method: 'DELETE',
          url: `/appointment/${booked.body.id}`,
          token: customer.token,
        }),
        w.setStatus(booked.body.id, 'Accepted', w.photographer),
      ]);
      const [row] = await w.t.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, booked.body.id));
      expect(
        [withdraw.status, accept.status].filter((s) => s < 300),
        `trial ${i}`,
      ).toHaveLength(1);
      expect(row!.status).toBe(withdraw.status === 204 ? 'Canceled' : 'Accepted');
    }
  });

  it('accept ∥ cancel: both apply in one order or the other, never half (10 trials)', async () => {
    for (const [i, slot] of slots(10, 80).entries()) {
      const customer = customers[i % customers.length]!;
      const booked = await w.book(slot.start, customer);
      const [accept, cancel] = await together(2, () => [
        w.setStatus(booked.body.id, 'Accepted', w.photographer),
        w.setStatus(booked.body.id, 'Canceled', customer),
      ]);
      // The customer may cancel a Pending request and an Accepted one before it starts, so the
      // cancel always wins; the accept either came first (and made a payment) or was refused.
      expect(cancel.status, `trial ${i}`).toBe(200);
      expect([200, 409]).toContain(accept.status);
      const [row] = await w.t.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, booked.body.id));
      expect(row!.status).toBe('Canceled');
      expect(await paymentCount(booked.body.id)).toBe(accept.status === 200 ? 1 : 0);
      expect(
        await w.busyTimesOf(booked.body.id),
        'no busy time outlives the canceled booking',
      ).toHaveLength(0);
    }
  });

  it('5 parallel accepts of one request: one acceptance, one payment (10 trials)', async () => {
    for (const [i, slot] of slots(10, 90).entries()) {
      const booked = await w.book(slot.start, customers[i % customers.length]);
      const answers = await together(5, () =>
        Array.from({ length: 5 }, () => w.setStatus(booked.body.id, 'Accepted', w.photographer)),
      );
      expect(
        answers.filter((a) => a.status === 200),
        `trial ${i}: ${statuses(answers).join(',')}`,
      ).toHaveLength(1);
      expect(await paymentCount(booked.body.id)).toBe(1);
    }
  });

  it('20 parallel reviews of one photographer: the rating count and average are exact (3 trials)', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const photographer = await w.t.signUpUser('Photographer');
      // Completed shoots, written directly: the review rules only need the appointment's status and parties.
      const done = customers.flatMap((customer, c) =>
        [0, 1].map((k) => {
          const start = new Date(Date.UTC(2029, 5, 1 + c * 2 + k, 3));
          return {
            id: randomUUID(),
            customerId: customer.uid,
            photographerId: photographer.uid,
            packageId: w.packageId,
            subpackageId: w.subpackageId,
            start,
            end: new Date(start.getTime() + 2 * 3_600_000),
            price: 350_000,
            status: 'Completed' as const,
            statusHistory: [],
          };
        }),
      );
      await w.t.db.insert(appointments).values(done);
      const scores = done.map((_, i) => 1 + ((i * 7 + trial) % 5));
      const answers = await together(20, () =>
        done.map((appointment, i) =>
          w.t.request({
            method: 'POST',
            url: `/user/${photographer.uid}/rating`,
            token: customers.find((c) => c.uid === appointment.customerId)!.token,
            body: { appointmentId: appointment.id, score: scores[i] },
          }),
        ),
      );
      expect(statuses(answers)).toEqual(Array.from({ length: 20 }, () => 201));
      const profile = await w.t.request<Schemas['PublicProfile']>({
        method: 'GET',
        url: `/user/profile/${photographer.uid}`,
        token: w.customer.token,
      });
      const expectedAverage =
        Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
      expect(profile.body.ratingCount).toBe(20);
      expect(profile.body.ratingAverage).toBeCloseTo(expectedAverage, 10);
    }
  });

  /** A multipart upload of a small PNG of `colour` by `user` (docs/decisions/0010). */
  async function upload(user: TestUser, fields: Record<string, string>, colour: string) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    form.append('file', new Blob([image], { type: 'image/png' }), 'photo.png');
    return w.t.request<Schemas['Photo']>({
      method: 'POST',
      url: '/photo',
      token: user.token,
      body: form,
    });
  }

  it(`10 parallel uploads into a gallery with room for 4: exactly 4 stored, the rest 422 (3 trials)`, async () => {
    for (let trial = 0; trial < 3; trial++) {
      const created = await w.t.request<Schemas['Package']>({
        method: 'POST',
        url: '/package',
        token: w.photographer.token,
        body: {
          title: `Almost full gallery ${trial}`,
          description: '',
          category: 'OTHER',
          location: 'Bangkok',
        },
      });
      const packageId = created.body.id;
      for (let i = 0; i < PHOTO_LIMITS.package - 4; i++)
        expect(
          (await upload(w.photographer, { purpose: 'package', packageId }, '#101010')).status,
        ).toBe(202);
      const answers = await together(10, () =>
        Array.from({ length: 10 }, (_, i) =>
          upload(w.photographer, { purpose: 'package', packageId }, `#2020${10 + i}`),
        ),
      );
      expect(statuses(answers)).toEqual([...Array(4).fill(202), ...Array(6).fill(422)]);
      const [row] = await w.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(photos)
        .where(eq(photos.packageId, packageId));
      expect(row!.n).toBe(PHOTO_LIMITS.package);
    }
  });

  it('6 parallel uploads with room in the quota for 2: exactly 2 stored, the rest 413 quota_exceeded, the count exact (3 trials)', async () => {
    const photographer = await w.t.signUpUser('Photographer');
    for (let trial = 0; trial < 3; trial++) {
      const sizes = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          sharp({ create: { width: 40, height: 30, channels: 3, background: `#30${trial}0${i}0` } })
            .png()
            .toBuffer(),
        ),
      );
      const largest = Math.max(...sizes.map((b) => b.length));
      const start = w.t.config.storageQuotaBytes - 2 * largest - Math.floor(largest / 2);
      await w.t.db.update(users).set({ storageBytes: start }).where(eq(users.id, photographer.uid));
      const answers = await together(6, () =>
        Array.from({ length: 6 }, (_, i) =>
          upload(photographer, { purpose: 'portfolio' }, `#30${trial}0${i}0`),
        ),
      );
      expect(statuses(answers)).toEqual([202, 202, 413, 413, 413, 413]);
      const [row] = await w.t.db
        .select({ bytes: users.storageBytes })
        .from(users)
        .where(eq(users.id, photographer.uid));
      const stored = answers.filter((a) => a.status === 202).length;
      expect(row!.bytes).toBeGreaterThan(start);
      expect(row!.bytes).toBeLessThanOrEqual(w.t.config.storageQuotaBytes);
      expect(stored).toBe(2);
    }
  });

  // Last in the file: the races above must have been decided by locks and constraints, not by
  // PostgreSQL's deadlock detector — each deadlock stalls its requests for `deadlock_timeout`
  // (1 s), and a burst of bookings of one slot used to chain them into a storm. Backends report
  // their counts to pg_stat_database within PGSTAT_IDLE_INTERVAL (10 s) of going idle, so the
  // count is read until then; this file has a database of its own.
  it('none of these races ended in a deadlock', async () => {
    const deadlocks = async (): Promise<number> => {
      const result = await w.t.db.execute(
        sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const until = Date.now() + 11_000;
    let seen = await deadlocks();
    while (seen === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      seen = await deadlocks();
    }
    expect(seen).toBe(0);
  }, 20_000);
});
