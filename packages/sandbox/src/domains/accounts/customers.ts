import { randomBytes } from 'node:crypto';
import type { Contract, OutputOf } from '@platform/api-client/contract';
import { createCustomer, endSession, issueSession, type NewCustomer } from '../../core/accounts';
import type { MemberContext, RequestContext } from '../../core/context';
import type { Db } from '../../core/db';
import type { CustomerRow, MerchantRow } from '../../core/rows';
import { refuseExcludedLogin } from '../responsible-gaming/rg.service';
import { flagOn } from '../system/merchant.settings';
import { ensureWallets } from '../wallet/wallet.service';
import type { PlayerCustomerColumns } from './accounts.sql';

export type PlayerCustomer = CustomerRow & PlayerCustomerColumns;
type LoginResult = OutputOf<Contract['accounts']['login']>;

export async function findByUsername(db: Db, merchant: string, username: string): Promise<PlayerCustomer | undefined> {
  const [row] = await db.query<PlayerCustomer>(
    'SELECT * FROM customers WHERE merchant_code = $1 AND lower(username) = lower($2)',
    [merchant, username.trim()],
  );
  return row;
}

export async function findByMobile(db: Db, merchant: string, mobile: string): Promise<PlayerCustomer | undefined> {
  const [row] = await db.query<PlayerCustomer>(
    'SELECT * FROM customers WHERE merchant_code = $1 AND mobile = $2 ORDER BY id LIMIT 1',
    [merchant, mobile.trim()],
  );
  return row;
}

export async function findById(db: Db, id: number): Promise<PlayerCustomer | undefined> {
  const [row] = await db.query<PlayerCustomer>('SELECT * FROM customers WHERE id = $1', [id]);
  return row;
}

/** Extra player columns set at creation. */
export type PlayerExtras = Partial<
  Pick<
    PlayerCustomerColumns,
    | 'avatar_type'
    | 'avatar'
    | 'totp_secret'
    | 'affiliate_code'
    | 'referred_by'
    | 'qq_num'
    | 'line'
    | 'facebook'
    | 'whatsapp'
    | 'id_number'
    | 'recommender_id'
    | 'register_method'
    | 'register_url'
    | 'chat_blocked'
  >
> & { club_label?: Record<string, unknown> | null; member_label?: string | null; language?: string | null };

/** Creates a player with a hashed password, every wallet of the merchant, a referral code and the extra columns. */
export async function createPlayer(
  db: Db,
  merchant: MerchantRow,
  now: number,
  input: NewCustomer,
  extras: PlayerExtras = {},
): Promise<PlayerCustomer> {
  const customer = await createCustomer(db, now, input);
  const columns: Record<string, unknown> = {
    ...extras,
    club_label: extras.club_label === undefined ? undefined : JSON.stringify(extras.club_label),
    referral_code: `R${customer.id.toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`,
  };
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  const [row] = await db.query<PlayerCustomer>(
    `UPDATE customers SET ${entries.map(([key], i) => `${key} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING *`,
    [customer.id, ...entries.map(([, value]) => value)],
  );
  await ensureWallets(db, customer.id, merchant);
  if (!row) throw new Error('customer update returned nothing');
  return row;
}

/** The forced change-password state (player-site.md §4): default password, temporary one, or expired + enforced. */
export function mustChangePassword(customer: PlayerCustomer, merchant: MerchantRow): boolean {
  return (
    customer.password_is_default ||
    customer.password_temporary ||
    (customer.password_expired && flagOn(merchant, 'PWDEXPFORCECHANGE3'))
  );
}

/**
 * Ends the caller's session as a logout does: the token, its realtime sockets (now, not at their next heartbeat) and
 * the stand-in game pages it opened.
 */
export async function endPlayerSession(ctx: MemberContext): Promise<void> {
  await endSession(ctx.db, ctx.session.token_hash, 'logout');
  await ctx.runtime.services.realtime?.sweep();
  await ctx.db.query('UPDATE game_sessions SET ended_at = $2 WHERE customer_id = $1 AND ended_at IS NULL', [
    ctx.customer.id,
    ctx.now(),
  ]);
}

/** Opens the session (one per player) and answers the login result; the first-login mark is cleared. */
export async function completeLogin(ctx: RequestContext, customer: PlayerCustomer): Promise<LoginResult> {
  // A time-out or self-exclusion refuses the login, once the credentials were right (responsible gaming).
  await refuseExcludedLogin(ctx.db, customer.id, ctx.now());
  const session = await issueSession(ctx.runtime, customer, ctx.ip, ctx.loginDeviceId);
  // The session this login replaced closes its sockets with login.not.session.
  await ctx.runtime.services.realtime?.sweep();
  await ctx.db.query('UPDATE customers SET first_login = false, last_login_at = $2 WHERE id = $1', [
    customer.id,
    session.created_at,
  ]);
  return {
    token: session.token,
    expiresAt: session.expires_at,
    customerId: customer.id,
    customerName: customer.username,
    nickname: customer.nickname ?? customer.username,
    isAgent: customer.is_agent,
    memberLabel: customer.member_label,
    merchantCode: customer.merchant_code,
    firstTimeLogin: customer.first_login,
    passwordExpired: customer.password_expired,
    passwordIsDefault: customer.password_is_default,
    forceChangePassword: mustChangePassword(customer, ctx.merchant),
    captcha: false,
    profile: { mobileNo: customer.mobile, email: customer.email },
  };
}

/** The key rate limits use for "this caller": the IP, plus the device id when the call carries one. */
export function callerKey(ctx: RequestContext): string {
  return ctx.loginDeviceId ? `${ctx.ip}/${ctx.loginDeviceId}` : ctx.ip;
}
