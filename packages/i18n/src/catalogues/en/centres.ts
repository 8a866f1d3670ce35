import type { Translation } from '../catalogue.types';
import type { centres as source } from '../cn/centres';

export const centres = {
  'memberCentre.page.securityCenter': 'Security Center',
  'memberCentre.page.depositv2': 'Deposit',
  'memberCentre.page.withdraw': 'Withdraw',
  'memberCentre.page.transferFund': 'Fund Transfer',
  'memberCentre.page.transferUpline': 'Transfer to Upline',
  'memberCentre.page.bettingRecord': 'Betting Records',
  'memberCentre.page.accountRecord': 'Account Records',
  'memberCentre.page.personalLoss': 'Profit & Loss',
  'memberCentre.page.bonusDetails': 'Bonus Details',
  'memberCentre.page.rewardCenter': 'Reward Center',
  'memberCentre.page.missionActivity': 'Missions',
  'memberCentre.page.missionLeaderboard': 'Mission Leaderboard',
  'memberCentre.page.referral': 'Refer a Friend',
  'memberCentre.page.manualRebate': 'Claim Rebate',
  'memberCentre.page.playerMRDailySalary': 'Member Daily Salary',
  'memberCentre.page.messageV2': 'Messages',
} satisfies Translation<typeof source>;
