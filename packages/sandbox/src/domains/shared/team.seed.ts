import { hashPassword } from '../../core/accounts';
import type { Db } from '../../core/db';
import type { CustomerRow } from '../../core/rows';
import type { SandboxRuntime } from '../../core/runtime';
import { demoPassword, demoPaymentPassword, ensureCustomer, ensureDemoAccounts } from './accounts.seed';
import { centresTimes } from './centres.constants';
import { moneyScaleFor } from './merchant-settings';
import { type SeedRandom, seedRandom } from './seed-random';

/**
 * The downline of `agent01` on every merchant, three levels deep, with 45 days of bets, deposits and withdrawals, so
 * the agent pages aggregate real rows. Amounts scale with the merchant's currency (VND amounts are 1000 times CNY).
 */
interface Node {
  username: string;
  isAgent?: number;
  memberType?: number;
  toUpline?: number;
  children?: Node[];
}

export const seededTeam: Node[] = [
  {
    username: 'subagent01',
    isAgent: 1,
    memberType: 4,
    toUpline: 1,
    children: [
      {
        username: 'subagent02',
        isAgent: 2,
        memberType: 4,
        toUpline: 1,
        children: [{ username: 'downline05' }, { username: 'downline06', toUpline: 1 }],
      },
      { username: 'downline03' },
      { username: 'downline04', toUpline: 1 },
    ],
  },
  { username: 'downline01', toUpline: 1 },
  { username: 'downline02' },
];

/** member01's friends (member centre referral): accounts registered under a member. */
export const seededFriends: Node[] = [{ username: 'friend01' }, { username: 'friend02' }, { username: 'friend03' }];

const products = [
  { type: 'LIVE', vendor: 'DG', game: 'baccarat', name: 'Baccarat', weight: 4 },
  { type: 'RNG', vendor: 'PG', game: 'fortune-tiger', name: 'Fortune Tiger', weight: 4 },
  { type: 'SPORTS', vendor: 'SABA', game: 'football', name: 'Football', weight: 2 },
  { type: 'LOTT', vendor: 'TCG', game: 'cqssc', name: 'Chongqing SSC', weight: 2 },
  { type: 'FISH', vendor: 'JDB', game: 'fishing-war', name: 'Fishing War', weight: 1 },
  { type: 'PVP', vendor: 'KY', game: 'texas-holdem', name: "Texas Hold'em", weight: 1 },
] as const;

/**
 * The names of the games the seeded team's bets name (`dg-baccarat`...): vendor games outside the lobby's catalogue,
 * as a vendor's betting records name them. The winner board shows these names, never the ids.
 */
export const seededProductNames: ReadonlyMap<string, string> = new Map(
  products.map((product) => [`${product.vendor.toLowerCase()}-${product.game}`, product.name]),
);
const weighted = products.flatMap((p) => Array.from({ length: p.weight }, () => p));

interface Hashes {
  passwordHash: string;
  paymentPasswordHash: string;
}

async function createTree(
  db: Db,
  now: number,
  merchantCode: string,
  parent: CustomerRow,
  nodes: Node[],
  hashes: Hashes,
) {
  const created: CustomerRow[] = [];
  const rows = await Promise.all(
    nodes.map((node) =>
      ensureCustomer(db, now - 50 * centresTimes.day, {
        merchantCode,
        username: node.username,
        isAgent: node.isAgent ?? 0,
        memberType: node.memberType ?? 0,
        toUpline: node.toUpline ?? 0,
        parentId: parent.id,
        paymentPassword: demoPaymentPassword,
        ...hashes,
        firstLogin: false,
      }),
    ),
  );
  for (const [index, row] of rows.entries()) {
    created.push(row);
    const children = nodes[index]?.children;
    if (children) created.push(...(await createTree(db, now, merchantCode, row, children, hashes)));
  }
  return created;
}

interface Ledger {
  customer: number[];
  amount: number[];
  after: number[];
  type: string[];
  reference: (string | null)[];
  at: number[];
}

function activity(random: SeedRandom, now: number, scale: number) {
  const bets: { product: (typeof products)[number]; amount: number; win: number; at: number }[] = [];
  for (let daysAgo = 44; daysAgo >= 0; daysAgo--) {
    const count = random.int(0, 3);
    for (let i = 0; i < count; i++) {
      const at = now - daysAgo * centresTimes.day - random.int(2 * centresTimes.hour, 22 * centresTimes.hour);
      const amount = random.money(10, 500) * scale;
      const win = random.next() < 0.45 ? Math.round(amount * (1 + random.next() * 1.5) * 100) / 100 : 0;
      bets.push({ product: random.pick(weighted), amount, win, at });
    }
  }
  // Some play in the last hour, so hourly and real-time salary have something to show right away.
  for (let i = 0; i < random.int(1, 2); i++) {
    const amount = random.money(20, 200) * scale;
    bets.push({ product: random.pick(weighted), amount, win: 0, at: now - random.int(60_000, 50 * 60_000) });
  }
  bets.sort((a, b) => a.at - b.at);
  return bets.filter((bet) => bet.at < now);
}

