/**
 * Packages and sub-packages (openapi.yaml tags `packages`, `subpackages`). Photographers own
 * them; everyone signed in browses active ones; owners also see their inactive ones.
 */
import { randomUUID } from 'node:crypto';

import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Deps, Handlers } from '../deps.ts';
import { withTransaction } from '../db/client.ts';
import { packages, subpackages, users } from '../db/schema.ts';
import { Conflict, NotFound } from '../errors.ts';
import { requireUser } from '../identity/auth.ts';
import { likePattern } from '../users/handlers.ts';
import { requireRole } from '../users/profiles.ts';
import {
  appointmentUse,
  loadPackage,
  ownedPackage,
  ownedSubpackage,
  priceRanges,
  toPackage,
  toSubpackage,
} from './catalogue.ts';

export function catalogueHandlers({ db, clock }: Deps): Handlers {
  return {
    /** Active packages (plus the caller's own inactive ones), newest first. */
    async listPackages(request) {
      const caller = requireUser(request);
      const { category, photographerId, q, minPrice, maxPrice, province } = request.query;
      const limit = request.query.limit ?? 50;
      const offset = request.query.offset ?? 0;
      const conditions: (SQL | undefined)[] = [or(eq(packages.active, true), eq(packages.photographerId, caller.uid))];
      if (category) conditions.push(eq(packages.category, category));
      if (photographerId) conditions.push(eq(packages.photographerId, photographerId));
      if (province) {
        conditions.push(sql`lower(coalesce(${packages.province}, ${users.province})) = lower(${province})`);
      }
      if (q) {
        const pattern = likePattern(q);
        conditions.push(or(ilike(packages.title, pattern), ilike(packages.description, pattern), ilike(users.name, pattern)));
      }
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
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ pkg: packages, photographer: users })
          .from(packages)
          .innerJoin(users, eq(users.id, packages.photographerId))
          .where(where)
          .orderBy(desc(packages.createdAt), asc(packages.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(packages)
          .innerJoin(users, eq(users.id, packages.photographerId))
          .where(where),
      ]);
      const prices = await priceRanges(
        db,
        rows.map((row) => row.pkg.id),
      );
      return {
        packages: rows.map((row) =>
          toPackage(row.pkg, prices.get(row.pkg.id) ?? { minPrice: null, maxPrice: null }, row.photographer),
        ),
        total: Number(totalRow?.total ?? 0),
      };
    },

    /** Photographers only (403); the package belongs to the caller. */
    async createPackage(request, reply) {
      const caller = requireUser(request);
      const owner = await requireRole(db, caller, 'Photographer');
      const body = request.body;
      const now = clock.now();
      const [row] = await db
        .insert(packages)
        .values({
          id: randomUUID(),
          photographerId: owner.id,
          title: body.title.trim(),
          description: body.description,
          category: body.category,
          location: body.location.trim(),
          province: body.province ?? owner.province,
          coverImageUrl: body.coverImageUrl ?? null,
          imageUrls: body.imageUrls ?? [],
          active: body.active ?? true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('Package insert returned nothing');
      reply.code(201);
      return toPackage(row, { minPrice: null, maxPrice: null }, owner);
    },

    /** The package with photographer and sub-packages (active ones; the owner sees all). */
    async getPackage(request) {
      const caller = requireUser(request);
      const pkg = await loadPackage(db, request.params.id);
      const subs = await db
        .select()
        .from(subpackages)
        .where(
          and(
            eq(subpackages.packageId, pkg.id),
            pkg.photographerId === caller.uid ? undefined : eq(subpackages.active, true),
          ),
        )
        .orderBy(asc(subpackages.price), asc(subpackages.id));
      return { ...pkg, subpackages: subs.map(toSubpackage) };
    },

    /** Owner only (403). */
    async updatePackage(request) {
      const caller = requireUser(request);
      await ownedPackage(db, request.params.id, caller.uid);
      const body = request.body;
      await db
        .update(packages)
        .set({
          ...(body.title !== undefined ? { title: body.title.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.category !== undefined ? { category: body.category } : {}),
          ...(body.location !== undefined ? { location: body.location.trim() } : {}),
          ...(body.province !== undefined ? { province: body.province } : {}),
          ...(body.coverImageUrl !== undefined ? { coverImageUrl: body.coverImageUrl } : {}),
          ...(body.imageUrls !== undefined ? { imageUrls: body.imageUrls } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
          updatedAt: clock.now(),
        })
        .where(eq(packages.id, request.params.id));
      return loadPackage(db, request.params.id);
    },

    /**
     * Owner only. 409 while Pending/Accepted appointments use it; deactivated (with its
     * sub-packages) when past appointments exist; removed otherwise.
     */
    async deletePackage(request, reply) {
      const caller = requireUser(request);
      const id = request.params.id;
      await ownedPackage(db, id, caller.uid);
      await withTransaction(db, async (tx) => {
        const use = await appointmentUse(tx, { packageId: id });
        if (use.open > 0) throw new Conflict('This package has pending or accepted appointments');
        if (use.any > 0) {
          const now = clock.now();
          await tx.update(subpackages).set({ active: false, updatedAt: now }).where(eq(subpackages.packageId, id));
          await tx.update(packages).set({ active: false, updatedAt: now }).where(eq(packages.id, id));
        } else {
          await tx.delete(subpackages).where(eq(subpackages.packageId, id));
          await tx.delete(packages).where(eq(packages.id, id));
        }
      });
      return reply.code(204).send();
    },

    /** Active sub-packages (the caller's own inactive ones too), cheapest first. */
    async listSubpackages(request) {
      const caller = requireUser(request);
      const { packageId, photographerId, minPrice, maxPrice } = request.query;
      const limit = request.query.limit ?? 50;
      const offset = request.query.offset ?? 0;
      const where = and(
        or(eq(subpackages.active, true), eq(subpackages.photographerId, caller.uid)),
        packageId ? eq(subpackages.packageId, packageId) : undefined,
        photographerId ? eq(subpackages.photographerId, photographerId) : undefined,
        minPrice !== undefined ? sql`${subpackages.price} >= ${minPrice}` : undefined,
        maxPrice !== undefined ? sql`${subpackages.price} <= ${maxPrice}` : undefined,
      );
      const [rows, [totalRow]] = await Promise.all([
        db.select().from(subpackages).where(where).orderBy(asc(subpackages.price), asc(subpackages.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(subpackages).where(where),
      ]);
      return { subpackages: rows.map(toSubpackage), total: Number(totalRow?.total ?? 0) };
    },

    async getSubpackage(request) {
      const [row] = await db.select().from(subpackages).where(eq(subpackages.id, request.params.id)).limit(1);
      if (!row) throw new NotFound(`No sub-package ${request.params.id}`);
      return toSubpackage(row);
    },

    /** The path id is the **package** id (docs/decisions/0001). Package owner only. */
    async createSubpackage(request, reply) {
      const caller = requireUser(request);
      const pkg = await ownedPackage(db, request.params.id, caller.uid);
      const body = request.body;
      const now = clock.now();
      const [row] = await db
        .insert(subpackages)
        .values({
          id: randomUUID(),
          packageId: pkg.id,
          photographerId: pkg.photographerId,
          title: body.title.trim(),
          description: body.description ?? '',
          price: body.price,
          durationMinutes: body.durationMinutes,
          deliverables: body.deliverables ?? '',
          deliveryDays: body.deliveryDays ?? 7,
          active: body.active ?? true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('Sub-package insert returned nothing');
      reply.code(201);
      return toSubpackage(row);
    },

    /** Owner only. Price/duration changes apply to new bookings (appointments keep their price). */
    async updateSubpackage(request) {
      const caller = requireUser(request);
      await ownedSubpackage(db, request.params.id, caller.uid);
      const body = request.body;
      const [row] = await db
        .update(subpackages)
        .set({
          ...(body.title !== undefined ? { title: body.title.trim() } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.price !== undefined ? { price: body.price } : {}),
          ...(body.durationMinutes !== undefined ? { durationMinutes: body.durationMinutes } : {}),
          ...(body.deliverables !== undefined ? { deliverables: body.deliverables } : {}),
          ...(body.deliveryDays !== undefined ? { deliveryDays: body.deliveryDays } : {}),
          ...(body.active !== undefined ? { active: body.active } : {}),
          updatedAt: clock.now(),
        })
        .where(eq(subpackages.id, request.params.id))
        .returning();
      if (!row) throw new NotFound(`No sub-package ${request.params.id}`);
      return toSubpackage(row);
    },

    /** Owner only; 409 while Pending/Accepted appointments use it; deactivated when history exists. */
    async deleteSubpackage(request, reply) {
      const caller = requireUser(request);
      const id = request.params.id;
      await ownedSubpackage(db, id, caller.uid);
      await withTransaction(db, async (tx) => {
        const use = await appointmentUse(tx, { subpackageId: id });
        if (use.open > 0) throw new Conflict('This sub-package has pending or accepted appointments');
        if (use.any > 0) {
          await tx.update(subpackages).set({ active: false, updatedAt: clock.now() }).where(eq(subpackages.id, id));
        } else {
          await tx.delete(subpackages).where(eq(subpackages.id, id));
        }
      });
      return reply.code(204).send();
    },
  };
}
