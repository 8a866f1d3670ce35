import type { Translation } from '../catalogue.types';
import type { centre as source } from '../cn/centre';

export const centre = {
  'centre.page.securityCenter': 'Security Center',
  'centre.page.depositv2': 'Deposit',
  'centre.page.withdraw': 'Withdraw',
  'centre.page.transferFund': 'Fund Transfer',
  'centre.page.transferUpline': 'Transfer to Upline',
  'centre.page.bettingRecord': 'Betting Records',
  'centre.page.accountRecord': 'Account Records',
  'centre.page.personalLoss': 'Profit & Loss',
  'centre.page.bonusDetails': 'Bonus Details',
  'centre.page.rewardCenter': 'Reward Center',
  'centre.page.missionActivity': 'Missions',
  'centre.page.missionLeaderboard': 'Mission Leaderboard',
  'centre.page.referral': 'Refer a Friend',
  'centre.page.manualRebate': 'Claim Rebate',
  'centre.page.playerMRDailySalary': 'Member Daily Salary',
  'centre.page.messageV2': 'Messages',
  'centre.page.responsibleGaming': 'Responsible Gaming',
} satisfies Translation<typeof source>;
