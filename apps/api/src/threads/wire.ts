import { contactVisible, threadPartyOf } from '@shootbook/machines';
import type { components } from '@shootbook/api-client';

import type { ThreadMessageRow } from '../db/schema.ts';
import { formerUser } from '../users/wire.ts';
import type { ThreadView } from './queries.ts';

type Schemas = components['schemas'];

/**
 * The wire shape (`Thread`) of `view` for caller `userId`, one of its parties: the other party,
 * with phone and e-mail only when packages/machines `contactVisible` allows (the booking is paid),
 * and `formerUser` when they deleted their account (docs/product.md §14).
 */
export function toThread(view: ThreadView, userId: string): Schemas['Thread'] {
  const { thread } = view;
  const party = threadPartyOf(thread, userId) ?? 'customer';
  const other = party === 'customer' ? view.photographer : view.customer;
  const visible = thread.appointmentId !== null && contactVisible(view);
  return {
    id: thread.id,
    kind: thread.appointmentId === null ? 'enquiry' : 'appointment',
    appointmentId: thread.appointmentId,
    packageId: thread.packageId,
    packageTitle: view.packageTitle,
    party,
    counterpart: {
      id: other.id,
      name: other.name,
      avatarUrl: other.avatarUrl,
      phone: visible ? other.phone : null,
      email: visible ? other.email : null,
      ...formerUser(other),
    },
    contactVisible: visible,
    unread: view.unread,
    otherReadSeq: party === 'customer' ? thread.photographerReadSeq : thread.customerReadSeq,
    lastMessageAt: thread.lastMessageAt?.toISOString() ?? null,
    createdAt: thread.createdAt.toISOString(),
  };
}

/** The wire shape (`Message`) of a message row, for caller `userId`. */
export function toMessage(row: ThreadMessageRow, userId: string): Schemas['Message'] {
  return {
    id: row.id,
    seq: row.seq,
    threadId: row.threadId,
    kind: row.kind,
    authorId: row.authorId,
    mine: row.authorId === userId,
    text: row.body,
    place: row.place,
    line: row.line,
    clientId: row.authorId === userId ? row.clientId : null,
    createdAt: row.createdAt.toISOString(),
  };
}
