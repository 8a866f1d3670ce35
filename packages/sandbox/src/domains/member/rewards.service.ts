import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow } from '../../core/rows';
import { centresTimes } from '../shared/centres.constants';
import { moveMoney, roundMoney, walletTxTypes } from '../shared/ledger';
import { periodOf } from '../shared/periods';
import { memberCentreRules, type NewbieTaskCode } from './centre.constants';

export interface RewardItemRow {
  id: number;
  customer_id: number;
  source: 'SIGN_IN' | 'NEWBIE' | 'RESCUE' | 'MISSION' | 'PROMOTION';
  code: string;
  title: string;
  description: string;
  amount: number;
  status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

export function itemView(row: RewardItemRow) {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    description: row.description,
    amount: row.amount,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    claimedAt: row.claimed_at,
  };
}

/** Adds an item once per code; an item already past its expiry is stored as EXPIRED. */
export async function grantItem(
  db: Db,
  item: Omit<RewardItemRow, 'id' | 'status' | 'claimed_at'>,
  now: number,
): Promise<RewardItemRow | undefined> {
  const status = item.expires_at !== null && item.expires_at <= now ? 'EXPIRED' : 'AVAILABLE';
  const [row] = await db.query<RewardItemRow>(
    `INSERT INTO reward_centre_items (customer_id, source, code, title, description, amount, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (customer_id, code) DO NOTHING RETURNING *`,
    [
      item.customer_id,
      item.source,
      item.code,
      item.title,
      item.description,
      item.amount,
      status,
      item.created_at,
      item.expires_at,
    ],
  );
  return row;
}

const newbieTitles: Record<NewbieTaskCode, string> = {
  BIND_MOBILE: 'Bind your mobile number',
  SET_PAYMENT_PASSWORD: 'Set a payment password',
  FIRST_DEPOSIT: 'Make your first deposit',
  FIRST_BET: 'Place your first bet',
};

/** Which newbie tasks the player has done, from their own rows. */
export async function newbieProgress(db: Db, customer: CustomerRow): Promise<Record<NewbieTaskCode, boolean>> {
  const [facts] = await db.query<{ deposited: boolean; bet: boolean; mobile: string | null; pay: string | null }>(
    `SELECT c.mobile, c.payment_password_hash AS pay,
       EXISTS (SELECT 1 FROM fund_requests f WHERE f.customer_id = c.id AND f.kind = 'DEPOSIT' AND f.status = 'APPROVED') AS deposited,
       EXISTS (SELECT 1 FROM bets b WHERE b.customer_id = c.id) AS bet
     FROM customers c WHERE c.id = $1`,
    [customer.id],
  );
  return {
    BIND_MOBILE: Boolean(facts?.mobile),
    SET_PAYMENT_PASSWORD: Boolean(facts?.pay),
    FIRST_DEPOSIT: facts?.deposited ?? false,
    FIRST_BET: facts?.bet ?? false,
  };
}

/**
 * Brings the player's reward centre up to date: expires what is past due, adds an item for each newbie task done and
 * a rescue bonus for each of the last closed business days whose net loss reached the threshold.
 */
