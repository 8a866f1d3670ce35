/** Date ranges of the points detail (points §9): at most 30 days; the end date counts until 23:59:59 (+86399000 ms). */
export const rangeRules = { maxDays: 30, endOfDayMs: 86_399_000, dayMs: 86_400_000 } as const;

/** A day as the date input gives it (YYYY-MM-DD), read as local midnight. */
export function dayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).getTime();
}

/** The day of an instant, as a date input value (local time). */
export function dayOf(epochMs: number): string {
  const at = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The last 30 days including today: what the pages show first. */
export function lastDays(now: number, days: number = rangeRules.maxDays): DayRange {
  const today = dayStart(dayOf(now));
  return { from: dayOf(today - (days - 1) * rangeRules.dayMs), to: dayOf(today) };
}

/** Why a range cannot be asked for, or null: the start after the end, or more than 30 days (both days counted). */
export function rangeProblem(range: DayRange): 'order' | 'tooLong' | null {
  const from = dayStart(range.from);
  const to = dayStart(range.to);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) return 'order';
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.round((to - from) / rangeRules.dayMs) + 1 > rangeRules.maxDays ? 'tooLong' : null;
}

/** The epoch bounds sent to the server: the start day's midnight, the end day's midnight plus 86399000 ms. */
export function rangeBounds(range: DayRange): { start: number; end: number } {
  return { start: dayStart(range.from), end: dayStart(range.to) + rangeRules.endOfDayMs };
}
