// The responsible-gaming widgets (issue 26), re-exported by the package's index.ts.
export type { RealityCheckDialogProps } from './RealityCheckDialog';
export { RealityCheckDialog } from './RealityCheckDialog';
export type { ResponsibleGamingPanelProps } from './ResponsibleGamingPanel';
export { ResponsibleGamingPanel } from './ResponsibleGamingPanel';
export { clockOf, formatMinutes, usedPercent } from './rg.format';
export type {
  LimitKind,
  LimitOutcome,
  LimitPeriod,
  MoneyLimitState,
  RealityCheckInterval,
  RealityCheckSummary,
  ResponsibleGamingOverview,
  SelfExclusionPeriod,
  SessionLimitState,
  TimeOutPeriod,
} from './rg.types';
export {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from './rg.types';
export type { SessionTimerProps } from './SessionTimer';
export { SessionTimer } from './SessionTimer';
