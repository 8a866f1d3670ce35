import { implement } from '../../core/handlers';
import { refuseTrial } from '../shared/guards';
import { moneyScaleOf } from '../shared/merchant-settings';
import { pageOfRows, rowsPage } from '../shared/paging';
import { memberCentreRules, type NewbieTaskCode } from './centre.constants';
import {
  claimItem,
  itemView,
  newbieProgress,
  type RewardItemRow,
  settleRewardCentre,
  signIn,
  signInState,
} from './rewards.service';

export const rewardsHandlers = implement('member', {
  async rewardCentre(input, ctx) {
    refuseTrial(ctx.customer);
    await settleRewardCentre(ctx.db, ctx.customer, moneyScaleOf(ctx.merchant), ctx.now());
    const params: unknown[] = [ctx.customer.id];
    const filters = [
      input.source ? `AND source = $${params.push(input.source)}` : '',
      input.status ? `AND status = $${params.push(input.status)}` : '',
    ].join(' ');
    const where = `customer_id = $1 ${filters}`;
    const [available] = await ctx.db.query<{ n: number; amount: number | null }>(
      `SELECT count(*)::int AS n, sum(amount) AS amount FROM reward_centre_items WHERE customer_id = $1 AND status = 'AVAILABLE'`,
      [ctx.customer.id],
    );
    // Items the player can still claim come first.
    const { rows, total } = await rowsPage<RewardItemRow>(
      ctx.db,
      'reward_centre_items',
      {
        where,
        params,
        orderBy: `(status = 'AVAILABLE') DESC, created_at DESC, id DESC`,
      },
      input,
    );
    return {
      ...pageOfRows(rows.map(itemView), total, input.page, input.size),
      available: available?.n ?? 0,
      availableAmount: available?.amount ?? 0,
    };
  },

  claimReward(input, ctx) {
    refuseTrial(ctx.customer);
    return claimItem(ctx.db, ctx.customer, input.id, ctx.now());
  },

  async newbieTasks(_input, ctx) {
    const scale = moneyScaleOf(ctx.merchant);
    const progress = await newbieProgress(ctx.db, ctx.customer);
    const items = await ctx.db.query<{ id: number; code: string }>(
      `SELECT id, code FROM reward_centre_items WHERE customer_id = $1 AND source = 'NEWBIE'`,
      [ctx.customer.id],
    );
    return (Object.keys(memberCentreRules.newbieRewards) as NewbieTaskCode[]).map((code) => ({
      code,
      reward: memberCentreRules.newbieRewards[code] * scale,
      done: progress[code],
      rewardId: items.find((item) => item.code === `NEWBIE:${code}`)?.id ?? null,
    }));
  },

  signInState: (_input, ctx) => signInState(ctx.db, ctx.customer.id, moneyScaleOf(ctx.merchant), ctx.now()),

  signIn(_input, ctx) {
    refuseTrial(ctx.customer);
    return signIn(ctx.db, ctx.customer, moneyScaleOf(ctx.merchant), ctx.now());
  },
});
