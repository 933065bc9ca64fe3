/**
 * The conversations' rules as the API enforces them (docs/product.md "Conversation",
 * docs/decisions/0028): only a thread's two parties reach it — anyone else is told it does not
 * exist (404) — and everything else is asked of packages/machines.
 */
import { bookingPartyOf, enquiryRefusal, isPlaceUrl, threadPartyOf } from '@shootbook/machines';
import type { components } from '@shootbook/api-client';
import { and, eq } from 'drizzle-orm';

import type { Deps } from '../deps.ts';
import { withTransaction } from '../db/client.ts';
import { packages, users } from '../db/schema.ts';
import { NotFound, Unprocessable } from '../errors.ts';
import {
  ensureAppointmentThread,
  findAppointmentParties,
  findMessage,
  findThreadView,
  insertMessage,
  insertReport,
  markThreadRead,
  openEnquiryThread,
  type ThreadView,
} from './queries.ts';

type Schemas = components['schemas'];

/** Thread `threadId` as `userId` sees it. @throws NotFound unless `userId` is one of its parties. */
export async function requireThread(
  deps: Pick<Deps, 'db'>,
  threadId: string,
  userId: string,
): Promise<ThreadView> {
  const view = await findThreadView(deps.db, threadId, userId);
  if (!view) throw new NotFound(`No thread ${threadId}`);
  return view;
}

/**
 * Opens (or finds) `userId`'s enquiry with `input.photographerId`, from package `input.packageId`.
 * @throws NotFound for no such user, or a package that is not that photographer's;
 *   Unprocessable `enquiry_own_profile` / `enquiry_not_photographer` (packages/machines `enquiryRefusal`).
 */
export async function openEnquiry(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: Schemas['EnquiryOpen'],
): Promise<string> {
  const { db } = deps;
  const [photographer] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, input.photographerId))
    .limit(1);
  if (!photographer) throw new NotFound(`No user ${input.photographerId}`);
  const refusal = enquiryRefusal({
    callerId: userId,
    photographerId: photographer.id,
    photographerRole: photographer.role,
  });
  if (refusal)
    throw new Unprocessable('This enquiry cannot be opened', undefined, { reason: refusal });
  if (input.packageId !== undefined) {
    const [pkg] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.id, input.packageId), eq(packages.photographerId, photographer.id)))
      .limit(1);
    if (!pkg) throw new NotFound(`No package ${input.packageId} of ${photographer.id}`);
  }
  return openEnquiryThread(
    db,
    { customerId: userId, photographerId: photographer.id, packageId: input.packageId ?? null },
    deps.clock.now(),
  );
}

/**
 * The id of appointment `appointmentId`'s thread, for one of its parties (made if the booking
 * predates threads). @throws NotFound for anyone else or no such appointment.
 */
export async function appointmentThreadId(
  deps: Pick<Deps, 'db' | 'clock'>,
  appointmentId: string,
  userId: string,
): Promise<string> {
  const appointment = await findAppointmentParties(deps.db, appointmentId);
  if (!appointment || bookingPartyOf(appointment, userId) === null)
    throw new NotFound(`No appointment ${appointmentId}`);
  return withTransaction(deps.db, (tx) =>
    ensureAppointmentThread(tx, appointment, deps.clock.now()),
  );
}

/**
 * Posts `input` (a text or a place) by `userId` in thread `threadId`.
 * @throws NotFound unless `userId` is a party; Unprocessable `place_url_invalid` for a map link
 *   packages/machines `isPlaceUrl` refuses.
 */
export async function postMessage(
  deps: Pick<Deps, 'db' | 'clock'>,
  threadId: string,
  userId: string,
  input: Schemas['MessageCreate'],
) {
  await requireThread(deps, threadId, userId);
  if (input.place && !isPlaceUrl(input.place.url))
    throw new Unprocessable(
      'The map link is not an https Google Maps or Apple Maps address',
      undefined,
      {
        reason: 'place_url_invalid',
      },
    );
  const values =
    input.place !== undefined
      ? {
          kind: 'place' as const,
          body: null,
          place: { name: input.place.name, url: input.place.url },
        }
      : { kind: 'text' as const, body: input.text ?? '', place: null };
  return withTransaction(deps.db, (tx) =>
    insertMessage(
      tx,
      threadId,
      { authorId: userId, line: null, clientId: input.clientId ?? null, ...values },
      deps.clock.now(),
    ),
  );
}

/** Marks thread `threadId` read by `userId` up to `upTo`. @throws NotFound unless a party. */
export async function readThread(
  deps: Pick<Deps, 'db'>,
  threadId: string,
  userId: string,
  upTo: number | undefined,
): Promise<void> {
  const view = await requireThread(deps, threadId, userId);
  const party = threadPartyOf(view.thread, userId);
  if (party) await markThreadRead(deps.db, threadId, party, upTo);
}

/**
 * Keeps `userId`'s report of message `messageId` of thread `threadId` for review.
 * @throws NotFound unless a party of the thread and the message is in it; Unprocessable
 *   `report_own_message` for one's own message or a system line.
 */
export async function reportMessage(
  deps: Pick<Deps, 'db' | 'clock'>,
  threadId: string,
  messageId: string,
  userId: string,
  reason: Schemas['MessageReport']['reason'],
): Promise<void> {
  await requireThread(deps, threadId, userId);
  const message = await findMessage(deps.db, threadId, messageId);
  if (!message) throw new NotFound(`No message ${messageId} in thread ${threadId}`);
  if (message.authorId === null || message.authorId === userId)
    throw new Unprocessable('Only the other party’s messages can be reported', undefined, {
      reason: 'report_own_message',
    });
  await insertReport(deps.db, { messageId, reporterId: userId, reason }, deps.clock.now());
}
