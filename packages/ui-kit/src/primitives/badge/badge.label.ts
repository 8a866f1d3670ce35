/** player-site §9: "unread above 99 shows dots". */
export const badgeMaxCount = 99;

/** What a count badge shows: the number up to `max`, `...` above it, nothing for zero unless asked. */
export function badgeLabel(count: number, { max = badgeMaxCount, showZero = false } = {}): string | null {
  if (!Number.isFinite(count) || count < 0) return null;
  const whole = Math.floor(count);
  if (whole === 0 && !showZero) return null;
  return whole > max ? '...' : String(whole);
}