/** Seeds one merchant's team: accounts, bets, and a wallet ledger that adds up to each wallet's balance. */
async function seedMerchantTeam(runtime: SandboxRuntime, merchantCode: string, seed: number, hashes: Hashes) {
  const { db } = runtime;
  const now = runtime.clock.now();
  const scale = await moneyScaleFor(db, merchantCode);
  const random = seedRandom(seed);
  const { agent, member } = await ensureDemoAccounts(db, now, merchantCode);
  const team = [
    ...(await createTree(db, now, merchantCode, agent, seededTeam, hashes)),
    ...(await createTree(db, now, merchantCode, member, seededFriends, hashes)),
  ];

  const bets = { customer: [] as number[], game: [] as string[], vendor: [] as string[], product: [] as string[] };
  const betNumbers = { round: [] as string[], amount: [] as number[], win: [] as number[], at: [] as number[] };
  const ledger: Ledger = { customer: [], amount: [], after: [], type: [], reference: [], at: [] };
  const funds = { customer: [] as number[], kind: [] as string[], amount: [] as number[], at: [] as number[] };
  const line = (
    customer: number,
    amount: number,
    after: number,
    type: string,
    reference: string | null,
    at: number,
  ) => {
    ledger.customer.push(customer);
    ledger.amount.push(amount);
    ledger.after.push(Math.round(after * 100) / 100);
    ledger.type.push(type);
    ledger.reference.push(reference);
    ledger.at.push(at);
  };

  for (const member of team) {
    let balance = 0;
    let sinceWithdrawal = 0;
    const deposit = (amount: number, at: number) => {
      balance += amount;
      funds.customer.push(member.id);
      funds.kind.push('DEPOSIT');
      funds.amount.push(amount);
      funds.at.push(at);
      line(member.id, amount, balance, 'DEPOSIT', null, at);
    };
    for (const bet of activity(random, now, scale)) {
      if (balance < bet.amount)
        deposit(Math.ceil((bet.amount + random.money(200, 2000) * scale) / 100) * 100, bet.at - 60_000);
      const round = `seed-${merchantCode}-${member.id}-${bets.customer.length}`;
      bets.customer.push(member.id);
      bets.game.push(`${bet.product.vendor.toLowerCase()}-${bet.product.game}`);
      bets.vendor.push(bet.product.vendor);
      bets.product.push(bet.product.type);
      betNumbers.round.push(round);
      betNumbers.amount.push(bet.amount);
      betNumbers.win.push(bet.win);
      betNumbers.at.push(bet.at);
      balance -= bet.amount;
      line(member.id, -bet.amount, balance, 'BET', round, bet.at);
      if (bet.win > 0) {
        balance += bet.win;
        line(member.id, bet.win, balance, 'WIN', round, bet.at + 1000);
      }
      sinceWithdrawal += 1;
      if (sinceWithdrawal > 12 && balance > 1500 * scale) {
        const amount = Math.floor((balance * 0.4) / 100) * 100;
        balance -= amount;
        sinceWithdrawal = 0;
        funds.customer.push(member.id);
        funds.kind.push('WITHDRAW');
        funds.amount.push(amount);
        funds.at.push(bet.at + 5 * 60_000);
        line(member.id, -amount, balance, 'WITHDRAW', null, bet.at + 5 * 60_000);
      }
    }
    await db.query('UPDATE wallets SET balance = $2 WHERE customer_id = $1 AND is_main', [
      member.id,
      Math.round(balance * 100) / 100,
    ]);
  }

  // member01 plays in vendor wallets: its bets are the vendors' records, with no main-wallet lines.
  for (const bet of activity(random, now, scale)) {
    bets.customer.push(member.id);
    bets.game.push(`${bet.product.vendor.toLowerCase()}-${bet.product.game}`);
    bets.vendor.push(bet.product.vendor);
    bets.product.push(bet.product.type);
    betNumbers.round.push(`seed-${merchantCode}-${member.id}-${bets.customer.length}`);
    betNumbers.amount.push(bet.amount);
    betNumbers.win.push(bet.win);
    betNumbers.at.push(bet.at);
  }

  await db.query(
    `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::bigint[])`,
    [
      bets.customer,
      bets.game,
      bets.vendor,
      bets.product,
      betNumbers.round,
      betNumbers.amount,
      betNumbers.win,
      betNumbers.at,
    ],
  );
  await db.query(
    `INSERT INTO wallet_transactions (customer_id, wallet_code, amount, balance_after, tx_type, reference, created_at)
     SELECT c, 'MAIN', a, b, t, r, w FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::text[], $5::text[], $6::bigint[])
       AS x(c, a, b, t, r, w)`,
    [ledger.customer, ledger.amount, ledger.after, ledger.type, ledger.reference, ledger.at],
  );
  await db.query(
    `INSERT INTO fund_requests (customer_id, kind, amount, status, channel, created_at, decided_at)
     SELECT c, k, a, 'APPROVED', 'BANK', w - 120000, w FROM unnest($1::int[], $2::text[], $3::numeric[], $4::bigint[])
       AS x(c, k, a, w)`,
    [funds.customer, funds.kind, funds.amount, funds.at],
  );
}

export async function seedTeams(runtime: SandboxRuntime): Promise<void> {
  const merchants = await runtime.db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(demoPassword),
    hashPassword(demoPaymentPassword),
  ]);
  for (const [index, merchant] of merchants.entries())
    await seedMerchantTeam(runtime, merchant.code, 7919 * (index + 1), { passwordHash, paymentPasswordHash });
}
