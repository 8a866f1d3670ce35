import type { MoneyLimitState, ResponsibleGamingOverview } from './rg.types';

/** The stories' clock: 29 November 2026, 10:00 UTC. */
export const storyNow = Date.UTC(2026, 10, 29, 10, 0);

const limit = (row: Partial<MoneyLimitState> & Pick<MoneyLimitState, 'kind' | 'period'>): MoneyLimitState => ({
  amount: null,
  used: 0,
  periodEndsAt: storyNow + 14 * 3_600_000,
  pending: null,
  ...row,
});

/** A player with a daily deposit limit half used, a weekly one waiting to rise, and a loss limit used up. */
export const storyOverview: ResponsibleGamingOverview = {
  limits: [
    limit({ kind: 'DEPOSIT', period: 'DAY', amount: 1000, used: 500 }),
    limit({
      kind: 'DEPOSIT',
      period: 'WEEK',
      amount: 3000,
      used: 500,
      pending: { amount: 5000, appliesAt: storyNow + 20 * 3_600_000 },
    }),
    limit({ kind: 'DEPOSIT', period: 'MONTH', used: 500 }),
    limit({ kind: 'LOSS', period: 'DAY', amount: 200, used: 200 }),
    limit({ kind: 'LOSS', period: 'WEEK', used: 200 }),
    limit({ kind: 'LOSS', period: 'MONTH', used: 200 }),
    limit({ kind: 'WAGER', period: 'DAY', used: 830 }),
    limit({ kind: 'WAGER', period: 'WEEK', used: 830 }),
    limit({ kind: 'WAGER', period: 'MONTH', used: 830 }),
  ],
  session: { minutes: 90, usedMinutes: 42, pending: null },
  realityCheckMinutes: 15,
};
