import { sql } from 'kysely';
import type { MemberContext } from '../../core/context';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { MerchantRow } from '../../core/rows';
import { sqlOf } from '../../core/sql';
import { flagOn, requireFlag } from '../shared/guards';
import { type LimitPeriod, type LimitState, limitAt, limitPeriodOf } from './rg.rules';

export type MoneyKind = 'DEPOSIT' | 'LOSS' | 'WAGER';
export const MONEY_KINDS: readonly MoneyKind[] = ['DEPOSIT', 'LOSS', 'WAGER'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

export const requireResponsibleGaming = (merchant: Pick<MerchantRow, 'flags'>) => requireFlag(merchant, 'RESPGAM3');

type Key = { kind: MoneyKind | 'SESSION'; period: LimitPeriod | 'SESSION' };

/** Every stored limit of a player, by `kind:period`, as it stands at `now`. */
export async function limitsOf(db: Db, customerId: number, now: number): Promise<Map<string, LimitState>> {
  const rows = await sqlOf(db).selectFrom('rgLimits').selectAll().where('customerId', '=', customerId).execute();
  return new Map(
    rows.map((row) => [
      `${row.kind}:${row.period}`,
      limitAt(
        {
          amount: row.amount,
          pending: row.pendingSet ? { amount: row.pendingAmount, appliesAt: row.pendingAt ?? now } : null,
        },
        now,
      ),
    ]),
  );
}

export const stateOf = (limits: Map<string, LimitState>, key: Key): LimitState =>
  limits.get(`${key.kind}:${key.period}`) ?? { amount: null, pending: null };

export async function saveLimit(db: Db, customerId: number, key: Key, state: LimitState): Promise<void> {
  const values = {
    amount: state.amount,
    pendingSet: state.pending !== null,
    pendingAmount: state.pending?.amount ?? null,
    pendingAt: state.pending?.appliesAt ?? null,
  };
  await sqlOf(db)
    .insertInto('rgLimits')
    .values({ customerId, ...key, ...values })
    .onConflict((conflict) => conflict.columns(['customerId', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

/** This period's use of a money limit: deposits asked (not refused), net loss (never below 0) or stakes. */
export async function usedOf(db: Db, customerId: number, kind: MoneyKind, period: LimitPeriod, now: number) {
  const { start, end } = limitPeriodOf(period, now);
  if (kind === 'DEPOSIT') {
    const row = await sqlOf(db)
      .selectFrom('fundRequests')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
      .where('customerId', '=', customerId)
      .where('kind', '=', 'DEPOSIT')
      .where('status', '!=', 'REJECTED')
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .executeTakeFirstOrThrow();
    return row.total;
  }
  const { staked, won } = await stakesBetween(db, customerId, start, end);
  return kind === 'WAGER' ? staked : Math.max(0, Math.round((staked - won) * 100) / 100);
}

/**
 * A player's stakes and wins in [start, end): settled rounds, plus lottery stakes waiting for their draw (at risk
 * until then; they win nothing yet).
 */
export async function stakesBetween(db: Db, customerId: number, start: number, end: number) {
  const settled = await sqlOf(db)
    .selectFrom('bets')
    .select([sql<number>`coalesce(sum(amount), 0)`.as('staked'), sql<number>`coalesce(sum(win), 0)`.as('won')])
    .where('customerId', '=', customerId)
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .executeTakeFirstOrThrow();
  const open = await sqlOf(db)
    .selectFrom('lotteryBets')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('staked'))
    .where('customerId', '=', customerId)
    .where('status', '=', 'OPEN')
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .executeTakeFirstOrThrow();
  return { staked: settled.staked + open.staked, won: settled.won };
}

/** Whole minutes since a session's login. */
export const sessionMinutes = (ctx: Pick<MemberContext, 'session' | 'now'>) =>
  Math.max(0, Math.floor((ctx.now() - ctx.session.created_at) / 60_000));

/**
 * Refuses play (a game launch, a lottery bet, a transfer into a game wallet) once a loss or wager limit of any period
 * is reached, or the session has lasted its limit. Nothing is checked where the merchant has no responsible gaming.
 */
export async function refuseWhenLimitReached(ctx: MemberContext): Promise<void> {
  if (!flagOn(ctx.merchant, 'RESPGAM3')) return;
  const now = ctx.now();
  const limits = await limitsOf(ctx.db, ctx.customer.id, now);
  const session = stateOf(limits, { kind: 'SESSION', period: 'SESSION' }).amount;
  if (session !== null && sessionMinutes(ctx) >= session)
    throw new ApiFailure('rg.session.limit', `This session has reached its limit of ${session} minutes.`, {
      value: { minutes: session },
    });
  for (const kind of ['LOSS', 'WAGER'] as const)
    for (const period of LIMIT_PERIODS) {
      const limit = stateOf(limits, { kind, period }).amount;
      if (limit === null) continue;
      if ((await usedOf(ctx.db, ctx.customer.id, kind, period, now)) >= limit) {
        const code = kind === 'LOSS' ? 'rg.loss.limit' : 'rg.wager.limit';
        throw new ApiFailure(code, `The ${kind.toLowerCase()} limit of this ${period.toLowerCase()} is reached.`, {
          value: { period, limit, periodEndsAt: limitPeriodOf(period, now).end },
        });
      }
    }
}

/** Refuses a deposit that would take this period's deposits past a deposit limit (the strictest period answers). */
export async function refuseDepositOverLimit(ctx: MemberContext, amount: number): Promise<void> {
  if (!flagOn(ctx.merchant, 'RESPGAM3')) return;
  const now = ctx.now();
  const limits = await limitsOf(ctx.db, ctx.customer.id, now);
  for (const period of LIMIT_PERIODS) {
    const limit = stateOf(limits, { kind: 'DEPOSIT', period }).amount;
    if (limit === null) continue;
    const used = await usedOf(ctx.db, ctx.customer.id, 'DEPOSIT', period, now);
    if (used + amount > limit)
      throw new ApiFailure('rg.deposit.limit', `The deposit limit of this ${period.toLowerCase()} would be passed.`, {
        value: {
          period,
          limit,
          left: Math.max(0, Math.round((limit - used) * 100) / 100),
          periodEndsAt: limitPeriodOf(period, now).end,
        },
      });
  }
}

/** The break in force for a player (the one ending last), or null. */
export async function activeBreak(db: Db, customerId: number, now: number) {
  return (
    (await sqlOf(db)
      .selectFrom('rgExclusions')
      .select(['kind', 'until'])
      .where('customerId', '=', customerId)
      .where('until', '>', now)
      .orderBy('until', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Refuses a login during a time-out or a self-exclusion, saying until when. Checked whatever the merchant's flag now
 * says: a break a player took is kept even if the merchant turns the feature off.
 */
export async function refuseExcludedLogin(db: Db, customerId: number, now: number): Promise<void> {
  const found = await activeBreak(db, customerId, now);
  if (found)
    throw new ApiFailure(
      'rg.excluded',
      `${found.kind === 'TIME_OUT' ? 'Time-out' : 'Self-exclusion'} until ${new Date(found.until).toISOString()}.`,
      { value: found },
    );
}
