import { contract } from '@platform/api-client/contract';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { serializeChecked } from '../../core/output';
import { refuseWhenLimitReached } from '../responsible-gaming/rg.service';
import { round2 } from '../shared/http';
import { requireCurrencyAmount } from '../shared/money.input';
import { playerSettings } from '../system/merchant.settings';
import { balanceOf, moveMoney, walletsOf } from './wallet.service';

export const walletHandlers = implement('wallet', {
  // The hottest player read: served from the read cache until a wallet (or the merchant) is written.
  balance: (_input, ctx) =>
    ctx.runtime.cache.get(`balance:${ctx.merchant.code}:${ctx.customer.id}`, ['wallets', 'merchants'], async () =>
      serializeChecked(contract.wallet.balance.output, await balanceOf(ctx.db, ctx.merchant, ctx.customer.id)),
    ),
  fundsConsolidated: async (_input, ctx) => {
    const balance = await balanceOf(ctx.db, ctx.merchant, ctx.customer.id);
    const main = balance.balance.find((w) => w.isMain)?.availBalance ?? 0;
    const pending = await ctx.db.query<{ kind: string; total: number }>(
      `SELECT kind, coalesce(sum(amount), 0) AS total FROM fund_requests
       WHERE customer_id = $1 AND status = 'PENDING' GROUP BY kind`,
      [ctx.customer.id],
    );
    const pendingOf = (kind: string) => pending.find((p) => p.kind === kind)?.total ?? 0;
    return {
      sumBalance: balance.sumBalance,
      mainBalance: main,
      vendorBalance: round2(balance.sumBalance - main),
      pendingDeposit: pendingOf('DEPOSIT'),
      pendingWithdrawal: pendingOf('WITHDRAW'),
      points: Number(ctx.customer.points),
      currency: ctx.merchant.currency,
      currencySymbol: ctx.merchant.currency_symbol,
    };
  },
  transfer: async (input, ctx) => {
    if (playerSettings(ctx.merchant).walletMode === 'SINGLE') {
      throw new ApiFailure('wallet.single', 'This site uses a single wallet.');
    }
    const codes = new Set(walletsOf(ctx.merchant).map((w) => w.walletCode));
    const [from, to] = [input.fromWallet.toUpperCase(), input.toWallet.toUpperCase()];
    if (from === to || !codes.has(from) || !codes.has(to)) {
      throw new ApiFailure('wallet.invalid', 'Choose two different wallets.');
    }
    requireCurrencyAmount(input.amount, ctx.merchant.currency);
    // Money into a game wallet is play: responsible gaming's limits may refuse it (back to the main wallet never).
    if (to !== 'MAIN') await refuseWhenLimitReached(ctx);
    await balanceOf(ctx.db, ctx.merchant, ctx.customer.id);
    const now = ctx.now();
    const reference = `transfer:${from}>${to}:${now}`;
    await ctx.db.transaction(async (tx) => {
      await moveMoney(tx, {
        customerId: ctx.customer.id,
        walletCode: from,
        amount: -input.amount,
        txType: 'TRANSFER_OUT',
        reference,
        now,
      });
      await moveMoney(tx, {
        customerId: ctx.customer.id,
        walletCode: to,
        amount: input.amount,
        txType: 'TRANSFER_IN',
        reference,
        now,
      });
    });
    return balanceOf(ctx.db, ctx.merchant, ctx.customer.id);
  },
  merchantWallet: (input, ctx) => {
    const merchant = input.merchantCode ? ctx.runtime.merchants.get(input.merchantCode) : ctx.merchant;
    if (!merchant) throw new ApiFailure('merchant.unknown', `Unknown merchant ${input.merchantCode}.`);
    const walletMode = playerSettings(merchant).walletMode;
    return {
      merchantCode: merchant.code,
      walletMode,
      isSingle: walletMode === 'SINGLE',
      currency: merchant.currency,
      wallets: walletsOf(merchant),
    };
  },
});
