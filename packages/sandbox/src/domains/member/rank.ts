import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { MemberContext } from '../../core/context';
import { playerSettings } from '../system/merchant.settings';

type RankProgress = OutputOf<Contract['member']['rankProgress']>;

/**
 * Progress to the next club rank: each rank asks for a total of approved deposits and of bets (merchant settings,
 * `clubLabels`); a condition is complete once its total reaches the next rank's threshold.
 */
export async function rankProgressOf(ctx: MemberContext): Promise<RankProgress> {
  const labels = playerSettings(ctx.merchant).clubLabels;
  const current = (ctx.customer.club_label as { labelId?: number; rankLevel?: number } | null) ?? null;
  const rankLevel = current?.rankLevel ?? 0;
  const currentLabel = labels.find((l) => l.rankLevel === rankLevel) ?? null;
  const next = labels.find((l) => l.rankLevel === rankLevel + 1) ?? null;
  const [[deposits], [bets]] = await Promise.all([
    ctx.db.query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0) AS total FROM fund_requests
       WHERE customer_id = $1 AND kind = 'DEPOSIT' AND status = 'APPROVED'`,
      [ctx.customer.id],
    ),
    ctx.db.query<{ total: number }>('SELECT coalesce(sum(amount), 0) AS total FROM bets WHERE customer_id = $1', [
      ctx.customer.id,
    ]),
  ]);
  const scale = playerSettings(ctx.merchant).moneyScale;
  const conditions = next
    ? [
        { name: 'DEPOSIT' as const, current: deposits?.total ?? 0, target: next.deposit * scale },
        { name: 'BET' as const, current: bets?.total ?? 0, target: next.bet * scale },
      ].map((c) => ({ ...c, done: c.current >= c.target }))
    : [];
  return {
    labelId: currentLabel?.labelId ?? null,
    labelName: currentLabel?.labelName ?? null,
    rankLevel,
    nextLabelName: next?.labelName ?? null,
    completedConditions: conditions.filter((c) => c.done).length,
    totalExpectedConditions: conditions.length,
    conditions,
  };
}
