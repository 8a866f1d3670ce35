import { pickFastest, probeEach, sampleDomains } from './speed.choose';
import { SPEED_TEST_TIMES } from './speed.constants';
import { globalTimers, type ProbeDomainsOptions, type SpeedTestTimers } from './speed.options';
import type { DomainProbe } from './speed.probe';

/**
 * - `idle`: created, not started.
 * - `scheduled`: the page opened; the first measure starts after 500 ms.
 * - `loading`: a re-test's loader is showing (1 s).
 * - `measuring`: probes are out; entries fill in as they answer.
 * - `done`: every entry has a result.
 */
export type SpeedTestPhase = 'idle' | 'scheduled' | 'loading' | 'measuring' | 'done';

export interface SpeedTestEntry {
  domain: string;
  /** Undefined until this round's probe of the domain has answered. */
  probe: DomainProbe | undefined;
}

export interface SpeedTestSnapshot {
  phase: SpeedTestPhase;
  /** The candidates on the page (at most 10, chosen once when the store is created), in their given order. */
  entries: readonly SpeedTestEntry[];
  /** The fastest reachable entry of the current round so far. */
  fastest: DomainProbe | undefined;
  /** Increases with every measure; lets a view tell a fresh round from the previous one. */
  round: number;
}

export interface SpeedTestStoreOptions extends Omit<ProbeDomainsOptions, 'signal'> {
  /** The candidates, usually the `domainName`s of `domainRoute`. */
  domains: readonly string[];
  /** @default 500 */
  firstMeasureDelayMs?: number;
  /** @default 1000 */
  retestLoaderMs?: number;
  /** Timers for the delays and the probes' timeout. @default globalThis.setTimeout / clearTimeout */
  timers?: SpeedTestTimers;
}

export interface SpeedTestStore {
  /** The current state; the same object until something changes (fits React's `useSyncExternalStore`). */
  getSnapshot(): SpeedTestSnapshot;
  subscribe(listener: () => void): () => void;
  /** Schedules the first measure (500 ms). Does nothing once started. */
  start(): void;
  /** Abandons any round in progress, shows the loader for 1 s, then measures again. */
  retest(): void;
  /** Cancels timers and probes and drops listeners; the store stays at its last state. */
  dispose(): void;
}

/**
 * The speed-test page's state (points-centres-lottery §2 "Speed test", §4 "Speed"). Plain subscribe/getSnapshot so the
 * package needs no state library; a React view reads it with `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */
export function createSpeedTestStore(options: SpeedTestStoreOptions): SpeedTestStore {
  const {
    domains,
    firstMeasureDelayMs = SPEED_TEST_TIMES.firstMeasureDelayMs,
    retestLoaderMs = SPEED_TEST_TIMES.retestLoaderMs,
    timers: givenTimers,
    ...probeOptions
  } = options;
  const timers: SpeedTestTimers = givenTimers ?? globalTimers;
  const chosen = sampleDomains(domains, probeOptions);
  const listeners = new Set<() => void>();
  let snapshot: SpeedTestSnapshot = {
    phase: 'idle',
    entries: chosen.map((domain) => ({ domain, probe: undefined })),
    fastest: undefined,
    round: 0,
  };
  let timer: unknown;
  let controller: AbortController | undefined;
  let disposed = false;

  const update = (next: Partial<SpeedTestSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };

  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const measure = () => {
    timer = undefined;
    const round = snapshot.round + 1;
    const current = new AbortController();
    controller = current;
    update({
      phase: 'measuring',
      round,
      fastest: undefined,
      entries: chosen.map((domain) => ({ domain, probe: undefined })),
    });
    const record = (probe: DomainProbe) => {
      if (current.signal.aborted) return;
      // sampleDomains removed duplicates, so the candidate string identifies its entry.
      const entries = snapshot.entries.map((entry) => (entry.domain === probe.domain ? { ...entry, probe } : entry));
      update({ entries, fastest: pickFastest(entries.flatMap((entry) => (entry.probe ? [entry.probe] : []))) });
    };
    probeEach(chosen, { ...probeOptions, timers, signal: current.signal }, record).then(
      () => {
        if (!current.signal.aborted) {
          controller = undefined;
          update({ phase: 'done' });
        }
      },
      // Only an abort rejects, and an aborted round has been replaced or disposed.
      () => undefined,
    );
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (disposed || snapshot.phase !== 'idle') return;
      update({ phase: 'scheduled' });
      timer = timers.setTimeout(measure, firstMeasureDelayMs);
    },
    retest() {
      if (disposed) return;
      cancel();
      update({ phase: 'loading' });
      timer = timers.setTimeout(measure, retestLoaderMs);
    },
    dispose() {
      disposed = true;
      cancel();
      listeners.clear();
    },
  };
}
