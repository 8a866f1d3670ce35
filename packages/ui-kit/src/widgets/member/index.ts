// The member widgets' public exports, re-exported by the package's index.ts.
export type { Fact, FactsProps } from './Facts';
export { Facts } from './Facts';
export type { FundChoice, FundField, FundFormProps, FundOutcome, FundValues } from './FundForm';
export { FundForm } from './FundForm';
export type { LeaderboardPeriod, LeaderboardProps } from './Leaderboard';
export { LEADERBOARD_PERIODS, Leaderboard } from './Leaderboard';
export type { CentreMenuItem, MemberCentreFrameProps } from './MemberCentreFrame';
export { MemberCentreFrame } from './MemberCentreFrame';
export type { InboxMessage, MessageCategory, MessageCentreProps, ReadFilter } from './MessageCentre';
export { MESSAGE_CATEGORIES, MessageCentre } from './MessageCentre';
export type { RebateClaimProps, RebateState } from './RebateClaim';
export { RebateClaim } from './RebateClaim';
export type { RecordsPanelProps } from './RecordsPanel';
export { RecordsPanel } from './RecordsPanel';
export type { ReferralOverlayProps } from './ReferralOverlay';
export { ReferralOverlay } from './ReferralOverlay';
export type { ReferralFriend, ReferralOverview, ReferralPanelProps } from './ReferralPanel';
export { ReferralPanel } from './ReferralPanel';
export type {
  NewbieTask,
  RedEnvelope,
  RedEnvelopesProps,
  RewardItem,
  RewardListProps,
  RewardSource,
  RewardStatus,
  SignInCardProps,
  SignInState,
} from './Rewards';
export { NewbieTasks, REWARD_SOURCES, RedEnvelopes, RewardList, SignInCard } from './Rewards';
export type { PaymentPasswordValues, RankProgress, SecurityCentreProps } from './SecurityCentre';
export { PROFILE_ICON_COUNT, SecurityCentre } from './SecurityCentre';
