import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork } from '../test/fake-network';
import { createSpeedTestStore } from './speed.store';

const hosts = {
  'https://a.example': { pingMs: 120, logoMs: 10 },
  'https://b.example': { pingMs: 30, logoMs: 10 },
  'https://c.example': { refused: true },
};
const domains = ['a.example', 'b.example', 'c.example'];

describe('createSpeedTestStore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = (extra: Partial<Parameters<typeof createSpeedTestStore>[0]> = {}) => {
    const net = fakeNetwork(hosts);
    const store = createSpeedTestStore({ domains, fetch: net.fetch, defaultProtocol: 'https:', ...extra });
    return { net, store };
  };

  it('lists the candidates without results before it starts', () => {
    const { store, net } = make();
    expect(store.getSnapshot()).toEqual({
      phase: 'idle',
      round: 0,
      fastest: undefined,
      entries: domains.map((domain) => ({ domain, probe: undefined })),
    });
    expect(net.requests).toHaveLength(0);
  });

  it('measures for the first time 500 ms after start', async () => {
    const { store, net } = make();
    store.start();
    expect(store.getSnapshot().phase).toBe('scheduled');
    await vi.advanceTimersByTimeAsync(499);
    expect(net.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toMatchObject({ phase: 'measuring', round: 1 });
    expect(net.requests.length).toBeGreaterThan(0);
  });

  it('fills entries in as probes answer and ends done with the fastest', async () => {
    const { store } = make();
    store.start();
    await vi.advanceTimersByTimeAsync(500 + 30);
    let snap = store.getSnapshot();
    expect(snap.entries.map((e) => e.probe?.speed)).toEqual([undefined, 30, 0]);
    expect(snap.fastest?.domain).toBe('b.example');
    expect(snap.phase).toBe('measuring');
    await vi.advanceTimersByTimeAsync(90);
    snap = store.getSnapshot();
    expect(snap.phase).toBe('done');
    expect(snap.entries.map((e) => e.probe?.speedClass)).toEqual(['normal', 'fast', 'unreachable']);
  });

  it('shows the loader for 1 s on re-test, then measures a new round', async () => {
    const { store, net } = make();
    store.start();
    await vi.advanceTimersByTimeAsync(1_000);
    const before = net.requests.length;
    store.retest();
    expect(store.getSnapshot().phase).toBe('loading');
    await vi.advanceTimersByTimeAsync(999);
    expect(net.requests.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toMatchObject({ phase: 'measuring', round: 2, fastest: undefined });
    // Only the refused domain has answered (at once); the round-1 times are gone.
    expect(store.getSnapshot().entries.map((e) => e.probe?.speed)).toEqual([undefined, undefined, 0]);
    await vi.advanceTimersByTimeAsync(120);
    expect(store.getSnapshot()).toMatchObject({ phase: 'done', round: 2 });
  });

  it('abandons a round in progress when re-tested, so stale answers never land', async () => {
    const { store, net } = make();
    store.start();
    await vi.advanceTimersByTimeAsync(510);
    store.retest();
    expect(net.requests.filter((r) => r.init?.signal?.aborted).length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getSnapshot().phase).toBe('loading');
    // b.example would have answered at 530 ms; its answer belonged to the abandoned round.
    expect(store.getSnapshot().entries.map((e) => e.probe?.speed)).toEqual([undefined, undefined, 0]);
    expect(store.getSnapshot().fastest).toBeUndefined();
  });

  it('notifies subscribers and keeps the snapshot identical between changes', async () => {
    const { store } = make();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.start();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(first);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts only once', async () => {
    const { store, net } = make();
    store.start();
    store.start();
    await vi.advanceTimersByTimeAsync(500);
    // One ping and one logo per candidate, once.
    expect(net.requests).toHaveLength(6);
  });

  it('uses the given delays', async () => {
    const { store, net } = make({ firstMeasureDelayMs: 0, retestLoaderMs: 50 });
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(net.requests.length).toBeGreaterThan(0);
    store.retest();
    await vi.advanceTimersByTimeAsync(50);
    expect(store.getSnapshot().round).toBe(2);
  });

  it('stops everything on dispose', async () => {
    const { store, net } = make();
    const listener = vi.fn();
    store.subscribe(listener);
    store.start();
    await vi.advanceTimersByTimeAsync(510);
    store.dispose();
    const calls = listener.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(listener).toHaveBeenCalledTimes(calls);
    store.retest();
    store.start();
    expect(store.getSnapshot().phase).toBe('measuring');
    expect(net.requests.every((r) => r.init?.signal?.aborted || r.url.includes('b.example'))).toBe(true);
  });

  it('probes at most 10 of many candidates, the same ones every round', async () => {
    const net = fakeNetwork({});
    const many = Array.from({ length: 20 }, (_, i) => `https://d${i}.example`);
    const store = createSpeedTestStore({ domains: many, fetch: net.fetch, random: () => 0.5 });
    expect(store.getSnapshot().entries).toHaveLength(10);
    const listed = store.getSnapshot().entries.map((e) => e.domain);
    store.start();
    await vi.advanceTimersByTimeAsync(500);
    store.retest();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.getSnapshot().entries.map((e) => e.domain)).toEqual(listed);
    expect(new Set(net.requests.map((r) => new URL(r.url).origin))).toEqual(new Set(listed));
  });

  it('works with injected timers', () => {
    const scheduled: { fn: () => void; ms: number }[] = [];
    const timers = {
      setTimeout: (fn: () => void, ms: number) => scheduled.push({ fn, ms }),
      clearTimeout: vi.fn(),
    };
    const { store } = make({ timers });
    store.start();
    expect(scheduled.map((s) => s.ms)).toEqual([500]);
    store.retest();
    expect(timers.clearTimeout).toHaveBeenCalledWith(1);
    expect(scheduled.map((s) => s.ms)).toEqual([500, 1_000]);
  });
});
