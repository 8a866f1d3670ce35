import type { Db } from '../../core/db';
import type { MerchantRow } from '../../core/rows';
import type { SandboxRuntime } from '../../core/runtime';
import { findCustomer } from '../shared/accounts.seed';
import { centresTimes } from '../shared/centres.constants';
import { moveMoney, walletTxTypes } from '../shared/ledger';
import { moneyScaleFor } from '../shared/merchant-settings';
import { periodOf } from '../shared/periods';
import { memberCentreRules } from './centre.constants';
import { pendingRebate } from './rebate.service';
import { claimItem, grantItem } from './rewards.service';

const { day, hour } = centresTimes;

const messages = [
  {
    category: 'NOTICE',
    title: 'Scheduled maintenance',
    content: '<p>Live casino lobbies pause on Tuesday 03:00-05:00.</p>',
    ago: 6 * day,
    read: true,
  },
  {
    category: 'NOTICE',
    title: 'New slots this week',
    content: '<p>Twelve new slot games are in the lobby.</p>',
    ago: 2 * day,
    read: false,
  },
  {
    category: 'INBOX',
    title: 'Welcome aboard',
    content: '<p>Thanks for joining. Your newbie tasks are in the reward centre.</p>',
    ago: 20 * day,
    read: true,
  },
  {
    category: 'INBOX',
    title: 'Your VIP upgrade',
    content: '<p>You reached a new club rank: enjoy the benefits.</p>',
    ago: 3 * day,
    read: false,
  },
  {
    category: 'SYSTEM',
    title: 'Withdrawal processed',
    content: '<p>Your withdrawal was paid to your bank account.</p>',
    ago: 8 * hour,
    read: false,
  },
] as const;

async function seedInbox(db: Db, customerId: number, now: number) {
  for (const m of messages) {
    await db.query(
      `INSERT INTO inbox_messages (customer_id, category, title, content, read_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [customerId, m.category, m.title, m.content, m.read ? now - m.ago + hour : null, now - m.ago],
    );
  }
}

async function seedRewards(db: Db, customerId: number, scale: number, now: number) {
  const grant = (source: 'MISSION' | 'PROMOTION', code: string, title: string, amount: number, ago: number) =>
    grantItem(
      db,
      {
        customer_id: customerId,
        source,
        code,
        title,
        description: title,
        amount: amount * scale,
        created_at: now - ago,
        expires_at: now - ago + memberCentreRules.itemLifeMs,
      },
      now,
    );
  await grant('MISSION', 'MISSION:weekly-bet', 'Weekly betting mission', 28, 1 * day);
  await grant('PROMOTION', 'PROMOTION:weekend', 'Weekend reload bonus', 58, 9 * day);
  const claimed = await grant('PROMOTION', 'PROMOTION:birthday', 'Birthday gift', 88, 2 * day);
  if (claimed) await claimItem(db, { id: customerId }, claimed.id, now - day);
  // Signed in yesterday and the day before: today continues a streak of 2.
  const today = periodOf('DAY', now).start;
  await db.query('INSERT INTO sign_ins (customer_id, day, streak) VALUES ($1, $2, 1), ($1, $3, 2)', [
    customerId,
    today - 2 * day,
    today - day,
  ]);
}

/** A rebate claimed 10 days ago, so the manual rebate page shows a last claim and only newer bets. */
async function seedRebateClaim(db: Db, merchantCode: string, customerId: number, now: number) {
  const [merchant] = await db.query<MerchantRow>('SELECT * FROM merchants WHERE code = $1', [merchantCode]);
  if (!merchant) return;
  const at = now - 10 * day;
  const [last] = await db.query<{ id: number | null }>(
    'SELECT max(id) AS id FROM bets WHERE customer_id = $1 AND created_at <= $2',
    [customerId, at],
  );
  if (!last?.id) return;
  const before = await pendingRebate(db, merchant, customerId);
  const [claim] = await db.query<{ id: number }>(
    'INSERT INTO rebate_claims (customer_id, amount, last_bet_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [customerId, 0, last.id, at],
  );
  const after = await pendingRebate(db, merchant, customerId);
  const amount = Math.round((before.claimable - after.claimable) * 100) / 100;
  await db.query('UPDATE rebate_claims SET amount = $2 WHERE id = $1', [claim!.id, amount]);
  if (amount > 0)
    await moveMoney(db, {
      customerId,
      amount,
      txType: walletTxTypes.rebate,
      remark: 'Manual rebate',
      reference: `rebate:${claim!.id}`,
      now: at,
    });
}

export async function seedMemberCentre(runtime: SandboxRuntime): Promise<void> {
  const { db } = runtime;
  const now = runtime.clock.now();
  const merchants = await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
  for (const { code } of merchants) {
    const scale = await moneyScaleFor(db, code);
    for (const username of ['member01', 'agent01']) {
      const customer = await findCustomer(db, code, username);
      if (customer) await seedInbox(db, customer.id, now);
    }
    const member = await findCustomer(db, code, 'member01');
    if (!member) continue;
    await seedRewards(db, member.id, scale, now);
    await seedRebateClaim(db, code, member.id, now);
  }
}
