import { type Clock, type CountdownTimers, createIssueCountdown, type IssueCountdownStore } from '@platform/countdown';
import { createIssueRefetchThrottle } from '@platform/lottery';
import { proxy } from 'valtio/vanilla';

export interface IssueWatchOptions {
  /** The server-corrected clock (the platform's). */
  clock: Clock;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: CountdownTimers;
  /** Re-fetches the game's current issue. */
  refetch: () => unknown;
  /** @default 5000 (points §4 "at most once per 5 s") */
  minIntervalMs?: number;
}

export interface IssueWatch {
  countdown: IssueCountdownStore;
  /** Counts down an issue as fetched (to its draw). */
  setIssue(issue: { numero: string; drawTime: number }): void;
  dispose(): void;
}

/**
 * A game's countdown widget (points §4): counts the open issue down to its draw on the server's time and, at zero,
 * re-fetches the current issue, at most once per 5 s. An answer that still names the closed issue brings the
 * countdown back to zero, which asks again, 5 s later at the earliest, until the next issue arrives.
 */
export function createIssueWatch(options: IssueWatchOptions): IssueWatch {
  const timers = options.timers;
  const throttle = createIssueRefetchThrottle({
    now: () => options.clock.now(),
    ...(timers ? { timers } : {}),
    ...(options.minIntervalMs === undefined ? {} : { minIntervalMs: options.minIntervalMs }),
  });
  const countdown = createIssueCountdown({
    clock: options.clock,
    ...(timers ? { timers } : {}),
    onZero: () => throttle.request(options.refetch),
  });
  return {
    countdown,
    setIssue: (issue) => countdown.setIssue({ numero: issue.numero, endsAt: issue.drawTime }),
    dispose() {
      throttle.dispose();
      countdown.dispose();
    },
  };
}

/** A game's issue as listed or re-fetched. */
export interface IssueTimes {
  gameId: number;
  numero: string;
  drawTime: number;
  closeTime: number;
}

export interface SharedIssue {
  watch: IssueWatch;
  /** The issue being counted down (a valtio proxy: a re-fetch updates it). */
  issue: IssueTimes;
}

export interface IssueWatchRegistry {
  /** The game's one watch, made by the first user; a newer listing replaces an older issue. */
  acquire(game: IssueTimes): SharedIssue;
  /** The last user gone, the watch is disposed. */
  release(gameId: number): void;
  dispose(): void;
}

/**
 * One watch per game for a whole page: a game shown twice (the left list and its menu) counts down once and
 * re-fetches its issue once at zero.
 */
export function createIssueWatchRegistry(options: {
  clock: Clock;
  timers?: CountdownTimers;
  fetchIssue: (gameId: number) => Promise<IssueTimes>;
}): IssueWatchRegistry {
  const entries = new Map<number, SharedIssue & { users: number }>();
  return {
    acquire(game) {
      const found = entries.get(game.gameId);
      if (found) {
        found.users += 1;
        if (game.drawTime > found.issue.drawTime) {
          Object.assign(found.issue, game);
          found.watch.setIssue(game);
        }
        return found;
      }
      const issue = proxy({ ...game });
      const watch = createIssueWatch({
        clock: options.clock,
        ...(options.timers ? { timers: options.timers } : {}),
        refetch: async () => {
          const next = await options.fetchIssue(game.gameId);
          Object.assign(issue, next);
          // The same closed issue again brings the countdown back to zero, which asks again (throttled).
          watch.setIssue(next);
        },
      });
      watch.setIssue(game);
      const entry = { watch, issue, users: 1 };
      entries.set(game.gameId, entry);
      return entry;
    },
    release(gameId) {
      const entry = entries.get(gameId);
      if (!entry) return;
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.watch.dispose();
      entries.delete(gameId);
    },
    dispose() {
      for (const entry of entries.values()) entry.watch.dispose();
      entries.clear();
    },
  };
}
