import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { CurrencyFormat } from '@platform/ui-kit';

type Status = OutputOf<Contract['system']['status']>;

/**
 * The merchant's money format from the status call, for pages that show amounts without the player's balance
 * (points mall, promotions, payments, realtime toasts): the ISO code (so VND amounts have no decimals), the symbol and
 * its side. Until the status is known: no symbol and two decimals.
 */
export function merchantCurrencyOf(status: Status | undefined): CurrencyFormat {
  return {
    currency: status?.currency ?? null,
    currencySymbol: status?.currencySymbol ?? '',
    currencyPosition: status?.currencyPosition ?? null,
  };
}
