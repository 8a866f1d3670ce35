import { useEffect, useRef } from 'react';

export interface AutoplayOptions {
  /** False while paused (hover, focus, the pause button, a hidden tab, reduced motion). */
  running: boolean;
  intervalMs: number;
  /** Changes whenever the slide changes, by autoplay or by hand, so every slide gets a full interval. */
  position: number;
  onTick: () => void;
}

/** Calls `onTick` once `intervalMs` after each slide change while `running`. */
export function useAutoplay({ running, intervalMs, position, onTick }: AutoplayOptions): void {
  const tick = useRef(onTick);
  tick.current = onTick;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `position` restarts the interval after every slide change
  useEffect(() => {
    if (!running || intervalMs <= 0) return;
    const timer = setTimeout(() => tick.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [running, intervalMs, position]);
}

/** True while the document is visible; autoplay stops in a background tab. */
export function subscribeToVisibility(onChange: (visible: boolean) => void): () => void {
  const handler = () => onChange(document.visibilityState !== 'hidden');
  document.addEventListener('visibilitychange', handler);
  return () => document.removeEventListener('visibilitychange', handler);
}
