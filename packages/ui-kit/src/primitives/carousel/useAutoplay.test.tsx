import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutoplayOptions, subscribeToVisibility, useAutoplay } from './useAutoplay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (initial: Omit<AutoplayOptions, 'onTick'>) => {
  const onTick = vi.fn();
  const hook = renderHook((props: Omit<AutoplayOptions, 'onTick'>) => useAutoplay({ ...props, onTick }), {
    initialProps: initial,
  });
  return { onTick, ...hook };
};

describe('useAutoplay', () => {
  it('ticks once the interval has passed on a slide', () => {
    const { onTick } = setup({ running: true, intervalMs: 2500, position: 0 });
    vi.advanceTimersByTime(2499);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledOnce();
  });

  it('gives every slide a full interval, also after a change by hand', () => {
    const { onTick, rerender } = setup({ running: true, intervalMs: 2500, position: 0 });
    vi.advanceTimersByTime(2000);
    rerender({ running: true, intervalMs: 2500, position: 3 });
    vi.advanceTimersByTime(2000);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onTick).toHaveBeenCalledOnce();
  });

  it('does nothing while paused and starts over when resumed', () => {
    const { onTick, rerender } = setup({ running: false, intervalMs: 2500, position: 0 });
    vi.advanceTimersByTime(10_000);
    expect(onTick).not.toHaveBeenCalled();
    rerender({ running: true, intervalMs: 2500, position: 0 });
    vi.advanceTimersByTime(2500);
    expect(onTick).toHaveBeenCalledOnce();
  });

  it('stops when unmounted', () => {
    const { onTick, unmount } = setup({ running: true, intervalMs: 2500, position: 0 });
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
  });
});

describe('subscribeToVisibility', () => {
  it('reports the tab going to the background and back', () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeToVisibility((visible) => seen.push(visible));
    const state = vi.spyOn(document, 'visibilityState', 'get');
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([false, true]);
  });
});
