import type { Translation } from '../catalogue.types';
import type { centre as source } from '../cn/centre';

export const centre = {
  'centre.page.securityCenter': '安全中心',
  'centre.page.depositv2': '存款',
  'centre.page.withdraw': '提款',
  'centre.page.transferFund': '額度轉換',
  'centre.page.transferUpline': '轉帳給上級',
  'centre.page.bettingRecord': '投注紀錄',
  'centre.page.accountRecord': '帳戶紀錄',
  'centre.page.personalLoss': '個人盈虧',
  'centre.page.bonusDetails': '紅利明細',
  'centre.page.rewardCenter': '獎勵中心',
  'centre.page.missionActivity': '任務活動',
  'centre.page.missionLeaderboard': '任務排行榜',
  'centre.page.referral': '推薦好友',
  'centre.page.manualRebate': '自助返水',
  'centre.page.playerMRDailySalary': '會員日工資',
  'centre.page.messageV2': '站內信',
  'centre.page.responsibleGaming': '理性遊戲',
} satisfies Translation<typeof source>;
