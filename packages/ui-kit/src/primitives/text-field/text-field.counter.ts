import { useEffect, useState } from 'react';

/** How long typing must pause before the remaining count is announced (GOV.UK character-count pattern). */
export const counterAnnounceDelayMs = 1000;

/**
 * Length as the browser's `maxLength` counts it (UTF-16 code units), so the counter and the cap always agree; the
 * server counts the same way for `remarks` (max 140) and the feedback description (max 500).
 */
export function characterCount(value: string): number {
  return value.length;
}

/**
 * The count to announce: follows `count` once it has been still for `delayMs`, so a screen reader hears the count
 * when the player stops typing instead of at every key.
 */
export function useSettledCount(count: number, delayMs = counterAnnounceDelayMs): number | undefined {
  const [settled, setSettled] = useState<number | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(count), delayMs);
    return () => clearTimeout(timer);
  }, [count, delayMs]);
  return settled;
}
