/**
 * Disputes (openapi.yaml tag `disputes`) and the operators' console (tag `operators`;
 * docs/decisions/0033). Handlers only — rules in service.ts, SQL in queries.ts. Every operator
 * operation starts with `requireOperator` (the token's `operator` claim; 403 without it).
 */
import type { FastifyPluginAsync } from 'fastify';
import { asc, eq } from 'drizzle-orm';

import { toAppointment } from '../appointments/index.ts';
import { payments, transactions } from '../db/schema.ts';
import type { Deps, Handlers } from '../deps.ts';
import { NotFound } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireOperator, requireUser } from '../identity/auth.ts';
import { toPayment, toTransaction } from '../payments/wire.ts';
import {
  actionsOnDispute,
  findAppointment,
  findDisputeOf,
  listDisputes,
  listOperatorActions,
  listPhotographersForOperators,
  listReportedMessages,
} from './queries.ts';
import {
  answerDispute,
  decideDispute,
  disputeOfBooking,
  openDispute,
  setSuspension,
} from './service.ts';
import { toDispute, toOperatorAction, toOperatorPhotographer } from './wire.ts';

/** The handlers of the `disputes` and `operators` operations. */
export function disputeHandlers(deps: Deps): Handlers {
  const { db } = deps;
  return {
    async getDispute(request) {
      const row = await disputeOfBooking(deps, requireUser(request), request.params.id);
      return { dispute: row ? toDispute(row) : null };
    },
    async openDispute(request, reply) {
      const row = await openDispute(deps, requireUser(request), request.params.id, request.body);
      reply.code(201);
      return toDispute(row);
    },
    async answerDispute(request) {
      return toDispute(
        await answerDispute(deps, requireUser(request), request.params.id, request.body.text),
      );
    },
    async listOperatorDisputes(request) {
      requireOperator(request);
      const rows = await listDisputes(db, request.query.status === 'all');
      return { disputes: rows.map(toDispute) };
    },
    async decideDispute(request) {
      const operator = requireOperator(request);
      return toDispute(await decideDispute(deps, operator, request.params.id, request.body));
    },
    async listOperatorPhotographers(request) {
      requireOperator(request);
      const rows = await listPhotographersForOperators(db, request.query.q);
      return { photographers: rows.map(toOperatorPhotographer) };
    },
    async suspendPhotographer(request) {
      const operator = requireOperator(request);
      return toOperatorPhotographer(
        await setSuspension(deps, operator, request.params.id, true, request.body.reason),
      );
    },
    async restorePhotographer(request) {
      const operator = requireOperator(request);
      return toOperatorPhotographer(
        await setSuspension(deps, operator, request.params.id, false, request.body.reason),
      );
    },
    async getOperatorBooking(request) {
      const operator = requireOperator(request);
      const appointment = await findAppointment(db, request.params.id);
      if (!appointment) throw new NotFound(`No appointment ${request.params.id}`);
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.appointmentId, appointment.id));
      const lines = payment
        ? await db
            .select()
            .from(transactions)
            .where(eq(transactions.paymentId, payment.id))
            .orderBy(asc(transactions.createdAt), asc(transactions.id))
        : [];
      const dispute = await findDisputeOf(db, appointment.id);
      return {
        appointment: toAppointment(appointment, deps.config.unpaidTimeoutMinutes),
        payment: payment ? toPayment(payment, operator.uid) : null,
        transactions: lines.map(toTransaction),
        dispute: dispute ? toDispute(dispute) : null,
        actions: dispute ? (await actionsOnDispute(db, dispute.id)).map(toOperatorAction) : [],
      };
    },
    async listOperatorActions(request) {
      requireOperator(request);
      const { rows, total } = await listOperatorActions(db, {
        limit: request.query.limit ?? 50,
        offset: request.query.offset ?? 0,
      });
      return { actions: rows.map(toOperatorAction), total };
    },
    async listMessageReports(request) {
      requireOperator(request);
      const rows = await listReportedMessages(db);
      return {
        reports: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  };
}

/** Registers the dispute and operator operations. */
export const disputesPlugin: FastifyPluginAsync<ResourcePluginOptions & { deps: Deps }> = async (
  app,
  options,
) => {
  await registerContractRoutes(app, {
    tags: ['disputes', 'operators'],
    handlers: disputeHandlers(options.deps),
    auth: options.auth,
  });
};
