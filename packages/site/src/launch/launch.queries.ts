import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { gameKeys } from '../app/games.keys';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS } from '../app/player.scope';

/**
 * Query keys whose data a game round changes: the info bar's balance and the funds overview (the shell's player
 * keys). Invalidated when a game starts, when a game window closes, when the in-page frame reports a round and when
 * it is left, so the balance the player sees afterwards is fresh.
 */
export const BALANCE_QUERY_ROOTS = [PLAYER_KEYS.balance, PLAYER_KEYS.funds] as const;

export const launchQueries = {
  /** The merchant's wallet mode: transfer-wallet merchants launch with confirmTrans. */
  merchantWallet: (platform: Platform) =>
    queryOptions({
      queryKey: ['system', 'merchantWallet', platform.options.merchant.code],
      queryFn: ({ signal }) =>
        platform.api.wallet.merchantWallet({ merchantCode: platform.options.merchant.code }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The balance (and the recent games) after a game: fetched again by whoever shows them. */
export function refreshAfterGame(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ...BALANCE_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: gameKeys.recentAll() }),
  ]);
}

/**
 * A real game's window was closed: the player left the game, as when leaving /seamless (player-site §4). The vendor's
 * session ends (a transfer-wallet merchant returns the vendor wallet to the main wallet, so the next game of another
 * vendor has the money), then the balance is fetched again. Trial windows play money: nothing to do.
 */
export async function closeGameSession(platform: Platform, mode: 'real' | 'trial', vassalage: string): Promise<void> {
  if (mode !== 'real') return;
  if (platform.session.session.token) {
    try {
      await platform.api.games.logoutGame({ vassalage });
    } catch {
      // The balance is fetched again either way; the vendor session also ends on its own.
    }
  }
  await refreshAfterGame(platform.queryClient);
}
