/** Disputes, audit entries and photographers as openapi.yaml's schemas (ISO-8601 UTC times). */
import type { components } from '@shootbook/api-client';

import type { DisputeRow, OperatorActionRow, UserRow } from '../db/schema.ts';

type Schemas = components['schemas'];

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A dispute row as the `Dispute` schema. */
export function toDispute(row: DisputeRow): Schemas['Dispute'] {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    paymentId: row.paymentId,
    customerId: row.customerId,
    photographerId: row.photographerId,
    reason: row.reason,
    text: row.text,
    status: row.status,
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    decision: row.decision,
    refundAmount: row.refundAmount,
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An audit row as the `OperatorAction` schema. */
export function toOperatorAction(row: OperatorActionRow): Schemas['OperatorAction'] {
  return {
    id: row.id,
    operatorId: row.operatorId,
    operatorEmail: row.operatorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A photographer as an operator sees them (`OperatorPhotographer`). */
export function toOperatorPhotographer(row: UserRow): Schemas['OperatorPhotographer'] {
  return { id: row.id, name: row.name, email: row.email, suspendedAt: iso(row.suspendedAt) };
}
