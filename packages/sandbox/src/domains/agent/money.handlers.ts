import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { fieldInvalid, flagOn, requireAgent } from '../shared/guards';
import { mainBalance, roundMoney } from '../shared/ledger';
import { minorUnitsPerOne, requireCurrencyAmount } from '../shared/money.input';
import { pageOfRows, pageWindow, resolveRange, rowsPage } from '../shared/paging';
import { requirePaymentPassword } from '../shared/password.guard';
import { envelopesOfAgent, envelopeView, sendRedEnvelope, settleExpiredEnvelopes } from '../shared/red-envelopes';
import { findInDownline } from '../shared/team';
import { publishTransfer, type TransferRow, transferBetween, transferNames } from '../shared/transfers';

export const moneyHandlers = implement('agent', {
  async transfer(input, ctx) {
    requireAgent(ctx.customer);
    const usernames = [...new Set(input.usernames.map((u) => u.trim().toLowerCase()))];
    if (usernames.length > 1 && !flagOn(ctx.merchant, 'AGENTRANSMULTDOWN3'))
      throw new ApiFailure('feature.disabled', 'Transfers to several accounts at once are off.', {
        value: { flag: 'AGENTRANSMULTDOWN3' },
      });
    const amount = roundMoney(requireCurrencyAmount(input.amount, ctx.merchant.currency));
    if (amount < 0.01) throw fieldInvalid('amount', 'in_please_information');
    if (input.paymentPassword.trim() === '') throw fieldInvalid('paymentPassword', 'br_enter_moneypwd');
    await requirePaymentPassword(ctx, input.paymentPassword, input);
    const downlines = await Promise.all(usernames.map((u) => findInDownline(ctx.db, ctx.customer, u)));
    const now = ctx.now();
    const direction = input.direction === 'TO_DOWNLINE' ? 'AGENT_TO_DOWNLINE' : 'DOWNLINE_TO_AGENT';
    const rows = await ctx.db.transaction(async (tx) => {
      const done: TransferRow[] = [];
      for (const downline of downlines)
        done.push(
          await transferBetween(tx, {
            agent: ctx.customer,
            downline,
            direction,
            amount,
            remarks: input.remarks?.trim() || null,
            initiatedBy: ctx.customer.id,
            now,
          }),
        );
      return done;
    });
    for (const [i, row] of rows.entries()) publishTransfer(ctx.runtime, row, ctx.customer, downlines[i]!);
    return { transfers: await transferNames(ctx.db, rows), balance: await mainBalance(ctx.db, ctx.customer.id) };
  },

  async transfers(input, ctx) {
    requireAgent(ctx.customer);
    const range = resolveRange({ start: input.startDate, end: input.endDate }, ctx.now());
    const params: unknown[] = [ctx.customer.id, range.start, range.end];
    const direction = input.direction ? `AND direction = $${params.push(input.direction)}` : '';
    const where = `agent_id = $1 AND created_at BETWEEN $2 AND $3 ${direction}`;
    const { rows, total } = await rowsPage<TransferRow>(ctx.db, 'agent_transfers', { where, params }, input);
    return pageOfRows(await transferNames(ctx.db, rows), total, input.page, input.size);
  },

  async redEnvelopes(input, ctx) {
    requireAgent(ctx.customer);
    await settleExpiredEnvelopes(ctx.db, ctx.now(), ctx.customer.id);
    const { limit, offset } = pageWindow(input.page, input.size);
    const { rows, total } = await envelopesOfAgent(ctx.db, ctx.customer.id, limit, offset);
    return pageOfRows(
      rows.map((row) => envelopeView(row, ctx.now())),
      total,
      input.page,
      input.size,
    );
  },

  async sendRedEnvelope(input, ctx) {
    requireAgent(ctx.customer);
    requireCurrencyAmount(input.totalAmount, ctx.merchant.currency, 'totalAmount');
    // Every share holds at least one of the currency's smallest units (a cent; a dong).
    const perOne = minorUnitsPerOne(ctx.merchant.currency);
    const units = Math.round(input.totalAmount * perOne);
    if (units < input.count) throw fieldInvalid('totalAmount', 'in_please_information');
    if (input.paymentPassword.trim() === '') throw fieldInvalid('paymentPassword', 'br_enter_moneypwd');
    await requirePaymentPassword(ctx, input.paymentPassword, input);
    const row = await sendRedEnvelope(
      ctx.db,
      ctx.customer,
      { totalAmount: units / perOne, count: input.count, scope: input.scope, message: input.message.trim() },
      ctx.now(),
    );
    return envelopeView({ ...row, claimedCount: 0, claimedAmount: 0 }, ctx.now());
  },
});
