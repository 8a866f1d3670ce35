import { proxy } from 'valtio/vanilla';
import { HIDDEN_COUNTDOWN } from '../countdown.constants';
import { resolveRuntime } from '../countdown.runtime';
import { createDeadlineTicker } from '../countdown.ticker';
import { formatIssueCountdown } from '../format/countdown.format';
import type { IssueCountdownOptions, IssueCountdownStore } from './issue-countdown.types';

/**
 * The countdown widget of a lottery game (points §2 "Lottery", §4): counts the current issue down to its close and
 * calls `onZero` when it gets there, so the site re-fetches the current issue.
 */
export function createIssueCountdown(options: IssueCountdownOptions = {}): IssueCountdownStore {
  const { clock, timers } = resolveRuntime(options);
  let disposed = false;

  const show = (ms: number) => {
    store.remainingMs = ms;
    store.display = formatIssueCountdown(ms);
  };

  const ticker = createDeadlineTicker({
    clock,
    timers,
    onTick: show,
    onZero: () => {
      show(0);
      store.phase = 'zero';
      const numero = store.numero;
      if (numero !== null) options.onZero?.({ numero });
    },
  });

  const store: IssueCountdownStore = proxy<IssueCountdownStore>({
    phase: 'idle',
    numero: null,
    remainingMs: 0,
    display: HIDDEN_COUNTDOWN,
    setIssue(issue) {
      if (disposed) return;
      store.numero = issue.numero;
      store.phase = 'running';
      ticker.start('endsAt' in issue ? issue.endsAt : clock.now() + issue.remainingMs);
    },
    dispose() {
      disposed = true;
      ticker.stop();
    },
  });
  return store;
}
