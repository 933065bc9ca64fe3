/**
 * Busy times (openapi.yaml tag `busytimes`): the schedule view and blocking time by hand.
 */
import { randomUUID } from 'node:crypto';

import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';

import type { Deps, Handlers } from '../deps.ts';
import { busyTimes } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound, Unprocessable, ValidationFailed } from '../errors.ts';
import { requireUser } from '../identity/auth.ts';
import { requirePhotographer, requireRole } from '../users/profiles.ts';
import { busyTimesOf, overlapsOpenAppointment, toBusyTime } from './busy-times.ts';

/** Longest window one schedule request may cover, days. */
const MAX_WINDOW_DAYS = 400;

export function schedulingHandlers({ db, clock }: Deps): Handlers {
  return {
    /**
     * Window `[from, to)`: default now … now + 60 days; `to` must be after `from` and at most
     * 400 days later (400 validation_failed: openapi.yaml documents no 422 for this operation).
     */
    async listPhotographerBusyTimes(request) {
      const caller = requireUser(request);
      const photographer = await requirePhotographer(db, request.params.id);
      const from = request.query.from ? new Date(request.query.from) : clock.now();
      const to = request.query.to ? new Date(request.query.to) : addDays(from, 60);
      if (to <= from) throw new ValidationFailed('`to` must be after `from`');
      if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
        throw new ValidationFailed(`The window may cover at most ${MAX_WINDOW_DAYS} days`);
      }
      return { busyTimes: await busyTimesOf(db, photographer.id, { from, to }, caller.uid) };
    },

    /** Photographers only (403); end after start (422); not over a Pending/Accepted appointment (409). */
    async createBusyTime(request, reply) {
      const caller = requireUser(request);
      await requireRole(db, caller, 'Photographer');
      const start = new Date(request.body.start);
      const end = new Date(request.body.end);
      if (end <= start) throw new Unprocessable('The end must be after the start');
      if (await overlapsOpenAppointment(db, caller.uid, start, end)) {
        throw new Conflict('This time overlaps a pending or accepted appointment');
      }
      const [row] = await db
        .insert(busyTimes)
        .values({
          id: randomUUID(),
          photographerId: caller.uid,
          start,
          end,
          title: request.body.title?.trim() ?? '',
          kind: 'Photographer',
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('Busy time insert returned nothing');
      reply.code(201);
      return toBusyTime(row);
    },

    /** Own busy times only (403); Appointment busy times follow their appointment (409). */
    async deleteBusyTime(request, reply) {
      const caller = requireUser(request);
      const [row] = await db.select().from(busyTimes).where(eq(busyTimes.id, request.params.id)).limit(1);
      if (!row) throw new NotFound(`No busy time ${request.params.id}`);
      if (row.photographerId !== caller.uid) throw new Forbidden('This busy time is not yours');
      if (row.kind !== 'Photographer') {
        throw new Conflict('Appointment busy times are removed by rejecting or canceling the appointment');
      }
      await db.delete(busyTimes).where(eq(busyTimes.id, row.id));
      return reply.code(204).send();
    },
  };
}
