import type { RuntimeOptions } from '../countdown.runtime';

/** The current issue of a lottery game; give either its closing time or the time left when it was fetched. */
export type IssueTiming =
  | { numero: string; endsAt: number }
  /** `remainingMs`: the game's `remainTime` converted to ms, counted from now on the clock. */
  | { numero: string; remainingMs: number };

/** `idle` (no issue yet) → `running` → `zero` (the re-fetch of the current issue is due). */
export type IssueCountdownPhase = 'idle' | 'running' | 'zero';

export interface IssueCountdownState {
  phase: IssueCountdownPhase;
  /** The issue being counted down (the game's `numero`). */
  numero: string | null;
  remainingMs: number;
  /** `hh:mm:ss`, or `--:--:--` under 1 s or over 1000 hours (points §4). */
  display: string;
}

export interface IssueCountdownActions {
  /** Counts down a newly fetched issue (also the same issue again, after a re-fetch that found no new one). */
  setIssue(issue: IssueTiming): void;
  dispose(): void;
}

export type IssueCountdownStore = IssueCountdownState & IssueCountdownActions;

export interface IssueCountdownOptions extends RuntimeOptions {
  /**
   * Called each time an issue reaches zero: re-fetch the current issue here. How often that may happen (at most once
   * per 5 s) is `@platform/lottery`'s `createIssueRefetchThrottle`, so pass its `request` through.
   */
  onZero?: (details: { numero: string }) => void;
}
