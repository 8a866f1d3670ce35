import type { Db } from '../../core/db';
import { implement } from '../../core/handlers';
import type { CustomerRow } from '../../core/rows';
import { centresTimes } from '../shared/centres.constants';
import { maskAccount, refuseTrial } from '../shared/guards';
import { roundMoney } from '../shared/ledger';
import { slicePage } from '../shared/paging';
import { inviteLinkOf, referralUrl } from '../shared/referrals';
import { memberCentreRules } from './centre.constants';

interface FriendRow {
  id: number;
  username: string;
  created_at: number;
  first_deposit_at: number | null;
  bet_amount: number | null;
  last_bet_at: number | null;
}

/**
 * Friends: accounts registered under the player: their direct downline, those the player half recorded as referred
 * by them (`referred_by`, read by name through to_jsonb so the centres run without the player half's columns), and
 * registrations through the player's links.
 */
async function friendsOf(db: Db, customerId: number, now: number): Promise<FriendRow[]> {
  return db.query<FriendRow>(
    `SELECT c.id, c.username, c.created_at,
       (SELECT min(decided_at) FROM fund_requests f WHERE f.customer_id = c.id AND f.kind = 'DEPOSIT' AND f.status = 'APPROVED') AS first_deposit_at,
       (SELECT sum(amount) FROM bets b WHERE b.customer_id = c.id AND b.created_at >= $2) AS bet_amount,
       (SELECT max(created_at) FROM bets b WHERE b.customer_id = c.id) AS last_bet_at
     FROM customers c
     WHERE c.parent_id = $1 OR (to_jsonb(c) ->> 'referred_by')::int = $1 OR c.id IN (
       SELECT r.customer_id FROM referral_registrations r JOIN referral_links l ON l.id = r.link_id WHERE l.customer_id = $1)
     ORDER BY c.created_at DESC, c.id DESC`,
    [customerId, now - memberCentreRules.activeFriendDays * centresTimes.day],
  );
}

/**
 * The player's invite code: the `referral_code` the player half gives every account (its register call resolves it),
 * else a code of the centres' own links (resolved by `resolveReferralCode`).
 */
async function inviteCodeOf(db: Db, customer: CustomerRow, now: number): Promise<string> {
  const [row] = await db.query<{ code: string | null }>(
    `SELECT to_jsonb(c) ->> 'referral_code' AS code FROM customers c WHERE c.id = $1`,
    [customer.id],
  );
  return row?.code ?? (await inviteLinkOf(db, customer, now)).code;
}

const isActive = (row: FriendRow, now: number) =>
  row.last_bet_at !== null && row.last_bet_at >= now - memberCentreRules.activeFriendDays * centresTimes.day;

export const referralHandlers = implement('member', {
  async referral(_input, ctx) {
    refuseTrial(ctx.customer);
    const code = await inviteCodeOf(ctx.db, ctx.customer, ctx.now());
    const friends = await friendsOf(ctx.db, ctx.customer.id, ctx.now());
    return {
      code,
      inviteLink: referralUrl(new URL(ctx.hono.req.url).origin, code, 'INVITE'),
      friends: friends.length,
      activeFriends: friends.filter((f) => isActive(f, ctx.now())).length,
      depositedFriends: friends.filter((f) => f.first_deposit_at !== null).length,
      friendBetAmount: roundMoney(friends.reduce((sum, f) => sum + (f.bet_amount ?? 0), 0)),
    };
  },

  async referralFriends(input, ctx) {
    const friends = await friendsOf(ctx.db, ctx.customer.id, ctx.now());
    const list = friends.map((f) => ({
      account: maskAccount(f.username),
      registeredAt: f.created_at,
      firstDepositAt: f.first_deposit_at,
      betAmount: roundMoney(f.bet_amount ?? 0),
      active: isActive(f, ctx.now()),
    }));
    return slicePage(list, input.page, input.size);
  },
});
