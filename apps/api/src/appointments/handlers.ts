/**
 * Handlers of the appointment operations of openapi.yaml (tag `appointments`). The rules live in
 * `service.ts` (writes) and `queries.ts` / `details.ts` (reads).
 */
import { eq } from 'drizzle-orm';
import { eventForRequestedStatus } from '@shootbook/machines';

import { appointments } from '../db/schema.ts';
import type { Deps, Handlers } from '../deps.ts';
import { Conflict, Forbidden, InvalidTransition, ValidationFailed } from '../errors.ts';
import { requireUser } from '../identity/auth.ts';
import { toDetails } from './details.ts';
import { findOwnAppointment, listCallerAppointments } from './queries.ts';
import { toAppointment } from './serialize.ts';
import { bookAppointment, changeAppointmentStatus } from './service.ts';

/** `(deps) => { listAppointments, listAppointmentDetails, getAppointmentDetail, updateAppointmentStatus, getAppointment, createAppointment, updateAppointment, deleteAppointment }`. */
export function appointmentHandlers(deps: Deps): Handlers {
  const { db } = deps;
  return {
    async listAppointments(request) {
      const { uid } = requireUser(request);
      const { rows, total } = await listCallerAppointments(db, uid, request.query);
      return { appointments: rows.map(toAppointment), total };
    },

    async listAppointmentDetails(request) {
      const { uid } = requireUser(request);
      const { rows, total } = await listCallerAppointments(db, uid, request.query);
      return { details: await toDetails(db, rows), total };
    },

    async getAppointmentDetail(request) {
      const { uid } = requireUser(request);
      const row = await findOwnAppointment(db, uid, request.params.id);
      const [detail] = await toDetails(db, [row]);
      return detail!;
    },

    async getAppointment(request) {
      const { uid } = requireUser(request);
      return toAppointment(await findOwnAppointment(db, uid, request.params.id));
    },

    async createAppointment(request, reply) {
      const { uid } = requireUser(request);
      const row = await bookAppointment(deps, uid, request.params.id, request.body);
      reply.code(201);
      return toAppointment(row);
    },

    async updateAppointmentStatus(request) {
      const { uid } = requireUser(request);
      const event = eventForRequestedStatus(request.body.status);
      if (!event) throw new ValidationFailed(`status must be Accepted, Rejected, Canceled or Completed`);
      const reason = request.body.reason;
      const row = await changeAppointmentStatus(
        deps,
        { uid },
        request.params.id,
        event === 'REJECT' || event === 'CANCEL' ? { type: event, ...(reason ? { reason } : {}) } : { type: event },
      );
      return toAppointment(row);
    },

    async updateAppointment(request) {
      const { uid } = requireUser(request);
      const row = await findOwnAppointment(db, uid, request.params.id);
      if (row.customerId !== uid) throw new Forbidden('Only the customer can edit the booking request');
      if (row.status !== 'Pending') throw new Conflict(`Only a Pending request can be edited; this one is ${row.status}`);
      const [updated] = await db
        .update(appointments)
        .set({ ...request.body, updatedAt: deps.clock.now() })
        .where(eq(appointments.id, row.id))
        .returning();
      return toAppointment(updated!);
    },

    async deleteAppointment(request, reply) {
      const { uid } = requireUser(request);
      const row = await findOwnAppointment(db, uid, request.params.id);
      if (row.customerId !== uid) throw new Forbidden('Only the customer can withdraw a booking request');
      if (row.status !== 'Pending') {
        throw new InvalidTransition(`Only a Pending request can be withdrawn; this one is ${row.status}`, { status: row.status });
      }
      // Recorded as CANCEL (openapi.yaml deleteAppointment): history is kept, nothing is hard-deleted.
      await changeAppointmentStatus(deps, { uid }, row.id, { type: 'CANCEL', reason: 'Withdrawn by the customer' });
      reply.code(204).send();
    },
  };
}
