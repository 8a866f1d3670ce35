import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { InfoBarBalance } from '@platform/ui-kit';

type Balance = OutputOf<Contract['wallet']['balance']>;

/** The balance call as the info bar shows it: the sum, each wallet (availBalance), and single-wallet merchants. */
export function toInfoBarBalance(balance: Balance): InfoBarBalance {
  return {
    total: balance.sumBalance,
    currency: balance.currency,
    currencySymbol: balance.currencySymbol,
    ...(balance.currencyPosition ? { currencyPosition: balance.currencyPosition } : {}),
    isSingle: balance.isSingle,
    wallets: balance.balance.map((wallet) => ({
      code: wallet.walletCode,
      name: wallet.walletName,
      balance: wallet.availBalance,
      isMain: wallet.isMain,
    })),
  };
}
