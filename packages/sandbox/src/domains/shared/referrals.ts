import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../core/db';
import { sqlOf } from '../../core/sql';
import type { ReferralLink } from '../../core/tables';

/** A link with the registrations made through it. */
export type ReferralLinkWithCount = ReferralLink & { registrations: number };

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
): Promise<ReferralLinkWithCount> {
  for (;;) {
    const row = await sqlOf(db)
      .insertInto('referralLinks')
      .values({
        merchantCode: owner.merchant_code,
        customerId: owner.id,
        code: newReferralCode(),
        ...fields,
        createdAt: now,
      })
      .onConflict((conflict) => conflict.columns(['merchantCode', 'code']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return { ...row, registrations: 0 };
  }
}

/** A member's personal invite code (member centre referral), made on first use. */
export async function inviteLinkOf(db: Db, owner: { id: number; merchant_code: string }, now: number) {
  const existing = await sqlOf(db)
    .selectFrom('referralLinks')
    .selectAll()
    .where('customerId', '=', owner.id)
    .where('purpose', '=', 'INVITE')
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return existing ?? createReferralLink(db, owner, { accountType: 'MEMBER', purpose: 'INVITE', remark: '' }, now);
}

export async function referralLinksOf(
  db: Db,
  customerId: number,
  purpose: 'AGENT_LINK' | 'INVITE',
): Promise<ReferralLinkWithCount[]> {
  return sqlOf(db)
    .selectFrom('referralLinks as l')
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('referralRegistrations as r')
        .whereRef('r.linkId', '=', 'l.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .$asScalar()
        .$notNull()
        .as('registrations'),
    )
    .where('l.customerId', '=', customerId)
    .where('l.purpose', '=', purpose)
    .where('l.deletedAt', 'is', null)
    .orderBy('l.id', 'desc')
    .execute();
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
  const row = await sqlOf(db)
    .selectFrom('referralLinks')
    .select(['id as linkId', 'customerId as parentId', 'accountType'])
    .where('merchantCode', '=', merchantCode)
    .where(sql`upper(code)`, '=', sql`upper(${code.trim()})`)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** Counts a registration made through a link (call it in the same transaction that creates the customer). */
export async function recordReferralRegistration(db: Db, linkId: number, customerId: number, now: number) {
  await sqlOf(db)
    .insertInto('referralRegistrations')
    .values({ linkId, customerId, createdAt: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export function referralUrl(origin: string, code: string, purpose: 'AGENT_LINK' | 'INVITE'): string {
  return `${origin}/register?${purpose === 'INVITE' ? 'referralCode' : 'affiliateCode'}=${encodeURIComponent(code)}`;
}
