import { randomInt } from 'node:crypto';
import type { Db } from '../../core/db';

export interface ReferralLinkRow {
  id: number;
  merchant_code: string;
  customer_id: number;
  code: string;
  account_type: 'MEMBER' | 'AGENT';
  purpose: 'AGENT_LINK' | 'INVITE';
  remark: string;
  created_at: number;
  deleted_at: number | null;
  registrations?: number;
}

/** Codes avoid letters and digits that read alike (0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export async function createReferralLink(
  db: Db,
  owner: { id: number; merchant_code: string },
  fields: { accountType: 'MEMBER' | 'AGENT'; purpose: 'AGENT_LINK' | 'INVITE'; remark: string },
  now: number,
): Promise<ReferralLinkRow> {
  for (;;) {
    const [row] = await db.query<ReferralLinkRow>(
      `INSERT INTO referral_links (merchant_code, customer_id, code, account_type, purpose, remark, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_code, code) DO NOTHING RETURNING *`,
      [owner.merchant_code, owner.id, newReferralCode(), fields.accountType, fields.purpose, fields.remark, now],
    );
    if (row) return { ...row, registrations: 0 };
  }
}

/** A member's personal invite code (member centre referral), made on first use. */
export async function inviteLinkOf(db: Db, owner: { id: number; merchant_code: string }, now: number) {
  const [existing] = await db.query<ReferralLinkRow>(
    `SELECT * FROM referral_links WHERE customer_id = $1 AND purpose = 'INVITE' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    [owner.id],
  );
  return existing ?? createReferralLink(db, owner, { accountType: 'MEMBER', purpose: 'INVITE', remark: '' }, now);
}

export async function referralLinksOf(db: Db, customerId: number, purpose: 'AGENT_LINK' | 'INVITE') {
  return db.query<ReferralLinkRow>(
    `SELECT l.*, (SELECT count(*)::int FROM referral_registrations r WHERE r.link_id = l.id) AS registrations
     FROM referral_links l WHERE l.customer_id = $1 AND l.purpose = $2 AND l.deleted_at IS NULL ORDER BY l.id DESC`,
    [customerId, purpose],
  );
}

/**
 * What registration with `referralCode` or `affiliateCode` resolves to: the customer the new account goes under and
 * whether it becomes an agent. For the player half's register call; null for an unknown or retired code.
 */
export async function resolveReferralCode(
  db: Db,
  merchantCode: string,
  code: string,
): Promise<{ linkId: number; parentId: number; accountType: 'MEMBER' | 'AGENT' } | null> {
  const [row] = await db.query<ReferralLinkRow>(
    'SELECT * FROM referral_links WHERE merchant_code = $1 AND upper(code) = upper($2) AND deleted_at IS NULL',
    [merchantCode, code.trim()],
  );
  return row ? { linkId: row.id, parentId: row.customer_id, accountType: row.account_type } : null;
}

/** Counts a registration made through a link (call it in the same transaction that creates the customer). */
export async function recordReferralRegistration(db: Db, linkId: number, customerId: number, now: number) {
  await db.query(
    'INSERT INTO referral_registrations (link_id, customer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [linkId, customerId, now],
  );
}

export function referralUrl(origin: string, code: string, purpose: 'AGENT_LINK' | 'INVITE'): string {
  return `${origin}/register?${purpose === 'INVITE' ? 'referralCode' : 'affiliateCode'}=${encodeURIComponent(code)}`;
}
