import { sql } from 'kysely';
import type { MemberContext } from '../../core/context';
import { implement } from '../../core/handlers';
import { sqlOf } from '../../core/sql';
import { endPlayerSession } from '../accounts/customers';
import { refuseTrial } from '../shared/guards';
import { requireCurrencyAmount } from '../shared/money.input';
import { requireLoginPassword } from '../shared/password.guard';
import {
  breakUntil,
  changeLimit,
  type LimitPeriod,
  type LimitState,
  limitPeriodOf,
  nextRealityCheck,
} from './rg.rules';
import {
  LIMIT_PERIODS,
  limitsOf,
  MONEY_KINDS,
  type MoneyKind,
  requireResponsibleGaming,
  saveLimit,
  sessionMinutes,
  stateOf,
  usedOf,
} from './rg.service';

const SESSION = { kind: 'SESSION', period: 'SESSION' } as const;

async function moneyLimitView(ctx: MemberContext, kind: MoneyKind, period: LimitPeriod, state: LimitState) {
  const now = ctx.now();
  return {
    kind,
    period,
    amount: state.amount,
    used: await usedOf(ctx.db, ctx.customer.id, kind, period, now),
    periodEndsAt: limitPeriodOf(period, now).end,
    pending: state.pending,
  };
}

const sessionLimitView = (ctx: MemberContext, state: LimitState) => ({
  minutes: state.amount,
  usedMinutes: sessionMinutes(ctx),
  pending: state.pending ? { minutes: state.pending.amount, appliesAt: state.pending.appliesAt } : null,
});

async function realityCheckMinutesOf(ctx: MemberContext): Promise<0 | 15 | 30 | 60> {
  const row = await sqlOf(ctx.db)
    .selectFrom('rgSettings')
    .select('realityCheckMinutes')
    .where('customerId', '=', ctx.customer.id)
    .executeTakeFirst();
  return (row?.realityCheckMinutes ?? 0) as 0 | 15 | 30 | 60;
}

/** Starts a time-out or a self-exclusion once the login password is right, and ends this session. */
async function takeBreak(
  ctx: MemberContext,
  kind: 'TIME_OUT' | 'SELF_EXCLUSION',
  input: { period: '24H' | '7D' | '30D' | '6M' | '1Y' | '5Y'; password: string; captcha?: string; captchaKey?: string },
) {
  requireResponsibleGaming(ctx.merchant);
  refuseTrial(ctx.customer);
  await requireLoginPassword(ctx, input.password, input);
  const now = ctx.now();
  const until = breakUntil(input.period, now);
  await sqlOf(ctx.db)
    .insertInto('rgExclusions')
    .values({ customerId: ctx.customer.id, kind, period: input.period, createdAt: now, until })
    .execute();
  await endPlayerSession(ctx);
  return { until };
}

export const responsibleGamingHandlers = implement('responsibleGaming', {
  async overview(_input, ctx) {
    requireResponsibleGaming(ctx.merchant);
    const limits = await limitsOf(ctx.db, ctx.customer.id, ctx.now());
    const money = [];
    for (const kind of MONEY_KINDS)
      for (const period of LIMIT_PERIODS)
        money.push(await moneyLimitView(ctx, kind, period, stateOf(limits, { kind, period })));
    return {
      limits: money,
      session: sessionLimitView(ctx, stateOf(limits, SESSION)),
      realityCheckMinutes: await realityCheckMinutesOf(ctx),
      sessionStartedAt: ctx.session.created_at,
    };
  },

  async setLimit(input, ctx) {
    requireResponsibleGaming(ctx.merchant);
    if (input.amount !== null) requireCurrencyAmount(input.amount, ctx.merchant.currency);
    const now = ctx.now();
    const key = { kind: input.kind, period: input.period };
    const limits = await limitsOf(ctx.db, ctx.customer.id, now);
    const next = changeLimit(stateOf(limits, key), input.amount, now);
    await saveLimit(ctx.db, ctx.customer.id, key, next);
    return moneyLimitView(ctx, input.kind, input.period, next);
  },

  async setSessionLimit(input, ctx) {
    requireResponsibleGaming(ctx.merchant);
    const now = ctx.now();
    const limits = await limitsOf(ctx.db, ctx.customer.id, now);
    const next = changeLimit(stateOf(limits, SESSION), input.minutes, now);
    await saveLimit(ctx.db, ctx.customer.id, SESSION, next);
    return sessionLimitView(ctx, next);
  },

  async setRealityCheck(input, ctx) {
    requireResponsibleGaming(ctx.merchant);
    await sqlOf(ctx.db)
      .insertInto('rgSettings')
      .values({ customerId: ctx.customer.id, realityCheckMinutes: input.minutes })
      .onConflict((conflict) => conflict.column('customerId').doUpdateSet({ realityCheckMinutes: input.minutes }))
      .execute();
    return { realityCheckMinutes: input.minutes };
  },

  async realityCheck(_input, ctx) {
    requireResponsibleGaming(ctx.merchant);
    const started = ctx.session.created_at;
    const now = ctx.now();
    const rows = await sqlOf(ctx.db)
      .selectFrom('bets')
      .select([sql<number>`coalesce(sum(amount), 0)`.as('staked'), sql<number>`coalesce(sum(win), 0)`.as('won')])
      .where('customerId', '=', ctx.customer.id)
      .where('createdAt', '>=', started)
      .executeTakeFirstOrThrow();
    const minutes = await realityCheckMinutesOf(ctx);
    return {
      sessionStartedAt: started,
      minutesInSession: sessionMinutes(ctx),
      wagered: rows.staked,
      net: Math.round((rows.won - rows.staked) * 100) / 100,
      realityCheckMinutes: minutes,
      nextCheckAt: nextRealityCheck(started, minutes, now),
    };
  },

  timeOut: (input, ctx) => takeBreak(ctx, 'TIME_OUT', input),
  selfExclude: (input, ctx) => takeBreak(ctx, 'SELF_EXCLUSION', input),
});
