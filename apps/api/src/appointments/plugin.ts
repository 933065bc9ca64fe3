/**
 * The appointments resource (openapi.yaml tag `appointments`). Handlers only — rules in
 * service.ts (writes), SQL in queries.ts, the read model in details.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { eventForRequestedStatus } from '@shootbook/machines';

import type { Deps, Handlers } from '../deps.ts';
import { Conflict, Forbidden, InvalidTransition, ValidationFailed } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { toDetails } from './details.ts';
import { scheduleUnpaidExpiry } from './expiry.ts';
import { findOwnAppointment, listCallerAppointments, updateAppointmentRow } from './queries.ts';
import { bookAppointment, changeAppointmentStatus } from './service.ts';
import { toAppointment } from './wire.ts';

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
      return { details: await toDetails(db, rows, uid), total };
    },

    async getAppointmentDetail(request) {
      const { uid } = requireUser(request);
      const row = await findOwnAppointment(db, uid, request.params.id);
      const [detail] = await toDetails(db, [row], uid);
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
      const { location, note } = request.body;
      const updated = await updateAppointmentRow(db, row.id, {
        ...(location !== undefined ? { location } : {}),
        ...(note !== undefined ? { note } : {}),
        updatedAt: deps.clock.now(),
      });
      return toAppointment(updated);
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

/**
 * Registers the appointments operations and, with `backgroundJobs`, the unpaid-acceptance expiry
 * job (expiry.ts; tests leave it off and call the job directly, so a moved test clock can't race it).
 */
export const appointmentsPlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps; backgroundJobs?: boolean }> = async (app, options) => {
  await registerContractRoutes(app, { tags: ['appointments'], handlers: appointmentHandlers(options.deps), auth: options.auth });
  if (options.backgroundJobs) scheduleUnpaidExpiry(app, options.deps);
};
