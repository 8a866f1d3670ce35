import type { Translation } from '../catalogue.types';
import type { centres as source } from '../cn/centres';

export const centres = {
  'memberCentre.page.securityCenter': '安全中心',
  'memberCentre.page.depositv2': '存款',
  'memberCentre.page.withdraw': '提款',
  'memberCentre.page.transferFund': '額度轉換',
  'memberCentre.page.transferUpline': '轉帳給上級',
  'memberCentre.page.bettingRecord': '投注紀錄',
  'memberCentre.page.accountRecord': '帳戶紀錄',
  'memberCentre.page.personalLoss': '個人盈虧',
  'memberCentre.page.bonusDetails': '紅利明細',
  'memberCentre.page.rewardCenter': '獎勵中心',
  'memberCentre.page.missionActivity': '任務活動',
  'memberCentre.page.missionLeaderboard': '任務排行榜',
  'memberCentre.page.referral': '推薦好友',
  'memberCentre.page.manualRebate': '自助返水',
  'memberCentre.page.playerMRDailySalary': '會員日工資',
  'memberCentre.page.messageV2': '站內信',
} satisfies Translation<typeof source>;
