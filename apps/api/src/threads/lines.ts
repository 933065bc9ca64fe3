/**
 * System lines (docs/decisions/0028): the booking's events told in its thread, written in the
 * transaction of the change that makes them (called by notifications/notify.ts and the booking),
 * so a change that rolls back tells nothing and one that commits is never missing. Stored as a
 * code and parameters (`ThreadLine`); the web words them in the reader's language.
 */
import type { MoveReason, ThreadLineCode } from '@shootbook/machines';

import type { Database } from '../db/client.ts';
import {
  ensureAppointmentThread,
  findAppointmentParties,
  insertMessage,
  type AppointmentParties,
} from './queries.ts';

/** What the lines name: the booking's (new) start and the reason given for a cancellation or rejection. */
export interface LineFacts {
  now: Date;
  reason?: string | null;
  /** The move proposal a `move_*` line tells of: its proposed start and reason code. */
  move?: { start: Date; reason: MoveReason };
}

/** The parameters line `code` names, from `appointment` and `facts`. */
function paramsOf(code: ThreadLineCode, appointment: AppointmentParties, facts: LineFacts) {
  if (code === 'requested' || code === 'booked' || code === 'moved')
    return { start: appointment.start.toISOString() };
  // A proposal names the time it proposes and why; an accepted one is the booking's new start.
  if (code === 'move_proposed' && facts.move)
    return { start: facts.move.start.toISOString(), reason: facts.move.reason };
  if (code === 'move_accepted') return { start: appointment.start.toISOString() };
  if ((code === 'move_declined' || code === 'move_withdrawn') && facts.move)
    return { start: facts.move.start.toISOString() };
  if ((code === 'canceled' || code === 'rejected') && facts.reason) return { reason: facts.reason };
  return {};
}

/**
 * Writes system lines `codes` into the thread of `appointment` (made, or carried over from the
 * customer's enquiry, when it has none) in transaction `tx`.
 */
export async function writeThreadLines(
  tx: Database,
  appointment: AppointmentParties,
  codes: readonly ThreadLineCode[],
  facts: LineFacts,
): Promise<void> {
  if (codes.length === 0) return;
  const threadId = await ensureAppointmentThread(tx, appointment, facts.now);
  for (const code of codes)
    await insertMessage(
      tx,
      threadId,
      {
        authorId: null,
        kind: 'system',
        body: null,
        place: null,
        line: { code, params: paramsOf(code, appointment, facts) },
        clientId: null,
      },
      facts.now,
    );
}

/** {@link writeThreadLines} for appointment `appointmentId`, read as `tx` sees it (after the change). */
export async function writeThreadLinesOf(
  tx: Database,
  appointmentId: string,
  codes: readonly ThreadLineCode[],
  facts: LineFacts,
): Promise<void> {
  if (codes.length === 0) return;
  const appointment = await findAppointmentParties(tx, appointmentId);
  if (!appointment) throw new Error(`writeThreadLinesOf: no appointment ${appointmentId}`);
  await writeThreadLines(tx, appointment, codes, facts);
}
