import type { Db } from './db';
import type { InboxMessageRow } from './rows';
import type { SandboxRuntime } from './runtime';

/** Unread, not deleted inbox messages of a player (what `getUnreadMessageV2` counts). */
export async function unreadInboxCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inbox_messages WHERE customer_id = $1 AND read_at IS NULL AND deleted_at IS NULL',
    [customerId],
  );
  return row?.n ?? 0;
}

/**
 * Delivers a message to a player's inbox and pushes the realtime INBOX message with the new unread count. Both halves
 * of the sandbox use it (control API, withdrawal notes, agent messages), so the count and the push never disagree.
 */
export async function deliverInboxMessage(
  runtime: SandboxRuntime,
  customerId: number,
  message: { title: string; content: string; category?: 'INBOX' | 'NOTICE' | 'SYSTEM' },
): Promise<InboxMessageRow> {
  const now = runtime.clock.now();
  const [row] = await runtime.db.query<InboxMessageRow>(
    `INSERT INTO inbox_messages (customer_id, category, title, content, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [customerId, message.category ?? 'INBOX', message.title, message.content, now],
  );
  if (!row) throw new Error('inbox insert returned nothing');
  runtime.events.publish(customerId, {
    type: 'INBOX',
    messageId: row.id,
    title: row.title,
    unreadCount: await unreadInboxCount(runtime.db, customerId),
    createdAt: now,
  });
  return row;
}
