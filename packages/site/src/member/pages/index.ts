import type { MemberCentrePage } from '@platform/session';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { CentrePageProps } from '../../app/centre/centre.page';

type Page = LazyExoticComponent<ComponentType<CentrePageProps>>;

// One lazy chunk a page: a page loads its own code (one file per page).
const from = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Page =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<CentrePageProps> })));

/** Every member centre page id, its component (the spec's table of pages in points §2). */
export const CENTRE_PAGES: Readonly<Record<MemberCentrePage, Page>> = {
  securityCenter: from(() => import('./SecurityPage'), 'SecurityPage'),
  transferFund: from(() => import('./TransferFundPage'), 'TransferFundPage'),
  depositv2: from(() => import('./DepositPage'), 'DepositPage'),
  withdraw: from(() => import('./WithdrawPage'), 'WithdrawPage'),
  transferUpline: from(() => import('./TransferUplinePage'), 'TransferUplinePage'),
  bettingRecord: from(() => import('./BettingRecordPage'), 'BettingRecordPage'),
  accountRecord: from(() => import('./LedgerPage'), 'AccountRecordPage'),
  personalLoss: from(() => import('./PersonalLossPage'), 'PersonalLossPage'),
  bonusDetails: from(() => import('./LedgerPage'), 'BonusDetailsPage'),
  playerMRDailySalary: from(() => import('./DailySalaryPage'), 'DailySalaryPage'),
  rewardCenter: from(() => import('./RewardCenterPage'), 'RewardCenterPage'),
  missionActivity: from(() => import('./MissionActivityPage'), 'MissionActivityPage'),
  missionLeaderboard: from(() => import('./LeaderboardPage'), 'LeaderboardPage'),
  manualRebate: from(() => import('./RebatePage'), 'RebatePage'),
  messageV2: from(() => import('./MessagesPage'), 'MessagesPage'),
  referral: from(() => import('./ReferralPage'), 'ReferralPage'),
  responsibleGaming: from(() => import('./ResponsibleGamingPage'), 'ResponsibleGamingPage'),
};
