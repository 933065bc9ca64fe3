/**
 * Profiles, the registration progression and the photographer directory
 * (openapi.yaml tag `users`; SPEC.md §4 registration, PRODUCT.md "User profile").
 */
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Deps, Handlers } from '../deps.ts';
import { users } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound, Unprocessable } from '../errors.ts';
import { requireUser } from '../identity/auth.ts';
import { availabilityProblems, isKnownTimeZone } from './availability.ts';
import {
  DEFAULT_WEEKLY_AVAILABILITY,
  ensureProfile,
  findUser,
  toPublicProfile,
  toUserProfile,
} from './profiles.ts';

/** Escapes `%`, `_` and `\` for ILIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function userHandlers({ db, clock }: Deps): Handlers {
  return {
    async getOwnProfile(request) {
      const row = await ensureProfile(db, requireUser(request), clock.now());
      return toUserProfile(row);
    },

    /**
     * Registration progression: `role` only from Guest, once (else 409); `bankAccount` only for
     * photographers (403); availability ranges must be consistent and the time zone known (422).
     */
    async updateOwnProfile(request) {
      const caller = requireUser(request);
      const body = request.body;
      const now = clock.now();
      const current = await ensureProfile(db, caller, now);

      let role = current.role;
      if (body.role !== undefined && body.role !== current.role) {
        if (current.role !== 'Guest') {
          throw new Conflict(`The role is already ${current.role}; it can be chosen only once`);
        }
        role = body.role;
      }
      if (body.bankAccount !== undefined && role !== 'Photographer') {
        throw new Forbidden('Only photographers have a bank account for payouts');
      }
      if (body.weeklyAvailability) {
        const problems = availabilityProblems(body.weeklyAvailability);
        if (problems.length > 0) throw new Unprocessable('The weekly availability is not consistent', { problems });
      }
      if (body.timezone !== undefined && !isKnownTimeZone(body.timezone)) {
        throw new Unprocessable(`Unknown time zone ${body.timezone}`);
      }

      const becomesPhotographer = role === 'Photographer' && current.role !== 'Photographer';
      const emptyAvailability = Object.values(current.weeklyAvailability).every((ranges) => !ranges?.length);
      const [updated] = await db
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          role,
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.bio !== undefined ? { bio: body.bio } : {}),
          ...(body.avatarUrl !== undefined ? { avatarUrl: body.avatarUrl } : {}),
          ...(body.province !== undefined ? { province: body.province } : {}),
          ...(body.specialties !== undefined ? { specialties: body.specialties } : {}),
          ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
          ...(body.weeklyAvailability !== undefined
            ? { weeklyAvailability: body.weeklyAvailability }
            : becomesPhotographer && emptyAvailability
              ? { weeklyAvailability: DEFAULT_WEEKLY_AVAILABILITY }
              : {}),
          ...(body.bankAccount !== undefined ? { bankAccount: body.bankAccount } : {}),
          ...(current.email === null && caller.email ? { email: caller.email } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, caller.uid))
        .returning();
      if (!updated) throw new NotFound('Profile not found');
      return toUserProfile(updated);
    },

    async getUserProfile(request) {
      const row = await findUser(db, request.params.id);
      if (!row) throw new NotFound(`No user ${request.params.id}`);
      return toPublicProfile(row);
    },

    /**
     * Photographers with completed registration (name and bank account), filtered by category
     * (specialty or an active package's category), province, free text, and price range of
     * their active sub-packages. Best rated first.
     */
    async listPhotographers(request) {
      const { category, province, q, minPrice, maxPrice } = request.query;
      const limit = request.query.limit ?? 50;
      const offset = request.query.offset ?? 0;

      // Correlated subqueries spell out table names: Drizzle leaves columns unqualified in a
      // single-table select, which would bind "id" to the inner table.
      const activeSub = sql.raw(
        `subpackages.photographer_id = users.id and subpackages.active and exists (select 1 from packages p where p.id = subpackages.package_id and p.active)`,
      );
      const conditions: (SQL | undefined)[] = [
        eq(users.role, 'Photographer'),
        ne(users.name, ''),
        isNotNull(users.bankAccount),
      ];
      if (category) {
        conditions.push(
          or(
            sql`${users.specialties} @> ${JSON.stringify([category])}::jsonb`,
            sql`exists (select 1 from packages where packages.photographer_id = users.id and packages.active and packages.category = ${category})`,
          ),
        );
      }
      if (province) conditions.push(sql`lower(${users.province}) = lower(${province})`);
      if (q) conditions.push(or(ilike(users.name, likePattern(q)), ilike(users.bio, likePattern(q))));
      if (minPrice !== undefined || maxPrice !== undefined) {
        conditions.push(
          sql`exists (select 1 from subpackages where ${and(
            activeSub,
            minPrice !== undefined ? sql`subpackages.price >= ${minPrice}` : undefined,
            maxPrice !== undefined ? sql`subpackages.price <= ${maxPrice}` : undefined,
          )})`,
        );
      }
      const where = and(...conditions);

      const packageCount = sql<number>`(select count(*)::int from packages where packages.photographer_id = users.id and packages.active)`;
      const cheapest = sql<number | null>`(select min(subpackages.price)::int from subpackages where ${activeSub})`;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ user: users, packageCount, minPrice: cheapest })
          .from(users)
          .where(where)
          .orderBy(sql`${users.ratingAverage} desc nulls last`, desc(users.ratingCount), asc(users.name), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return {
        photographers: rows.map((row) => ({
          ...toPublicProfile(row.user),
          packageCount: Number(row.packageCount),
          minPrice: row.minPrice === null ? null : Number(row.minPrice),
        })),
        total: Number(totalRow?.total ?? 0),
      };
    },
  };
}
