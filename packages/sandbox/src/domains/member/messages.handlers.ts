import { implement } from '../../core/handlers';
import { unreadInboxCount } from '../../core/inbox';
import type { InboxMessageRow } from '../../core/rows';
import { pageOfRows, rowsPage } from '../shared/paging';

/** The member centre's view of the shared inbox (core table `inbox_messages`); deleted messages are hidden. */
export const messagesHandlers = implement('member', {
  async messages(input, ctx) {
    const params: unknown[] = [ctx.customer.id];
    const filters = [
      input.category ? `AND category = $${params.push(input.category)}` : '',
      input.read === 'READ' ? 'AND read_at IS NOT NULL' : input.read === 'UNREAD' ? 'AND read_at IS NULL' : '',
    ].join(' ');
    const where = `customer_id = $1 AND deleted_at IS NULL ${filters}`;
    const { rows, total } = await rowsPage<InboxMessageRow>(
      ctx.db,
      'inbox_messages',
      {
        where,
        params,
      },
      input,
    );
    const list = rows.map((row) => ({
      id: row.id,
      category: row.category as 'INBOX' | 'NOTICE' | 'SYSTEM',
      title: row.title,
      content: row.content,
      read: row.read_at !== null,
      createdAt: row.created_at,
    }));
    return {
      ...pageOfRows(list, total, input.page, input.size),
      unreadCount: await unreadInboxCount(ctx.db, ctx.customer.id),
    };
  },

  async readMessages(input, ctx) {
    await ctx.db.query(
      `UPDATE inbox_messages SET read_at = $2 WHERE customer_id = $1 AND read_at IS NULL AND deleted_at IS NULL
         AND ($3::boolean OR id = ANY($4::int[]))`,
      [ctx.customer.id, ctx.now(), input.all, input.ids],
    );
    return { unreadCount: await unreadInboxCount(ctx.db, ctx.customer.id) };
  },

  async deleteMessages(input, ctx) {
    await ctx.db.query(
      'UPDATE inbox_messages SET deleted_at = $2 WHERE customer_id = $1 AND deleted_at IS NULL AND id = ANY($3::int[])',
      [ctx.customer.id, ctx.now(), input.ids],
    );
    return { unreadCount: await unreadInboxCount(ctx.db, ctx.customer.id) };
  },
});
