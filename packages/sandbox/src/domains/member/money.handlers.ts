import type { MemberContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import type { CustomerRow, FundRequestRow } from '../../core/rows';
import { refuseDepositOverLimit } from '../responsible-gaming/rg.service';
import { fieldInvalid, flagOn, maskAccount, ROLES, refuseTrial, requireFlag } from '../shared/guards';
import { mainBalance, roundMoney } from '../shared/ledger';
import { moneyScaleOf } from '../shared/merchant-settings';
import { requireCurrencyAmount } from '../shared/money.input';
import { pageOfRows, resolveRange, rowsPage } from '../shared/paging';
import { requirePaymentPassword } from '../shared/password.guard';
import { openableEnvelopes, openEnvelope, settleExpiredEnvelopes } from '../shared/red-envelopes';
import { publishTransfer, transferBetween } from '../shared/transfers';
import { memberCentreRules } from './centre.constants';
import { claimRebate, pendingRebate } from './rebate.service';

type UplineBlock = 'TO_UPLINE' | 'ROLE' | 'FLAG' | 'NO_UPLINE';

/** Transfer to upline (spec §5): toUpline 1, role not 2, flag AGETRANSFERUP3, and an upline; checked in that order. */
function uplineBlock(ctx: MemberContext): UplineBlock | null {
  if (ctx.customer.to_upline !== 1) return 'TO_UPLINE';
  if (ctx.customer.is_agent === ROLES.noTransferToUpline) return 'ROLE';
  if (!flagOn(ctx.merchant, 'AGETRANSFERUP3')) return 'FLAG';
  if (ctx.customer.parent_id === null) return 'NO_UPLINE';
  return null;
}

async function uplineOf(ctx: MemberContext): Promise<CustomerRow | undefined> {
  if (ctx.customer.parent_id === null) return undefined;
  const [row] = await ctx.db.query<CustomerRow>('SELECT * FROM customers WHERE id = $1', [ctx.customer.parent_id]);
  return row;
}

const fundView = (row: FundRequestRow) => ({
  id: row.id,
  kind: row.kind,
  amount: row.amount,
  status: row.status,
  channel: row.channel,
  remarks: row.remarks,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

async function pendingFunds(ctx: MemberContext, kind: 'DEPOSIT' | 'WITHDRAW') {
  return ctx.db.query<FundRequestRow>(
    `SELECT * FROM fund_requests WHERE customer_id = $1 AND kind = $2 AND status = 'PENDING' ORDER BY created_at DESC`,
    [ctx.customer.id, kind],
  );
}

/** Withdrawals show unless the merchant is on credit (CREDITMAR3 hides them, spec §5). */
function requireWithdraw(ctx: MemberContext) {
  requireFlag(ctx.merchant, 'WITHDRAW');
  if (flagOn(ctx.merchant, 'CREDITMAR3'))
    throw new ApiFailure('feature.disabled', 'Withdrawals are off on credit merchants.', {
      value: { flag: 'CREDITMAR3' },
    });
}

export const moneyHandlers = implement('member', {
  async manualRebate(_input, ctx) {
    const pending = await pendingRebate(ctx.db, ctx.merchant, ctx.customer.id);
    return {
      enabled: pending.enabled,
      claimable: pending.claimable,
      byProduct: pending.byProduct,
      lastClaimAt: pending.lastClaimAt,
    };
  },

  claimRebate(_input, ctx) {
    refuseTrial(ctx.customer);
    return claimRebate(ctx.db, ctx.merchant, ctx.customer, ctx.now());
  },

  async transferUplineInfo(_input, ctx) {
    const reason = uplineBlock(ctx);
    return {
      allowed: reason === null,
      reason,
      uplineAccount: (await uplineOf(ctx))?.username ?? null,
      balance: await mainBalance(ctx.db, ctx.customer.id),
    };
  },

  async transferUpline(input, ctx) {
    refuseTrial(ctx.customer);
    const reason = uplineBlock(ctx);
    if (reason)
      throw new ApiFailure('transfer.not.allowed', 'Transfer to upline is not allowed.', { value: { reason } });
    const amount = roundMoney(requireCurrencyAmount(input.amount, ctx.merchant.currency));
    if (amount < 0.01) throw fieldInvalid('amount', 'in_please_information');
    if (input.paymentPassword.trim() === '') throw fieldInvalid('paymentPassword', 'br_enter_moneypwd');
    await requirePaymentPassword(ctx, input.paymentPassword, input);
    const upline = (await uplineOf(ctx)) as CustomerRow;
    const transfer = await ctx.db.transaction((tx) =>
      transferBetween(tx, {
        agent: upline,
        downline: ctx.customer,
        direction: 'DOWNLINE_TO_AGENT',
        amount,
        remarks: input.remarks?.trim() || null,
        initiatedBy: ctx.customer.id,
        now: ctx.now(),
      }),
    );
    publishTransfer(ctx.runtime, transfer, upline, ctx.customer);
    return {
      transferId: transfer.id,
      amount,
      uplineAccount: upline.username,
      balance: await mainBalance(ctx.db, ctx.customer.id),
    };
  },

  async depositPage(_input, ctx) {
    requireFlag(ctx.merchant, 'DEPOSIT');
    const scale = moneyScaleOf(ctx.merchant);
    return {
      channels: memberCentreRules.depositChannels.map((c) => ({ ...c, min: c.min * scale, max: c.max * scale })),
      pending: (await pendingFunds(ctx, 'DEPOSIT')).map(fundView),
    };
  },

  async deposit(input, ctx) {
    refuseTrial(ctx.customer);
    requireFlag(ctx.merchant, 'DEPOSIT');
    const scale = moneyScaleOf(ctx.merchant);
    const channel = memberCentreRules.depositChannels.find((c) => c.code === input.channel);
    if (!channel) throw fieldInvalid('channel', 'in_please_information');
    const amount = roundMoney(requireCurrencyAmount(input.amount, ctx.merchant.currency));
    if (amount < channel.min * scale || amount > channel.max * scale)
      throw fieldInvalid('amount', 'in_please_information');
    await refuseDepositOverLimit(ctx, amount);
    const [row] = await ctx.db.query<FundRequestRow>(
      `INSERT INTO fund_requests (customer_id, kind, amount, channel, remarks, created_at)
       VALUES ($1, 'DEPOSIT', $2, $3, $4, $5) RETURNING *`,
      [ctx.customer.id, amount, channel.code, input.remarks?.trim() || null, ctx.now()],
    );
    return fundView(row as FundRequestRow);
  },

  async withdrawPage(_input, ctx) {
    requireWithdraw(ctx);
    const scale = moneyScaleOf(ctx.merchant);
    const balance = await mainBalance(ctx.db, ctx.customer.id);
    const pending = await pendingFunds(ctx, 'WITHDRAW');
    return {
      balance,
      withdrawable: roundMoney(Math.max(0, balance - pending.reduce((sum, p) => sum + p.amount, 0))),
      min: memberCentreRules.withdraw.min * scale,
      max: memberCentreRules.withdraw.max * scale,
      payeeName: ctx.customer.payee_name ? maskAccount(ctx.customer.payee_name) : null,
      pending: pending.map(fundView),
    };
  },

  async withdraw(input, ctx) {
    refuseTrial(ctx.customer);
    requireWithdraw(ctx);
    const scale = moneyScaleOf(ctx.merchant);
    const amount = roundMoney(requireCurrencyAmount(input.amount, ctx.merchant.currency));
    const { min, max } = memberCentreRules.withdraw;
    if (amount < min * scale || amount > max * scale) throw fieldInvalid('amount', 'in_please_information');
    if (input.paymentPassword.trim() === '') throw fieldInvalid('paymentPassword', 'br_enter_moneypwd');
    await requirePaymentPassword(ctx, input.paymentPassword, input);
    return ctx.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [ctx.customer.id]);
      const [held] = await tx.query<{ pending: number | null }>(
        `SELECT sum(amount) AS pending FROM fund_requests WHERE customer_id = $1 AND kind = 'WITHDRAW' AND status = 'PENDING'`,
        [ctx.customer.id],
      );
      if ((await mainBalance(tx, ctx.customer.id)) - (held?.pending ?? 0) < amount)
        throw new ApiFailure('balance.not.enough', 'Not enough balance to withdraw.');
      const [row] = await tx.query<FundRequestRow>(
        `INSERT INTO fund_requests (customer_id, kind, amount, channel, created_at)
         VALUES ($1, 'WITHDRAW', $2, 'BANK', $3) RETURNING *`,
        [ctx.customer.id, amount, ctx.now()],
      );
      return fundView(row as FundRequestRow);
    });
  },

  async fundRequests(input, ctx) {
    const range = resolveRange({ start: input.startDate, end: input.endDate }, ctx.now());
    const params: unknown[] = [ctx.customer.id, range.start, range.end];
    const filters = [
      input.kind ? `AND kind = $${params.push(input.kind)}` : '',
      input.status ? `AND status = $${params.push(input.status)}` : '',
    ].join(' ');
    const where = `customer_id = $1 AND created_at BETWEEN $2 AND $3 ${filters}`;
    const { rows, total } = await rowsPage<FundRequestRow>(ctx.db, 'fund_requests', { where, params }, input);
    return pageOfRows(rows.map(fundView), total, input.page, input.size);
  },

  async redEnvelopes(_input, ctx) {
    await settleExpiredEnvelopes(ctx.db, ctx.now());
    const rows = await openableEnvelopes(ctx.db, ctx.customer, ctx.now());
    return rows.map(({ id, agentAccount, message, expiresAt, count, claimedCount }) => ({
      id,
      agentAccount,
      message,
      expiresAt,
      left: count - claimedCount,
    }));
  },

  async openRedEnvelope(input, ctx) {
    refuseTrial(ctx.customer);
    await settleExpiredEnvelopes(ctx.db, ctx.now());
    return openEnvelope(ctx.db, ctx.customer, input.id, ctx.now());
  },
});
