/**
 * The appointments resource (openapi.yaml tag `appointments`). Handlers only — rules in
 * service.ts (writes), SQL in queries.ts, the read model in details.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  bookingPartyOf,
  counterpartOf,
  eventForRequestedStatus,
  requestableAppointmentStatuses,
  type SystemReason,
} from '@shootbook/machines';

import type { Deps, Handlers } from '../deps.ts';
import { ValidationFailed } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import { appointmentCalendar } from '../mail/calendar.ts';
import { toDetails } from './details.ts';
import { scheduleAppointmentExpiry } from './expiry.ts';
import { findOwnAppointment, listCallerAppointments } from './queries.ts';
import { answerMove, proposeMove } from './moves.ts';
import { bookAppointment, changeAppointment } from './service.ts';
import { toAppointment } from './wire.ts';

/** `(deps) => { listAppointments, listAppointmentDetails, getAppointmentDetail, updateAppointmentStatus, getAppointment, createAppointment, updateAppointment, deleteAppointment }`. */
export function appointmentHandlers(deps: Deps): Handlers {
  const { db } = deps;
  return {
    async listAppointments(request) {
      const { uid } = requireUser(request);
      const { rows, total } = await listCallerAppointments(db, uid, request.query);
      return {
        appointments: rows.map((row) => toAppointment(row, deps.config.unpaidTimeoutMinutes)),
        total,
      };
    },

    async listAppointmentDetails(request) {
      const { uid } = requireUser(request);
      const { rows, total } = await listCallerAppointments(db, uid, request.query);
      return {
        details: await toDetails(db, rows, uid, deps.config.unpaidTimeoutMinutes, deps.clock.now()),
        total,
      };
    },

    async getAppointmentDetail(request) {
      const { uid } = requireUser(request);
      const row = await findOwnAppointment(db, uid, request.params.id);
      const [detail] = await toDetails(
        db,
        [row],
        uid,
        deps.config.unpaidTimeoutMinutes,
        deps.clock.now(),
      );
      return detail!;
    },

    async getAppointmentCalendar(request, reply) {
      const { uid } = requireUser(request);
      const row = await findOwnAppointment(db, uid, request.params.id);
      const [detail] = await toDetails(
        db,
        [row],
        uid,
        deps.config.unpaidTimeoutMinutes,
        deps.clock.now(),
      );
      // A file to keep, not an invitation: published, its STATUS saying whether it is on.
      const calendar = appointmentCalendar(row, detail!.payment?.status ?? null, {
        method: 'publish',
        packageTitle: detail!.package.title,
        subpackageTitle: detail!.subpackage.title,
        // findOwnAppointment lets only a party of the booking through.
        counterpartName: detail![counterpartOf(bookingPartyOf(row, uid)!)].name,
        webOrigin: deps.config.webOrigin,
      });
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="shootbook-${row.id}.ics"`);
      reply.send(calendar);
    },

    async getAppointment(request) {
      const { uid } = requireUser(request);
      return toAppointment(
        await findOwnAppointment(db, uid, request.params.id),
        deps.config.unpaidTimeoutMinutes,
      );
    },

    async createAppointment(request, reply) {
      const { uid } = requireUser(request);
      const row = await bookAppointment(deps, uid, request.params.id, request.body);
      reply.code(201);
      return toAppointment(row, deps.config.unpaidTimeoutMinutes);
    },

    async updateAppointmentStatus(request) {
      const { uid } = requireUser(request);
      const event = eventForRequestedStatus(request.body.status);
      if (!event)
        throw new ValidationFailed(
          `status must be one of ${requestableAppointmentStatuses.join(', ')}`,
          undefined,
          { reason: 'status_not_settable', statuses: requestableAppointmentStatuses },
        );
      const reason = request.body.reason;
      const row = await changeAppointment(
        deps,
        { uid },
        request.params.id,
        event === 'REJECT' || event === 'CANCEL'
          ? { type: event, ...(reason ? { reason } : {}) }
          : { type: event },
      );
      return toAppointment(row, deps.config.unpaidTimeoutMinutes);
    },

    /**
     * The machine's EDIT: the customer, while Pending and before the start (409 / 403 otherwise);
     * a new `start` is judged by the booking rules (422 / 409 `slot_unavailable`).
     */
    async updateAppointment(request) {
      const { uid } = requireUser(request);
      const { start, location, note } = request.body;
      const edit = {
        ...(start !== undefined ? { start } : {}),
        ...(location !== undefined ? { location } : {}),
        ...(note !== undefined ? { note } : {}),
      };
      return toAppointment(
        await changeAppointment(deps, { uid }, request.params.id, { type: 'EDIT' }, edit),
        deps.config.unpaidTimeoutMinutes,
      );
    },

    /** A new time proposed by a party of an Accepted booking (moves.ts `proposeMove`). */
    async proposeAppointmentMove(request, reply) {
      const { uid } = requireUser(request);
      const move = await proposeMove(deps, uid, request.params.id, request.body);
      reply.code(201);
      return move;
    },

    /** The other party accepts the proposed time: the booking moves (moves.ts `answerMove`). */
    async acceptAppointmentMove(request) {
      const { uid } = requireUser(request);
      return answerMove(deps, uid, request.params.id, request.params.moveId, 'ACCEPT');
    },

    async declineAppointmentMove(request) {
      const { uid } = requireUser(request);
      return answerMove(deps, uid, request.params.id, request.params.moveId, 'DECLINE');
    },

    async withdrawAppointmentMove(request) {
      const { uid } = requireUser(request);
      return answerMove(deps, uid, request.params.id, request.params.moveId, 'WITHDRAW');
    },

    /**
     * The machine's WITHDRAW (openapi.yaml deleteAppointment): recorded as Canceled, so history is
     * kept and nothing is hard-deleted; refused (409) once the request was accepted.
     */
    async deleteAppointment(request, reply) {
      const { uid } = requireUser(request);
      await changeAppointment(deps, { uid }, request.params.id, {
        type: 'WITHDRAW',
        reason: 'withdrawn_by_customer' satisfies SystemReason,
      });
      reply.code(204).send();
    },
  };
}

/**
 * Registers the appointments operations and, with `backgroundJobs`, the expiry of overdue
 * appointments (expiry.ts; tests leave it off and call the job directly, so a moved test clock
 * can't race it).
 */
export const appointmentsPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { deps: Deps; backgroundJobs?: boolean }
> = async (app, options) => {
  await registerContractRoutes(app, {
    tags: ['appointments'],
    handlers: appointmentHandlers(options.deps),
    auth: options.auth,
  });
  if (options.backgroundJobs) scheduleAppointmentExpiry(app, options.deps);
};
