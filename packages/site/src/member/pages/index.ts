import type { MemberCentrePage } from '@platform/session';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { CentrePageProps } from '../../app/centre/centre.page';

type Page = LazyExoticComponent<ComponentType<CentrePageProps>>;

// One lazy chunk a module: a page loads its own code (records pages share one, the money pages theirs).
const from = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Page =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<CentrePageProps> })));

const security = () => import('./SecurityPage');
const money = () => import('./MoneyPages');
const records = () => import('./RecordsPages');
const rewards = () => import('./RewardPages');
const messages = () => import('./MessagesPage');
const referral = () => import('./ReferralPage');

/** Every member centre page id, its component (the spec's table of pages in points §2). */
export const CENTRE_PAGES: Readonly<Record<MemberCentrePage, Page>> = {
  securityCenter: from(security, 'SecurityPage'),
  transferFund: from(money, 'TransferFundPage'),
  depositv2: from(money, 'DepositPage'),
  withdraw: from(money, 'WithdrawPage'),
  transferUpline: from(money, 'TransferUplinePage'),
  bettingRecord: from(records, 'BettingRecordPage'),
  accountRecord: from(records, 'AccountRecordPage'),
  personalLoss: from(records, 'PersonalLossPage'),
  bonusDetails: from(records, 'BonusDetailsPage'),
  playerMRDailySalary: from(records, 'DailySalaryPage'),
  rewardCenter: from(rewards, 'RewardCenterPage'),
  missionActivity: from(rewards, 'MissionActivityPage'),
  missionLeaderboard: from(rewards, 'LeaderboardPage'),
  manualRebate: from(rewards, 'RebatePage'),
  messageV2: from(messages, 'MessagesPage'),
  referral: from(referral, 'ReferralPage'),
};
