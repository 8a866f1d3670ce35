import { queryOptions } from '@tanstack/react-query';
import type { Platform } from './platform';
import { PLAYER_KEYS } from './player.scope';

/** The public state is asked again this often while a player is on the site (player-site §9 "promotion polling"). */
export const PROMOTION_POLL_MS = 300_000;

/**
 * `member.publicState` (points §3): promotions available, VIP, unread and contract badges. One cache entry for the
 * member centre's menu badges and the frame's reward tray; `PROMOTION_CLAIM` and `MANUAL_PROMO` refresh it (the
 * shell's realtime table), and it is asked again every five minutes.
 */
export const publicStateQuery = (platform: Platform) =>
  queryOptions({
    queryKey: PLAYER_KEYS.publicState,
    queryFn: ({ signal }) => platform.api.member.publicState(undefined, { signal }),
    staleTime: 30_000,
    refetchInterval: PROMOTION_POLL_MS,
  });
