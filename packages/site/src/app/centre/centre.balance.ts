import type { Contract, OutputOf } from '@platform/api-client/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../platform';
import { PLAYER_KEYS } from '../player.scope';

/** `wallet.balance`: the info bar's cache entry (the centres' currency format and main balance). */
export const balanceQuery = (platform: Platform) =>
  queryOptions({
    queryKey: PLAYER_KEYS.balance,
    queryFn: ({ signal }) => platform.api.wallet.balance(undefined, { signal }),
    staleTime: 10_000,
  });

/**
 * The money format of the balance's currency (its ISO code, hence its digits; the symbol and its side), empty until
 * the balance is known.
 */
export function currencyOf(balance: OutputOf<Contract['wallet']['balance']> | undefined) {
  return {
    currency: balance?.currency ?? null,
    currencySymbol: balance?.currencySymbol ?? '',
    currencyPosition: balance?.currencyPosition ?? null,
  };
}
