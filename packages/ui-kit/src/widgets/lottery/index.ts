// The lottery widgets' public exports, re-exported by the package's index.ts.
export type { IssueCountdownProps } from './IssueCountdown';
export { IssueCountdown } from './IssueCountdown';
export type { LongDragonListProps, LongDragonRow } from './LongDragonList';
export { LongDragonList } from './LongDragonList';
export type { LotteryDraw, LotteryJackpotProps, LotteryResultsProps } from './LotteryResults';
export { DrawNumbers, LotteryJackpot, LotteryResults } from './LotteryResults';
export type {
  LotteryGameListProps,
  LotteryMenuGroup,
  LotteryMenuProps,
  LotteryTileGame,
  LotteryTileProps,
} from './LotteryTiles';
export { LotteryGameList, LotteryMenu, LotteryRow, LotteryTile } from './LotteryTiles';
export type { LotteryTrendProps } from './LotteryTrend';
export { LotteryTrend } from './LotteryTrend';
export type { TrendDraw, TrendKind } from './lottery.trend';
export { numberFrequencies } from './lottery.trend';
export type { QuickBetOutcome, QuickBetPanelProps, QuickBetRow } from './QuickBetPanel';
export { QuickBetPanel } from './QuickBetPanel';
