// The points widgets' public exports, re-exported by the package's index.ts.
export type { DateRangeFilterProps } from './DateRangeFilter';
export { DateRangeFilter } from './DateRangeFilter';
export type { ConvertOutcome, ConvertValues, PointRulesProps } from './PointRules';
export { PointRules } from './PointRules';
export type { PointsMallProps } from './PointsMall';
export { PointsMall } from './PointsMall';
export type { PointsUserCardProps } from './PointsUserCard';
export { PointsUserCard } from './PointsUserCard';
export type { PointTransactionsProps } from './PointTransactions';
export { PointTransactions } from './PointTransactions';
export { formatPoints, formatRate } from './points.format';
export type { DayRange } from './points.range';
export { lastDays, rangeBounds, rangeProblem, rangeRules } from './points.range';
export { mallCaps, mallSections } from './points.rules';
export type {
  PointRates,
  PointTransactionRow,
  RedeemKind,
  RedemptionRow,
  RedemptionStatus,
  RewardData,
  RewardTypeTab,
} from './points.types';
export type { RedeemDialogProps, RedeemOutcome, RedeemValues } from './RedeemDialog';
export { RedeemDialog } from './RedeemDialog';
export type { RedemptionFilter, RedemptionRecordsProps } from './RedemptionRecords';
export { RedemptionRecords } from './RedemptionRecords';
export type { RewardCardProps } from './RewardCard';
export { RewardCard } from './RewardCard';
