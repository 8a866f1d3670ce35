import type { FormOutcome } from '../centre/CentreForm';

/** The money limits (responsible gaming, issue 26): what a limit counts and over which period. */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export const TIME_OUT_PERIODS = ['24H', '7D', '30D'] as const;
export const SELF_EXCLUSION_PERIODS = ['6M', '1Y', '5Y'] as const;

export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export interface MoneyLimitState {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force; null for none. */
  amount: number | null;
  /** This period's use. */
  used: number;
  periodEndsAt: number;
  /** A raise or removal waiting for its cooling-off period. */
  pending: { amount: number | null; appliesAt: number } | null;
}

export interface SessionLimitState {
  minutes: number | null;
  usedMinutes: number;
  pending: { minutes: number | null; appliesAt: number } | null;
}

/** What the responsible-gaming page shows (the server's overview). */
export interface ResponsibleGamingOverview {
  limits: readonly MoneyLimitState[];
  session: SessionLimitState;
  realityCheckMinutes: RealityCheckInterval;
}

/** A saved limit: applied now (`appliesAt` null) or waiting until `appliesAt`; or the refusal in words. */
export type LimitOutcome = { ok: true; appliesAt: number | null } | Extract<FormOutcome, { ok: false }>;

/** The reality check's figures since login. */
export interface RealityCheckSummary {
  minutesInSession: number;
  wagered: number;
  /** Wins minus stakes (negative: a loss). */
  net: number;
}
