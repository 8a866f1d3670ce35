import type { Db } from '../../core/db';
import type { SandboxRuntime } from '../../core/runtime';
import { findCustomer } from '../shared/accounts.seed';
import { centresTimes } from '../shared/centres.constants';
import { moneyScaleFor } from '../shared/merchant-settings';
import { nextPeriodStart } from '../shared/periods';
import type { ContractKind, StoredStatus } from './contracts.rules';
import { settlementPeriod } from './contracts.service';
import { settleContracts } from './settlement';

const { day } = centresTimes;

interface SeedContract {
  holder: string;
  offeredBy: string | null;
  kind: ContractKind;
  status: StoredStatus;
  productType?: string;
  computationPeriod?: string;
  /** Money thresholds are in CNY and scale with the merchant's currency. */
  terms: (scale: number) => Record<string, unknown>;
  /** For V: how long ago it was accepted. */
  acceptedAgoMs?: number;
  /** An E revising the seeded contract at this index of the list. */
  revises?: number;
}

const dailyTiers = (scale: number, boost = 1) => ({
  tiers: [
    { betVolume: 1000 * scale, activeMember: 2, rateType: 'P', rate: 0.005 * boost },
    { betVolume: 3000 * scale, activeMember: 4, rateType: 'P', rate: 0.008 * boost },
    { betVolume: 6000 * scale, activeMember: 6, rateType: 'P', rate: 0.012 * boost },
  ],
});
const hourlyTiers = (scale: number) => ({
  tiers: [
    { minimumBet: 100 * scale, activeMember: 1, rateType: 'P', rate: 0.003 },
    { minimumBet: 500 * scale, activeMember: 2, rateType: 'P', rate: 0.005 },
    { minimumBet: 1500 * scale, activeMember: 3, rateType: 'F', rate: 12 * scale },
  ],
});
const realtimeTiers = (scale: number) => ({
  tiers: [
    { betAmount: 10 * scale, lossRate: 0.004, winRate: 0.002 },
    { betAmount: 200 * scale, lossRate: 0.006, winRate: 0.003 },
    { betAmount: 1000 * scale, lossRate: 0.008, winRate: 0.004 },
  ],
});
const dividendTerms =
  (minimumBet: number, netLoss: number, activeMember: number, rate: number, required: number, higher: 'Y' | 'N') =>
  (scale: number) => ({
    minimumBet: minimumBet * scale,
    netLoss: netLoss * scale,
    activeMember,
    contractRate: rate,
    periodicTotalBetRequired: required * scale,
    downlineHigherRate: higher,
  });

/** agent01 has every kind pending and in force (P, E and V); its downline holds contracts agent01 offered. */
export const seededContracts: SeedContract[] = [
  {
    holder: 'agent01',
    offeredBy: null,
    kind: 'dividend',
    status: 'P',
    productType: 'LIVE',
    computationPeriod: 'WEEKLY',
    terms: dividendTerms(100, 500, 2, 0.35, 5000, 'Y'),
  },
  {
    holder: 'agent01',
    offeredBy: null,
    kind: 'dividend',
    status: 'E',
    productType: 'RNG',
    computationPeriod: 'MONTHLY',
    terms: dividendTerms(100, 800, 3, 0.3, 8000, 'N'),
  },
  {
    holder: 'agent01',
    offeredBy: null,
    kind: 'dividend',
    status: 'V',
    productType: 'SPORTS',
    computationPeriod: 'SEMIMONTHLY',
    terms: dividendTerms(50, 100, 1, 0.25, 500, 'N'),
    acceptedAgoMs: 40 * day,
  },
  {
    holder: 'agent01',
    offeredBy: null,
    kind: 'daily',
    status: 'V',
    terms: (s) => dailyTiers(s),
    acceptedAgoMs: 20 * day,
  },
  { holder: 'agent01', offeredBy: null, kind: 'daily', status: 'E', terms: (s) => dailyTiers(s, 1.25), revises: 3 },
  { holder: 'agent01', offeredBy: null, kind: 'hourly', status: 'P', productType: 'LIVE', terms: hourlyTiers },
  {
    holder: 'agent01',
    offeredBy: null,
    kind: 'hourly',
    status: 'V',
    productType: 'RNG',
    terms: hourlyTiers,
    acceptedAgoMs: 3 * day,
  },
  { holder: 'agent01', offeredBy: null, kind: 'realtime', status: 'P', terms: realtimeTiers },
  { holder: 'agent01', offeredBy: null, kind: 'realtime', status: 'V', terms: realtimeTiers, acceptedAgoMs: 10 * day },
  {
    holder: 'subagent01',
    offeredBy: 'agent01',
    kind: 'daily',
    status: 'V',
    terms: (s) => dailyTiers(s, 0.8),
    acceptedAgoMs: 15 * day,
  },
  {
    holder: 'subagent01',
    offeredBy: 'agent01',
    kind: 'dividend',
    status: 'V',
    productType: 'LIVE',
    computationPeriod: 'WEEKLY',
    terms: dividendTerms(100, 300, 1, 0.2, 1000, 'N'),
    acceptedAgoMs: 30 * day,
  },
  { holder: 'subagent01', offeredBy: 'agent01', kind: 'hourly', status: 'P', productType: 'LIVE', terms: hourlyTiers },
  { holder: 'subagent02', offeredBy: 'subagent01', kind: 'realtime', status: 'E', terms: realtimeTiers },
  {
    holder: 'downline01',
    offeredBy: 'agent01',
    kind: 'daily',
    status: 'V',
    terms: (s) => ({
      tiers: [
        { betVolume: 100 * s, activeMember: 1, rateType: 'F', rate: 8 * s },
        { betVolume: 600 * s, activeMember: 1, rateType: 'F', rate: 28 * s },
      ],
    }),
    acceptedAgoMs: 25 * day,
  },
];

async function seedMerchant(db: Db, merchant: string, now: number): Promise<number[]> {
  const scale = await moneyScaleFor(db, merchant);
  const ids: number[] = [];
  const holders = new Set<number>();
  for (const [index, seed] of seededContracts.entries()) {
    const holder = await findCustomer(db, merchant, seed.holder);
    if (!holder) continue;
    const offeredBy = seed.offeredBy ? ((await findCustomer(db, merchant, seed.offeredBy))?.id ?? null) : null;
    const accepted = seed.acceptedAgoMs !== undefined ? now - seed.acceptedAgoMs : null;
    const period = settlementPeriod({ kind: seed.kind, computation_period: seed.computationPeriod ?? null });
    const effective = accepted === null ? null : period ? nextPeriodStart(period, accepted) : accepted;
    const created = (accepted ?? now - 2 * day) - day;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO agent_contracts (kind, customer_id, offered_by, status, product_type, computation_period, terms,
         replaces_id, created_at, accepted_at, effective_from, settled_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        seed.kind,
        holder.id,
        offeredBy,
        seed.status,
        seed.productType ?? null,
        seed.computationPeriod ?? null,
        JSON.stringify(seed.terms(scale)),
        seed.revises !== undefined ? (ids[seed.revises] ?? null) : null,
        created,
        accepted,
        effective,
      ],
    );
    ids[index] = row!.id;
    holders.add(holder.id);
  }
  return [...holders];
}

/** Seeds the contracts, then settles what the seeded history already earned (records and payments). */
export async function seedContracts(runtime: SandboxRuntime): Promise<void> {
  const now = runtime.clock.now();
  const merchants = await runtime.db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
  for (const { code } of merchants) {
    const holders = await seedMerchant(runtime.db, code, now);
    await settleContracts(runtime.db, holders, now);
  }
}
