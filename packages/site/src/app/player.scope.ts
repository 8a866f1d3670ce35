import type { Platform } from './platform';

/**
 * The root of every query key that holds the logged-in player's own data (balance, unread count, member info...).
 * Logout and a session end remove them all at once; public data (status, banners, the language catalogue) stays.
 * Every feature keys its player queries under it: `[...PLAYER_SCOPE, 'balance']`.
 */
export const PLAYER_SCOPE = ['player'] as const;

/**
 * Ends the player's session on this device (player-site §4 logout, §8 session-ending codes): the session is cleared
 * except the merchant code, the player's cached data is dropped, and every feature resets its own client state
 * (its manifest's `onSessionEnd`: the accounts feature's login flags...).
 */
export function clearPlayerSession(platform: Platform): void {
  // Cancelled first: a player call still under way must neither refill the cache nor report the ended session again.
  void platform.queryClient.cancelQueries({ queryKey: PLAYER_SCOPE });
  platform.queryClient.removeQueries({ queryKey: PLAYER_SCOPE });
  platform.session.logout();
  platform.features.onSessionEnd(platform);
}

/**
 * The player's data by name, each a query key under `PLAYER_SCOPE`. The shell reads balance, unread and info; the
 * realtime messages invalidate them by name, so a feature that caches promotions or payment confirmations under these
 * keys is refreshed by the matching message without further wiring.
 */
export const PLAYER_KEYS = {
  /** `wallet.balance`: the info bar's balance and wallets. */
  balance: [...PLAYER_SCOPE, 'balance'],
  /** `member.unreadMessages`: the info bar's unread count. */
  unread: [...PLAYER_SCOPE, 'unread'],
  /** `member.info`: nickname, member type (4 = agent), toUpline. */
  info: [...PLAYER_SCOPE, 'info'],
  /** `member.publicState`: promotions, VIP, unread and contract badges. */
  publicState: [...PLAYER_SCOPE, 'publicState'],
  /** `wallet.fundsConsolidated`: funds overview (member centre). */
  funds: [...PLAYER_SCOPE, 'funds'],
  /** The player's promotions and claims (promotion pages, reward centre). */
  promotions: [...PLAYER_SCOPE, 'promotions'],
  /** Withdrawals waiting for the player's payment confirmation. */
  paymentConfirmations: [...PLAYER_SCOPE, 'paymentConfirmations'],
  /** The agent's team and transfers (agent centre). */
  agentTransfers: [...PLAYER_SCOPE, 'agentTransfers'],
  /** The player's points: the points mall's "My points", its records and transactions. */
  points: [...PLAYER_SCOPE, 'points'],
} as const;

export type PlayerDataName = keyof typeof PLAYER_KEYS;
