import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import type { PlayerCustomer } from '../accounts/customers';
import { isTrial } from '../shared/guards';
import { originOf } from '../shared/http';
import { flagOn } from '../system/merchant.settings';
import { openPath } from './cs-path';

interface CsRow {
  id: number;
  cs_type: 'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP';
  cs_position: string;
  title: string;
  path: string;
  path_encrypted: boolean;
  label_ids: number[];
}

/** Chat needs CBS3, a logged-in real player (not isAgent 4) the merchant has not blocked (player-site.md §6). */
function permissionOf(ctx: RequestContext): 'OK' | 'DISABLED' | 'TRIAL' | 'BLOCKED' {
  if (!flagOn(ctx.merchant, 'CBS3')) return 'DISABLED';
  const customer = ctx.customer as PlayerCustomer | null;
  if (!customer || isTrial(customer)) return 'TRIAL';
  return customer.chat_blocked ? 'BLOCKED' : 'OK';
}

/** Per position: the entries for the player's club label, else the entries for everyone (no labels). */
function filterByLabel(rows: CsRow[], labelId: number | null): CsRow[] {
  const positions = [...new Set(rows.map((r) => r.cs_position))];
  return positions.flatMap((position) => {
    const here = rows.filter((r) => r.cs_position === position);
    const matching = labelId === null ? [] : here.filter((r) => r.label_ids.includes(labelId));
    return matching.length > 0 ? matching : here.filter((r) => r.label_ids.length === 0);
  });
}

export const chatHandlers = implement('chat', {
  status: (_input, ctx) => {
    const enabled = flagOn(ctx.merchant, 'CBS3');
    const hasPermission = !!ctx.customer && permissionOf(ctx) === 'OK';
    const { liveChat } = ctx.runtime.services;
    const origin = originOf(ctx.hono);
    return {
      enabled,
      hasPermission,
      unReadCount: ctx.customer && hasPermission ? liveChat.unreadFor(ctx.customer.id) : 0,
      chatUrl: enabled ? `${origin}/stand-in/livechat/embed` : null,
      liveChat:
        ctx.customer && hasPermission
          ? {
              ...liveChat.issueVerifyToken(ctx.customer.id, ctx.customer.nickname ?? ctx.customer.username, ctx.now()),
              userName: ctx.customer.nickname ?? ctx.customer.username,
            }
          : null,
    };
  },
  permission: (_input, ctx) => {
    const reason = permissionOf(ctx);
    return { hasPermission: reason === 'OK', reason };
  },
  liveChatVerify: (input, ctx) => {
    const session = ctx.runtime.services.liveChat.exchange(input.userId, input.verifyToken, ctx.now());
    if (!session) throw new ApiFailure('chat.token.invalid', 'The chat session could not be verified.');
    return {
      vToken: session.vToken,
      embedUrl: `${originOf(ctx.hono)}/stand-in/livechat/embed?vToken=${session.vToken}`,
      expiresAt: session.expiresAt,
    };
  },
  csEntries: async (input, ctx) => {
    const rows = await ctx.db.query<CsRow>(
      `SELECT * FROM cs_entries WHERE merchant_code = $1 ${input.csPosition ? 'AND cs_position = $2' : ''}
       ORDER BY sort, id`,
      input.csPosition ? [ctx.merchant.code, input.csPosition] : [ctx.merchant.code],
    );
    const label = (ctx.customer?.club_label as { labelId?: number } | null)?.labelId ?? null;
    return filterByLabel(rows, label).map((r) => ({
      id: r.id,
      csType: r.cs_type,
      csPosition: r.cs_position,
      title: r.title,
      path: r.path,
      pathEncrypted: r.path_encrypted,
      labelIds: r.label_ids,
      iconUrl: null,
    }));
  },
  csScript: async (input, ctx) => {
    const [row] = await ctx.db.query<CsRow>('SELECT * FROM cs_entries WHERE id = $1 AND merchant_code = $2', [
      input.id,
      ctx.merchant.code,
    ]);
    if (!row) throw new ApiFailure('cs.entry.unknown', 'No such customer-service entry.');
    const path = row.path_encrypted ? openPath(ctx.merchant, row.path) : row.path;
    if (!path) throw new ApiFailure('cs.entry.unknown', 'This customer-service entry cannot be opened.');
    const url = path.startsWith('/') ? `${originOf(ctx.hono)}${path}` : path;
    // What a vendor's embed code does: open its window (CS popup 440 x 750, points-centres-lottery.md §9).
    return {
      csType: row.cs_type,
      url,
      scripts: [`window.open(${JSON.stringify(url)}, "cs${row.id}", "width=440,height=750,noopener");`],
    };
  },
});
