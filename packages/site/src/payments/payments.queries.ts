import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS } from '../app/player.scope';

/** Player-site §4, §9: the next item after 0.5 s; the list asked at most once per 250 ms. */
export const PAYMENT_TIMES = { nextItemDelayMs: 500, listMinIntervalMs: 250 } as const;

/**
 * The list, at most once per 250 ms however many messages and answers ask for it: a call that comes sooner waits for
 * the rest of the interval (so the newest state is still fetched, only later).
 */
export function throttledList(platform: Platform, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return async (signal?: AbortSignal) => {
    const wait = last + PAYMENT_TIMES.listMinIntervalMs - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    last = now();
    const list = await platform.api.payments.list(undefined, { signal });
    // Oldest first (player-site §4), whatever order the server answers in.
    return [...list].sort((a, b) => a.createdAt - b.createdAt);
  };
}

const fetchers = new WeakMap<Platform, ReturnType<typeof throttledList>>();

export const paymentQueries = {
  list: (platform: Platform) =>
    queryOptions({
      queryKey: PLAYER_KEYS.paymentConfirmations,
      queryFn: ({ signal }) => {
        let fetcher = fetchers.get(platform);
        if (!fetcher) {
          fetcher = throttledList(platform);
          fetchers.set(platform, fetcher);
        }
        return fetcher(signal);
      },
      staleTime: 30_000,
    }),
};
