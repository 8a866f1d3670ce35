import type { Translation } from '../catalogue.types';
import type { centre as source } from '../cn/centre';

export const centre = {
  'centre.page.securityCenter': 'セキュリティ設定',
  'centre.page.depositv2': '入金',
  'centre.page.withdraw': '出金',
  'centre.page.transferFund': '資金移動',
  'centre.page.transferUpline': 'アップラインへ送金',
  'centre.page.bettingRecord': 'ベット履歴',
  'centre.page.accountRecord': '取引履歴',
  'centre.page.personalLoss': '個人損益',
  'centre.page.bonusDetails': 'ボーナス明細',
  'centre.page.rewardCenter': '特典センター',
  'centre.page.missionActivity': 'ミッション',
  'centre.page.missionLeaderboard': 'ミッションランキング',
  'centre.page.referral': '友達紹介',
  'centre.page.manualRebate': 'リベート受け取り',
  'centre.page.playerMRDailySalary': '会員デイリーサラリー',
  'centre.page.messageV2': 'メッセージ',
  'centre.page.responsibleGaming': '責任あるゲーム',
} satisfies Translation<typeof source>;
