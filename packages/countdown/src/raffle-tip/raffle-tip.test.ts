import { snapshot } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from '../clock/server-clock';
import { createRaffleTip, raffleTipPhase } from './raffle-tip.machine';

const tip = { startsAt: 10_000, dueAt: 70_000 };

describe('raffleTipPhase', () => {
  it.each([
    [{ ...tip, isClaimed: true }, 0, { phase: 'gone', reason: 'claimed' }],
    [{ ...tip, hasEnded: true }, 0, { phase: 'gone', reason: 'ended' }],
    [tip, 70_000, { phase: 'gone', reason: 'due' }],
    [tip, 10_000, { phase: 'claimable', until: 70_000 }],
    [{ ...tip, hasStarted: true }, 0, { phase: 'claimable', until: 70_000 }],
    [tip, 9_999, { phase: 'counting', until: 10_000 }],
  ] as const)('reads %j at %d as %j', (input, now, verdict) => {
    expect(raffleTipPhase(input, now)).toEqual(verdict);
  });
});

describe('createRaffleTip', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down with claim disabled, becomes claimable at the start, and goes at the due time', async () => {
    const onGone = vi.fn();
    const raffle = createRaffleTip({ tip, onGone });
    expect(snapshot(raffle)).toMatchObject({ phase: 'counting', canClaim: false, remainingMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(raffle.remainingMs).toBe(1_000);
    expect(raffle.canClaim).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(snapshot(raffle)).toMatchObject({ phase: 'claimable', canClaim: true, remainingMs: 60_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(snapshot(raffle)).toMatchObject({ phase: 'gone', canClaim: false, goneReason: 'due', remainingMs: 0 });
    expect(onGone).toHaveBeenCalledExactlyOnceWith({ reason: 'due', removeStoredData: false });
  });

  it('asks for the stored raffle data to be removed once claimed', () => {
    const onGone = vi.fn();
    const raffle = createRaffleTip({ tip: { ...tip, hasStarted: true }, onGone });
    expect(raffle.canClaim).toBe(true);
    raffle.markClaimed();
    expect(raffle.phase).toBe('gone');
    expect(onGone).toHaveBeenCalledExactlyOnceWith({ reason: 'claimed', removeStoredData: true });
  });

  it('goes at once, removing stored data, when the server says it ended', () => {
    const onGone = vi.fn();
    const raffle = createRaffleTip({ tip, onGone });
    raffle.update({ ...tip, hasEnded: true });
    expect(raffle.goneReason).toBe('ended');
    expect(onGone).toHaveBeenCalledWith({ reason: 'ended', removeStoredData: true });
    raffle.update({ ...tip, hasEnded: true });
    expect(onGone).toHaveBeenCalledTimes(1);
  });

  it('comes back for a new schedule after it went', () => {
    const raffle = createRaffleTip({ tip: { ...tip, isClaimed: true } });
    raffle.update({ startsAt: 5_000, dueAt: 9_000 });
    expect(snapshot(raffle)).toMatchObject({ phase: 'counting', goneReason: null });
  });

  it("follows the server's clock", () => {
    const clock = createServerClock({ now: () => Date.now() });
    clock.sync(12_000, 0, 0);
    const raffle = createRaffleTip({ tip, clock });
    expect(raffle.phase).toBe('claimable');
  });

  it('stops after dispose', async () => {
    const raffle = createRaffleTip({ tip });
    raffle.dispose();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(raffle.phase).toBe('counting');
    raffle.markClaimed();
    raffle.update({ ...tip, hasEnded: true });
    expect(raffle.phase).toBe('counting');
  });
});
