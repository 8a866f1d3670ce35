import { centresTimes } from './centres.constants';

/**
 * Settlement periods on the platform's business calendar (days start at midnight UTC+8). Each function answers the
 * period containing `t` as [start, end).
 */
export interface Period {
  start: number;
  end: number;
}

export type PeriodKind = 'HOUR' | 'DAY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

const { hour, day, businessDayOffsetMs: offset } = centresTimes;

function local(t: number): Date {
  return new Date(t + offset);
}

const fromLocal = (year: number, month: number, date: number) => Date.UTC(year, month, date) - offset;

const starts: Record<PeriodKind, (t: number) => number> = {
  HOUR: (t) => Math.floor(t / hour) * hour,
  DAY: (t) => Math.floor((t + offset) / day) * day - offset,
  WEEKLY: (t) => {
    const days = Math.floor((t + offset) / day);
    // 1970-01-01 was a Thursday: (days + 3) % 7 counts from Monday.
    return (days - ((days + 3) % 7)) * day - offset;
  },
  SEMIMONTHLY: (t) => {
    const d = local(t);
    return fromLocal(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() < 16 ? 1 : 16);
  },
  MONTHLY: (t) => {
    const d = local(t);
    return fromLocal(d.getUTCFullYear(), d.getUTCMonth(), 1);
  },
};

const ends: Record<PeriodKind, (start: number) => number> = {
  HOUR: (start) => start + hour,
  DAY: (start) => start + day,
  WEEKLY: (start) => start + 7 * day,
  SEMIMONTHLY: (start) => {
    const d = local(start);
    return d.getUTCDate() === 1
      ? fromLocal(d.getUTCFullYear(), d.getUTCMonth(), 16)
      : fromLocal(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  },
  MONTHLY: (start) => {
    const d = local(start);
    return fromLocal(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  },
};

export function periodOf(kind: PeriodKind, t: number): Period {
  const start = starts[kind](t);
  return { start, end: ends[kind](start) };
}

/** The start of the period after the one containing `t`. */
export function nextPeriodStart(kind: PeriodKind, t: number): number {
  return periodOf(kind, t).end;
}

/** The periods that closed in [from, until), oldest first, at most `limit` (the newest ones when more closed). */
export function closedPeriods(kind: PeriodKind, from: number, until: number, limit: number): Period[] {
  const periods: Period[] = [];
  let period = periodOf(kind, from);
  if (period.start < from) period = periodOf(kind, period.end);
  while (period.end <= until) {
    periods.push(period);
    if (periods.length > limit) periods.shift();
    period = periodOf(kind, period.end);
  }
  return periods;
}
