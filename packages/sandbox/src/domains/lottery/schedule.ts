import { centresTimes } from '../shared/centres.constants';

/**
 * Draw schedules, computed from the clock alone: a moved sandbox clock yields the issues of its new time. INTERVAL
 * games draw every `periodMs`, `phaseMs` after each multiple of the period (issues numbered per business day,
 * UTC+8); DAILY games draw once a day at a local time of their time zone.
 */
export type Schedule =
  | { type: 'INTERVAL'; periodMs: number; phaseMs: number; lockMs: number }
  | { type: 'DAILY'; atLocalMs: number; tzOffsetMs: number; lockMs: number };

const { day } = centresTimes;

function localDayStart(t: number, tzOffsetMs: number): number {
  return Math.floor((t + tzOffsetMs) / day) * day - tzOffsetMs;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function ymd(localMs: number): string {
  const d = new Date(localMs);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

/** The first draw strictly after `t`. */
export function drawAfter(schedule: Schedule, t: number): number {
  if (schedule.type === 'INTERVAL') {
    const { periodMs, phaseMs } = schedule;
    return phaseMs + (Math.floor((t - phaseMs) / periodMs) + 1) * periodMs;
  }
  const today = localDayStart(t, schedule.tzOffsetMs) + schedule.atLocalMs;
  return today > t ? today : today + day;
}

/** The last draw at or before `t`. */
export function drawAtOrBefore(schedule: Schedule, t: number): number {
  if (schedule.type === 'INTERVAL') {
    const { periodMs, phaseMs } = schedule;
    return phaseMs + Math.floor((t - phaseMs) / periodMs) * periodMs;
  }
  const today = localDayStart(t, schedule.tzOffsetMs) + schedule.atLocalMs;
  return today <= t ? today : today - day;
}

/** The time between two draws. */
export function intervalOf(schedule: Schedule): number {
  return schedule.type === 'INTERVAL' ? schedule.periodMs : day;
}

/** Draw times in (from, to], oldest first, keeping the newest `limit` when more fall in the range. */
export function drawsBetween(schedule: Schedule, from: number, to: number, limit: number): number[] {
  const last = drawAtOrBefore(schedule, to);
  const step = intervalOf(schedule);
  const times: number[] = [];
  for (let time = last; time > from && times.length < limit; time -= step) times.unshift(time);
  return times;
}

/**
 * The issue number of a draw: `YYYYMMDD-NNNN` for interval games (the business day, UTC+8, and the draw's place in
 * it from 0001) and `YYYYMMDD` for daily games (their local date).
 */
export function numeroOf(schedule: Schedule, drawTime: number): string {
  if (schedule.type === 'DAILY') return ymd(drawTime + schedule.tzOffsetMs);
  const offset = centresTimes.businessDayOffsetMs;
  const dayStart = localDayStart(drawTime, offset);
  const index = Math.floor((drawTime - dayStart) / schedule.periodMs) + 1;
  return `${ymd(dayStart + offset)}-${pad(index, 4)}`;
}

/** The open issue at `now`: its number, draw and close times, and the milliseconds left to each. */
export function openIssue(schedule: Schedule, now: number) {
  const drawTime = drawAfter(schedule, now);
  const closeTime = drawTime - schedule.lockMs;
  return {
    numero: numeroOf(schedule, drawTime),
    drawTime,
    closeTime,
    remainTime: drawTime - now,
    lockTime: closeTime - now,
  };
}
