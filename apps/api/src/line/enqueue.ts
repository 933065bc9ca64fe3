/**
 * What is owed to LINE (docs/decisions/0030): rows of the LINE outbox written in the transaction
 * of the notification or thread message they carry, for recipients whose LINE account is linked
 * at that moment, so a change that rolls back owes nothing and an unlinked user is owed nothing.
 * The sender is outbox.ts.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../db/client.ts';

/**
 * Owes LINE the notifications `notificationIds` (just inserted in `tx`) of recipients with a
 * linked LINE account, each with its booking's thread (where a reply lands).
 */
export async function oweLineNotifications(
  tx: Database,
  notificationIds: readonly string[],
  now: Date,
): Promise<void> {
  if (notificationIds.length === 0) return;
  await tx.execute(sql`
    insert into line_outbox (id, recipient_id, notification_id, thread_id, created_at)
    select gen_random_uuid()::text, n.recipient_id, n.id, t.id, ${now.toISOString()}::timestamptz
    from notifications n
    join users u on u.id = n.recipient_id and u.line_user_id is not null
    left join threads t on t.appointment_id = n.appointment_id
    where n.id in (${sql.join(
      notificationIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict do nothing`);
}

/**
 * Owes LINE message `message` (just written in `tx` by `message.authorId`) for the thread's
 * other party, when their LINE account is linked.
 */
export async function oweLineMessage(
  tx: Database,
  message: { id: string; threadId: string; authorId: string },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into line_outbox (id, recipient_id, message_id, thread_id, created_at)
    select gen_random_uuid()::text, u.id, ${message.id}, t.id, ${now.toISOString()}::timestamptz
    from threads t
    join users u on u.line_user_id is not null and u.id = case
      when t.customer_id = ${message.authorId} then t.photographer_id else t.customer_id end
    where t.id = ${message.threadId}
    on conflict do nothing`);
}
