/**
 * The appointment detail read model (docs/product.md §3.6): appointment, sub-package,
 * package, photographer, customer, payment and whether the customer has reviewed it — what the
 * list and detail screens need in one call.
 */
import { inArray } from 'drizzle-orm';
import type { components } from '@shootbook/api-client';

import type { Database } from '../db/client.ts';
import {
  packages,
  payments,
  ratings,
  subpackages,
  users,
  type AppointmentRow,
} from '../db/schema.ts';
import { priceRanges } from '../catalogue/queries.ts';
import { toPackage, toSubpackage } from '../catalogue/wire.ts';
import { toPayment } from '../payments/index.ts';
import { toUserSummary } from '../users/wire.ts';
import { openMovesOf } from './move-queries.ts';
import { toAppointment, toMove } from './wire.ts';

type Schemas = components['schemas'];

/** What {@link loadRelated} finds for a set of appointments, keyed by id. */
export interface Related {
  packages: Map<string, Schemas['Package']>;
  subpackages: Map<string, Schemas['Subpackage']>;
  users: Map<string, Schemas['UserSummary']>;
}

/** Packages (with price ranges), sub-packages and people of `rows`, in a few queries. */
export async function loadRelated(db: Database, rows: AppointmentRow[]): Promise<Related> {
  const packageIds = [...new Set(rows.map((r) => r.packageId))];
  const subIds = [...new Set(rows.map((r) => r.subpackageId))];
  const userIds = [...new Set(rows.flatMap((r) => [r.customerId, r.photographerId]))];
  if (rows.length === 0) return { packages: new Map(), subpackages: new Map(), users: new Map() };
  const [pkgRows, subRows, prices, userRows] = await Promise.all([
    db.select().from(packages).where(inArray(packages.id, packageIds)),
    db.select().from(subpackages).where(inArray(subpackages.id, subIds)),
    priceRanges(db, packageIds),
    db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        avatarUrl: users.avatarUrl,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
  ]);
  return {
    packages: new Map(
      pkgRows.map((p) => [
        p.id,
        toPackage(p, prices.get(p.id) ?? { minPrice: null, maxPrice: null }),
      ]),
    ),
    subpackages: new Map(subRows.map((s) => [s.id, toSubpackage(s)])),
    users: new Map(userRows.map((u) => [u.id, toUserSummary(u)])),
  };
}

/**
 * The `AppointmentDetail`s of `rows`, in the same order, as `viewerId` may see them; pay-by
 * deadlines with `unpaidExpiryMinutes`; `openMove`, the booking's open move proposal while it is
 * Accepted and the proposal unexpired at `now` (docs/product.md §12).
 */
export async function toDetails(
  db: Database,
  rows: AppointmentRow[],
  viewerId: string,
  unpaidExpiryMinutes?: number,
  now: Date = new Date(),
): Promise<Schemas['AppointmentDetail'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [related, paymentRows, reviewRows, moveRows] = await Promise.all([
    loadRelated(db, rows),
    db.select().from(payments).where(inArray(payments.appointmentId, ids)),
    db
      .select({ appointmentId: ratings.appointmentId })
      .from(ratings)
      .where(inArray(ratings.appointmentId, ids)),
    openMovesOf(db, ids),
  ]);
  const openMoveOf = new Map(moveRows.map((m) => [m.appointmentId, m]));
  const paymentOf = new Map(paymentRows.map((p) => [p.appointmentId, p]));
  const reviewed = new Set(reviewRows.map((r) => r.appointmentId));
  return rows.map((row) => {
    const payment = paymentOf.get(row.id);
    return {
      appointment: toAppointment(row, unpaidExpiryMinutes),
      package: related.packages.get(row.packageId)!,
      subpackage: related.subpackages.get(row.subpackageId)!,
      photographer: related.users.get(row.photographerId)!,
      customer: related.users.get(row.customerId)!,
      payment: payment ? toPayment(payment, viewerId) : null,
      reviewed: reviewed.has(row.id),
      openMove: openMove(row, openMoveOf.get(row.id), now),
    };
  });
}

/** The open move proposal of `row` as `AppointmentMove`, or null when none stands at `now`. */
function openMove(
  row: AppointmentRow,
  move: Parameters<typeof toMove>[0] | undefined,
  now: Date,
): Schemas['AppointmentMove'] | null {
  if (!move || row.status !== 'Accepted') return null;
  const shown = toMove(move, row, now);
  return shown.status === 'Open' ? shown : null;
}
