export { LOTTERY_LIMITS, LOTTERY_TIMES } from './lottery.constants';
export { isLotteryError, isNoSecureRandomError, LotteryError, NoSecureRandomError } from './lottery.errors';
export type { LotteryGame, LotteryGameGroup, LotteryLaunchPayload, QuickPickKind } from './lottery.types';
export {
  type LotteryMenuPanel,
  latestDrawResults,
  lotteryLeftList,
  lotteryMenuPanels,
  lotteryTileRoute,
  popularTrendTiles,
} from './menu/lottery.menu';
export {
  FORCED_PLAY_MODES,
  hasModeChoice,
  isVietnamLottery,
  type LotteryLane,
  type LotteryVendor,
  PLAY_MODES,
  type PlayMode,
  type PlayModeName,
  type PrizeMode,
  prizeModeFromVendors,
  resolvePlayMode,
} from './modes/lottery.modes';
export {
  chooseQuickBets,
  type QuickBet,
  type QuickBetOptions,
  quickPickKind,
  rerollQuickBet,
} from './quick-pick/quick-bet';
export { pickElevenFive, pickSsc } from './quick-pick/quick-pick';
export {
  createIntegerDrawer,
  cryptoRandomSource,
  type IntegerDrawer,
  type RandomSource,
  randomBelow,
} from './random/random.source';
export {
  createIssueRefetchThrottle,
  type IssueRefetchThrottle,
  type IssueRefetchThrottleOptions,
  type ThrottleTimers,
} from './throttle/issue-refetch.throttle';
