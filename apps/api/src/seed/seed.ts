/**
 * Seeds demo data: Auth emulator accounts (firebase-admin `createUser` with fixed uids) and
 * database rows (photographers, packages, sub-packages, busy times, completed appointments with
 * Completed payments, ledger lines and reviews). Completed rows are written directly — the seed
 * is data, not a flow. Idempotent: fixed ids and `on conflict do nothing`.
 */
import { createHash } from 'node:crypto';

import { addDays, addMinutes } from 'date-fns';
import { count, sql } from 'drizzle-orm';
import { getAuth } from 'firebase-admin/auth';
import { DEFAULT_REVISIONS_ALLOWED, defaultWeeklyAvailability, dueAt } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/client.ts';
import {
  appointments,
  busyTimes,
  deliveries,
  packages,
  payments,
  ratings,
  subpackages,
  transactions,
  users,
} from '../db/schema.ts';
import { firebaseApp } from '../identity/auth.ts';
import { refreshPhotographerSummary } from '../users/summary.ts';
import { DEMO_PASSWORD, demoCustomers, demoPhotographers, demoReviews } from './demo-data.ts';

/** A stable UUID (v5-shaped) for a seed row, so re-running never duplicates. */
export function seedId(name: string): string {
  const hex = createHash('sha1').update(`shootbook-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** A demo account printed at start. */
export interface DemoAccount {
  role: 'Customer' | 'Photographer';
  email: string;
  name: string;
}

/** The accounts to show people (password {@link DEMO_PASSWORD}). */
export function demoAccounts(): DemoAccount[] {
  return [
    ...demoCustomers.map((c) => ({ role: 'Customer' as const, email: c.email, name: c.name })),
    ...demoPhotographers
      .slice(0, 3)
      .map((p) => ({ role: 'Photographer' as const, email: p.email, name: p.name })),
  ];
}

/** True when the database has no users yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Creates the demo accounts in the Auth emulator (or skips existing ones). Needs
 * `FIREBASE_AUTH_EMULATOR_HOST`; refuses to run against a real project.
 */
export async function seedAuthAccounts(projectId: string): Promise<number> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error('Seeding accounts needs FIREBASE_AUTH_EMULATOR_HOST');
  const auth = getAuth(firebaseApp(projectId));
  let created = 0;
  for (const person of [...demoCustomers, ...demoPhotographers]) {
    try {
      await auth.createUser({
        uid: person.uid,
        email: person.email,
        password: DEMO_PASSWORD,
        displayName: person.name,
        emailVerified: true,
      });
      created += 1;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw error;
    }
  }
  return created;
}

/** Bangkok is UTC+7 all year (no DST): local `hour` on the UTC-midnight `day` as an instant. */
function bangkok(day: Date, hour: number): Date {
  return new Date(day.getTime() + (hour - 7) * 3_600_000);
}

/** `day` (UTC midnight) moved by whole days. */
function plusDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}

/** A seeded booking whose shoot took place: its Completed appointment and its payment. */
interface SeededBooking {
  appointmentId: string;
  paymentId: string;
  customerId: string;
  photographerId: string;
  packageTitle: string;
  location: string;
  subpackage: { title: string; priceThb: number; durationMinutes: number };
  start: Date;
  note: string;
  /** `Completed` (paid out) or `Paid` (the payout still waits, docs/product.md §11). */
  paymentStatus: 'Completed' | 'Paid';
  providerRef: string;
  platformFeeBps: number;
}

/**
 * Writes the Completed appointment of `b` (requested 10 days before the shoot, accepted 9, paid 8,
 * completed an hour after its end) and its payment in `b.paymentStatus`; returns the amounts
 * (satang) and times the ledger lines use.
 */
async function seedCompletedBooking(tx: Database, b: SeededBooking) {
  const end = addMinutes(b.start, b.subpackage.durationMinutes);
  const amount = b.subpackage.priceThb * 100;
  const fee = Math.round((amount * b.platformFeeBps) / 10_000);
  const createdAt = addDays(b.start, -10);
  const acceptedAt = addDays(b.start, -9);
  const paidAt = addDays(b.start, -8);
  const completedAt = addMinutes(end, 60);
  const step = (at: Date, by: string, status: 'Pending' | 'Accepted' | 'Completed') => ({
    status,
    at: at.toISOString(),
    by,
    reason: null,
  });
  await tx
    .insert(appointments)
    .values({
      id: b.appointmentId,
      customerId: b.customerId,
      photographerId: b.photographerId,
      packageId: seedId(`${b.photographerId}/${b.packageTitle}`),
      subpackageId: seedId(`${b.photographerId}/${b.packageTitle}/${b.subpackage.title}`),
      start: b.start,
      end,
      price: amount,
      location: b.location,
      note: b.note,
      status: 'Completed',
      statusHistory: [
        step(createdAt, b.customerId, 'Pending'),
        step(acceptedAt, b.photographerId, 'Accepted'),
        step(completedAt, b.photographerId, 'Completed'),
      ],
      acceptedAt,
      createdAt,
      updatedAt: completedAt,
    })
    .onConflictDoNothing();
  const paidOut = b.paymentStatus === 'Completed';
  await tx
    .insert(payments)
    .values({
      id: b.paymentId,
      appointmentId: b.appointmentId,
      customerId: b.customerId,
      photographerId: b.photographerId,
      amount,
      platformFee: fee,
      payoutAmount: amount - fee,
      status: b.paymentStatus,
      provider: 'sandbox',
      providerRef: b.providerRef,
      createdAt: acceptedAt,
      updatedAt: paidOut ? completedAt : paidAt,
      paidAt,
      ...(paidOut ? { completedAt } : {}),
    })
    .onConflictDoNothing();
  return { end, amount, fee, paidAt, completedAt };
}

/** The number of photos a demo sub-package's `deliverables` text starts with ("60 edited photos" → 60). */
function photosOf(deliverables: string): number {
  return Number(/^\s*(\d+)/.exec(deliverables)?.[1] ?? 0);
}

/**
 * The demo deliveries: the demo customer's bookings of the first demo photographer's second
 * package after the shoot, each with the files its state shows (seed/photos.ts
 * `seedDeliveryFiles` adds them): `proofs` waits for picks (the Golden hour session offers proofs),
 * `finals` has its finals delivered.
 */
export const SEED_DELIVERIES = [
  {
    name: 'proofs',
    subpackage: 0,
    daysAgo: 4,
    status: 'ProofsReady',
    files: { kind: 'proof', count: 6 },
  },
  {
    name: 'finals',
    subpackage: 1,
    daysAgo: 6,
    status: 'FinalsDelivered',
    files: { kind: 'final', count: 4 },
  },
] as const;

/**
 * The demo customer's bookings after the shoot (docs/product.md §11), so a newcomer sees the
 * delivery loop ({@link SEED_DELIVERIES}): one with proofs waiting for picks (`ProofsReady`) and
 * one with the finals delivered (`FinalsDelivered`, accepted automatically 3 days after `now` − 1
 * day). Each is Completed with a Paid payment (its charge line only: the payout waits for the
 * acceptance). Their files need the media storage and the demo photographs: seed/photos.ts
 * `seedDeliveryFiles` adds them. Idempotent.
 */
export async function seedDeliveries(
  tx: Database,
  options: { now: Date; today: Date; platformFeeBps: number },
): Promise<void> {
  const { now, today } = options;
  const photographer = demoPhotographers[0]!;
  const customerId = demoCustomers[0]!.uid;
  const pkg = photographer.packages[1]!;
  for (const { name, subpackage, daysAgo, status } of SEED_DELIVERIES) {
    const s = pkg.subpackages[subpackage]!;
    const appointmentId = seedId(`delivery/${name}/appointment`);
    const paymentId = seedId(`delivery/${name}/payment`);
    const { end, amount, paidAt, completedAt } = await seedCompletedBooking(tx, {
      appointmentId,
      paymentId,
      customerId,
      photographerId: photographer.uid,
      packageTitle: pkg.title,
      location: pkg.location,
      subpackage: s,
      start: bangkok(plusDays(today, -daysAgo), 10),
      note: 'Seeded demo booking after the shoot.',
      paymentStatus: 'Paid',
      providerRef: `cs_sandbox_seed_delivery_${name}`,
      platformFeeBps: options.platformFeeBps,
    });
    await tx
      .insert(transactions)
      .values({
        id: seedId(`delivery/${name}/tx/charge`),
        type: 'charge',
        amount,
        paymentId,
        userId: customerId,
        createdAt: paidAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(deliveries)
      .values({
        id: seedId(`delivery/${name}`),
        appointmentId,
        status,
        dueAt: new Date(dueAt(end.toISOString(), s.deliveryDays)),
        includedPhotos: photosOf(s.deliverables),
        offersProofs: s.offersProofs ?? false,
        revisionsAllowed: DEFAULT_REVISIONS_ALLOWED,
        extraPhotoPrice: s.extraPhotoPrice ?? 0,
        finalsDeliveredAt: status === 'FinalsDelivered' ? addDays(now, -1) : null,
        createdAt: completedAt,
        updatedAt: status === 'FinalsDelivered' ? addDays(now, -1) : completedAt,
      })
      .onConflictDoNothing();
  }
}

/** Writes the demo rows (idempotent). `now` anchors past shoots and upcoming busy times. */
export async function seedDatabase(
  db: Database,
  options: { now: Date; platformFeeBps: number },
): Promise<void> {
  const { now } = options;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await withTransaction(db, async (tx) => {
    for (const customer of demoCustomers) {
      await tx
        .insert(users)
        .values({
          id: customer.uid,
          email: customer.email,
          name: customer.name,
          role: 'Customer',
          province: customer.province,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    for (const [index, p] of demoPhotographers.entries()) {
      await tx
        .insert(users)
        .values({
          id: p.uid,
          email: p.email,
          name: p.name,
          role: 'Photographer',
          // A Thai mobile number (the machines' phone rule), so a seeded profile saves unchanged.
          phone: `+66 8${index % 10} ${String(1000 + index * 37).slice(0, 3)} ${String((4000 + index * 91) % 10000).padStart(4, '0')}`,
          bio: p.bio,
          province: p.province,
          specialties: p.specialties,
          timezone: 'Asia/Bangkok',
          weeklyAvailability: defaultWeeklyAvailability(),
          bankAccount: {
            bank: p.bank,
            accountNumber: String(1000000000 + index * 7654321),
            accountName: p.name,
          },
          payoutAccountId: `acct_sandbox_${p.uid.replace(/-/g, '_')}`,
          payoutsEnabled: true,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      for (const pkg of p.packages) {
        const packageId = seedId(`${p.uid}/${pkg.title}`);
        await tx
          .insert(packages)
          .values({
            id: packageId,
            photographerId: p.uid,
            title: pkg.title,
            description: pkg.description,
            category: pkg.category,
            location: pkg.location,
            province: p.province,
            imageUrls: [],
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing();
        for (const s of pkg.subpackages) {
          await tx
            .insert(subpackages)
            .values({
              id: seedId(`${p.uid}/${pkg.title}/${s.title}`),
              packageId,
              photographerId: p.uid,
              title: s.title,
              description: `${s.title} — ${pkg.title}.`,
              price: s.priceThb * 100,
              durationMinutes: s.durationMinutes,
              deliverables: s.deliverables,
              deliveryDays: s.deliveryDays,
              deliverablePhotos: photosOf(s.deliverables),
              offersProofs: s.offersProofs ?? false,
              extraPhotoPrice: s.extraPhotoPrice ?? 0,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing();
        }
      }
      // Two upcoming blocks by hand: a morning next week and a full day in two weeks.
      const nextWeek = plusDays(today, 7 + (index % 5));
      await tx
        .insert(busyTimes)
        .values([
          {
            id: seedId(`${p.uid}/busy/1`),
            photographerId: p.uid,
            start: bangkok(nextWeek, 9),
            end: bangkok(nextWeek, 12),
            title: 'Equipment maintenance',
            kind: 'Photographer',
            createdAt: now,
          },
          {
            id: seedId(`${p.uid}/busy/2`),
            photographerId: p.uid,
            start: bangkok(plusDays(nextWeek, 7), 9),
            end: bangkok(plusDays(nextWeek, 7), 18),
            title: 'Personal day',
            kind: 'Photographer',
            createdAt: now,
          },
        ])
        .onConflictDoNothing();
    }

    // Completed shoots with Paid → Completed payments, ledger lines and reviews.
    for (const [index, [photographerId, customerId, score, comment]] of demoReviews.entries()) {
      const photographer = demoPhotographers.find((p) => p.uid === photographerId);
      const pkg = photographer?.packages[index % (photographer?.packages.length ?? 1)];
      const s = pkg?.subpackages[0];
      if (!photographer || !pkg || !s) continue;
      const appointmentId = seedId(`appointment/${index}`);
      const paymentId = seedId(`payment/${index}`);
      const { amount, fee, paidAt, completedAt } = await seedCompletedBooking(tx, {
        appointmentId,
        paymentId,
        customerId,
        photographerId,
        packageTitle: pkg.title,
        location: pkg.location,
        subpackage: s,
        start: bangkok(plusDays(today, -(14 + index * 9)), 10),
        note: 'Seeded demo booking.',
        paymentStatus: 'Completed',
        providerRef: `cs_sandbox_seed_${index}`,
        platformFeeBps: options.platformFeeBps,
      });
      await tx
        .insert(transactions)
        .values([
          {
            id: seedId(`tx/${index}/charge`),
            type: 'charge',
            amount,
            paymentId,
            userId: customerId,
            createdAt: paidAt,
          },
          {
            id: seedId(`tx/${index}/fee`),
            type: 'fee',
            amount: fee,
            paymentId,
            userId: 'platform',
            createdAt: completedAt,
          },
          {
            id: seedId(`tx/${index}/payout`),
            type: 'payout',
            amount: amount - fee,
            paymentId,
            userId: photographerId,
            createdAt: completedAt,
          },
        ])
        .onConflictDoNothing();
      await tx
        .insert(ratings)
        .values({
          id: seedId(`rating/${index}`),
          userId: photographerId,
          reviewerId: customerId,
          appointmentId,
          score,
          comment,
          createdAt: addDays(completedAt, 1),
          updatedAt: addDays(completedAt, 1),
        })
        .onConflictDoNothing();
    }
    await seedDeliveries(tx, { now, today, platformFeeBps: options.platformFeeBps });
    // Rating summaries from the reviews (same rule as src/reviews).
    await tx.execute(sql`
      update users set
        rating_count = (select count(*)::int from ratings where ratings.user_id = users.id),
        rating_average = (select round(avg(ratings.score)::numeric, 2)::float8 from ratings where ratings.user_id = users.id)`);
  });
  await refreshPhotographerSummary(db);
}
