import { COUNTDOWN_TIMES, HIDDEN_COUNTDOWN } from '../countdown.constants';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Whole seconds left in `ms`, rounded up: a countdown shows its full length right after it starts and never shows 0
 * while it is still running (it ends at 0). Negative, NaN and infinite values read as 0.
 */
export function wholeSeconds(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.ceil(ms / 1000);
}

/** `mm:ss`, minutes not wrapped into hours (`125:00`). */
export function formatMmSs(ms: number): string {
  const seconds = wholeSeconds(ms);
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** `hh:mm:ss`, hours not wrapped into days (`240:00:00`). */
export function formatHhMmSs(ms: number): string {
  const seconds = wholeSeconds(ms);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** `mm:ss` under an hour, `hh:mm:ss` from an hour: for countdowns whose length varies (a raffle's start). */
export function formatCountdown(ms: number): string {
  return wholeSeconds(ms) >= 3600 ? formatHhMmSs(ms) : formatMmSs(ms);
}

/**
 * The lottery issue countdown (points §4): `hh:mm:ss`, or `--:--:--` when under 1 s or over 1000 hours are left (no
 * issue open, or a figure that cannot be a real draw).
 */
export function formatIssueCountdown(ms: number): string {
  if (!(ms >= COUNTDOWN_TIMES.issueHiddenBelowMs) || ms > COUNTDOWN_TIMES.issueHiddenAboveMs) return HIDDEN_COUNTDOWN;
  return formatHhMmSs(ms);
}
