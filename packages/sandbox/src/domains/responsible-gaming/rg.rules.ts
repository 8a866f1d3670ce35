import { limitCoolingOffHours } from '@platform/api-client/contract';
import { type Period, type PeriodKind, periodOf } from '../shared/periods';

// The rules of responsible gaming, pure (the contract's responsible-gaming.ts states them for players and clients).

export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

const periodKinds: Record<LimitPeriod, PeriodKind> = { DAY: 'DAY', WEEK: 'WEEKLY', MONTH: 'MONTHLY' };

/** The period of the business calendar containing `now` (days from midnight UTC+8, weeks from Monday). */
export const limitPeriodOf = (period: LimitPeriod, now: number): Period => periodOf(periodKinds[period], now);

export const coolingOffMs = limitCoolingOffHours * 3_600_000;

/** A limit as stored: the value in force and a change waiting for its cooling-off period. */
export interface LimitState {
  amount: number | null;
  pending: { amount: number | null; appliesAt: number } | null;
}

/** A limit as it stands at `now`: a pending change whose time has come is in force. */
export function limitAt(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.appliesAt <= now) return { amount: state.pending.amount, pending: null };
  return state;
}

/** Whether `next` is stricter than `current` (null is no limit, the least strict). */
const stricter = (next: number | null, current: number | null) => next !== null && (current === null || next < current);

/**
 * The limit after the player asks for `next`: stricter (a first limit, a lower one) applies at once and drops a
 * pending change; the same value drops a pending change; looser (higher, or none) waits 24 hours, replacing any change
 * already waiting.
 */
export function changeLimit(current: LimitState, next: number | null, now: number): LimitState {
  const state = limitAt(current, now);
  if (stricter(next, state.amount)) return { amount: next, pending: null };
  if (next === state.amount) return { amount: state.amount, pending: null };
  return { amount: state.amount, pending: { amount: next, appliesAt: now + coolingOffMs } };
}

const day = 86_400_000;

/** How long each break lasts (months and years on the calendar, from the moment it starts). */
export function breakUntil(period: '24H' | '7D' | '30D' | '6M' | '1Y' | '5Y', now: number): number {
  if (period === '24H') return now + day;
  if (period === '7D') return now + 7 * day;
  if (period === '30D') return now + 30 * day;
  const date = new Date(now);
  const months = period === '6M' ? 6 : period === '1Y' ? 12 : 60;
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** When the next reality check is due: the next whole interval since login after `now`; null when off. */
export function nextRealityCheck(sessionStartedAt: number, minutes: number, now: number): number | null {
  if (minutes <= 0) return null;
  const every = minutes * 60_000;
  return sessionStartedAt + (Math.floor((now - sessionStartedAt) / every) + 1) * every;
}