export async function settleRewardCentre(db: Db, customer: CustomerRow, scale: number, now: number): Promise<void> {
  await db.query(
    `UPDATE reward_centre_items SET status = 'EXPIRED' WHERE customer_id = $1 AND status = 'AVAILABLE' AND expires_at <= $2`,
    [customer.id, now],
  );
  const progress = await newbieProgress(db, customer);
  for (const [code, done] of Object.entries(progress) as [NewbieTaskCode, boolean][]) {
    if (!done) continue;
    await grantItem(
      db,
      {
        customer_id: customer.id,
        source: 'NEWBIE',
        code: `NEWBIE:${code}`,
        title: newbieTitles[code],
        description: 'Newbie task reward',
        amount: memberCentreRules.newbieRewards[code] * scale,
        created_at: now,
        expires_at: now + memberCentreRules.itemLifeMs,
      },
      now,
    );
  }
  const { rescue } = memberCentreRules;
  const today = periodOf('DAY', now).start;
  const from = today - rescue.lookbackDays * centresTimes.day;
  const losses = await db.query<{ day: number; loss: number }>(
    `SELECT (floor((created_at + $4) / $5) * $5 - $4)::bigint AS day, sum(amount - win) AS loss FROM bets
     WHERE customer_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY 1`,
    [customer.id, from, today, centresTimes.businessDayOffsetMs, centresTimes.day],
  );
  for (const { day, loss } of losses) {
    if (loss < rescue.minLoss * scale) continue;
    const dayEnd = day + centresTimes.day;
    await grantItem(
      db,
      {
        customer_id: customer.id,
        source: 'RESCUE',
        code: `RESCUE:${day}`,
        title: 'Rescue bonus',
        description: `${rescue.rate * 100}% of the day's net loss of ${roundMoney(loss)}`,
        amount: roundMoney(Math.min(rescue.cap * scale, loss * rescue.rate)),
        created_at: dayEnd,
        expires_at: dayEnd + memberCentreRules.rescueLifeMs,
      },
      now,
    );
  }
}

export async function claimItem(db: Db, customer: Pick<CustomerRow, 'id'>, id: number, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<RewardItemRow>(
      `UPDATE reward_centre_items SET status = 'CLAIMED', claimed_at = $3
       WHERE id = $1 AND customer_id = $2 AND status = 'AVAILABLE' AND (expires_at IS NULL OR expires_at > $3)
       RETURNING *`,
      [id, customer.id, now],
    );
    if (!row) throw new ApiFailure('reward.not.claimable', 'This reward cannot be claimed.');
    const balance = await moveMoney(tx, {
      customerId: customer.id,
      amount: row.amount,
      txType: walletTxTypes.rewardClaim,
      remark: row.title,
      reference: `reward:${row.id}`,
      now,
    });
    return { item: itemView(row), balance };
  });
}

/** The sign-in state: the streak continues only if yesterday was signed. */
export async function signInState(db: Db, customerId: number, scale: number, now: number) {
  const today = periodOf('DAY', now).start;
  const [last] = await db.query<{ day: number; streak: number }>(
    'SELECT day, streak FROM sign_ins WHERE customer_id = $1 ORDER BY day DESC LIMIT 1',
    [customerId],
  );
  const signedToday = last?.day === today;
  const alive = last && (signedToday || last.day === today - centresTimes.day);
  const streak = alive ? last.streak : 0;
  const cycleLength = memberCentreRules.signInCycle.length;
  const position = streak === 0 ? 0 : ((streak - 1) % cycleLength) + 1;
  return {
    signedToday,
    streak,
    cycle: memberCentreRules.signInCycle.map((amount, i) => ({
      day: i + 1,
      amount: amount * scale,
      signed: i < position,
    })),
  };
}

export async function signIn(db: Db, customer: CustomerRow, scale: number, now: number) {
  const today = periodOf('DAY', now).start;
  return db.transaction(async (tx) => {
    const state = await signInState(tx, customer.id, scale, now);
    if (state.signedToday) throw new ApiFailure('signin.already.done', 'You already signed in today.');
    const streak = state.streak + 1;
    await tx.query('INSERT INTO sign_ins (customer_id, day, streak) VALUES ($1, $2, $3)', [customer.id, today, streak]);
    const cycle = memberCentreRules.signInCycle;
    const amount = (cycle[(streak - 1) % cycle.length] ?? 0) * scale;
    const item = await grantItem(
      tx,
      {
        customer_id: customer.id,
        source: 'SIGN_IN',
        code: `SIGN_IN:${today}`,
        title: `Day ${((streak - 1) % cycle.length) + 1} sign-in`,
        description: `Sign-in streak of ${streak} days`,
        amount,
        created_at: now,
        expires_at: now + memberCentreRules.itemLifeMs,
      },
      now,
    );
    return { state: await signInState(tx, customer.id, scale, now), item: itemView(item as RewardItemRow) };
  });
}
