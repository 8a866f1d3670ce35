import { proxy } from 'valtio/vanilla';
import { resolveRuntime } from '../countdown.runtime';
import { createDeadlineTicker } from '../countdown.ticker';
import type {
  RaffleGoneReason,
  RaffleTipOptions,
  RaffleTipPhase,
  RaffleTipStore,
  RaffleTipTimes,
} from './raffle-tip.types';

export type RaffleTipVerdict =
  | { phase: 'gone'; reason: RaffleGoneReason }
  | { phase: Exclude<RaffleTipPhase, 'gone'>; until: number };

/** The phase a tip is in at `now` (server time); the first matching row wins. */
export function raffleTipPhase(tip: RaffleTipTimes, now: number): RaffleTipVerdict {
  if (tip.isClaimed) return { phase: 'gone', reason: 'claimed' };
  if (tip.hasEnded) return { phase: 'gone', reason: 'ended' };
  if (now >= tip.dueAt) return { phase: 'gone', reason: 'due' };
  if (tip.hasStarted || now >= tip.startsAt) return { phase: 'claimable', until: tip.dueAt };
  return { phase: 'counting', until: tip.startsAt };
}

/**
 * The raffle reward tip (player-site §2 "Notifications", §4 "Raffle tip"): counts down with the claim button disabled
 * until the start time, is claimable until the due time, then goes away; `onGone` says whether the stored raffle data
 * must be removed.
 */
export function createRaffleTip(options: RaffleTipOptions): RaffleTipStore {
  const { clock, timers } = resolveRuntime(options);
  let tip: RaffleTipTimes = { ...options.tip };
  let disposed = false;

  const evaluate = () => {
    const verdict = raffleTipPhase(tip, clock.now());
    const wasGone = store.phase === 'gone';
    store.phase = verdict.phase;
    store.canClaim = verdict.phase === 'claimable';
    if (verdict.phase === 'gone') {
      ticker.stop();
      store.remainingMs = 0;
      store.goneReason = verdict.reason;
      if (!wasGone) options.onGone?.({ reason: verdict.reason, removeStoredData: verdict.reason !== 'due' });
      return;
    }
    store.goneReason = null;
    ticker.start(verdict.until);
  };

  const ticker = createDeadlineTicker({
    clock,
    timers,
    onTick: (ms) => {
      store.remainingMs = ms;
    },
    onZero: evaluate,
  });

  const store: RaffleTipStore = proxy<RaffleTipStore>({
    phase: 'counting',
    remainingMs: 0,
    canClaim: false,
    goneReason: null,
    update(next) {
      if (disposed) return;
      tip = { ...next };
      evaluate();
    },
    markClaimed() {
      if (disposed) return;
      tip = { ...tip, isClaimed: true };
      evaluate();
    },
    dispose() {
      disposed = true;
      ticker.stop();
    },
  });
  evaluate();
  return store;
}
