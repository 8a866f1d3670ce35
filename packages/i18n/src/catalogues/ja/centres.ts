import type { Translation } from '../catalogue.types';
import type { centres as source } from '../cn/centres';

export const centres = {
  'memberCentre.page.securityCenter': 'セキュリティ設定',
  'memberCentre.page.depositv2': '入金',
  'memberCentre.page.withdraw': '出金',
  'memberCentre.page.transferFund': '資金移動',
  'memberCentre.page.transferUpline': 'アップラインへ送金',
  'memberCentre.page.bettingRecord': 'ベット履歴',
  'memberCentre.page.accountRecord': '取引履歴',
  'memberCentre.page.personalLoss': '個人損益',
  'memberCentre.page.bonusDetails': 'ボーナス明細',
  'memberCentre.page.rewardCenter': '特典センター',
  'memberCentre.page.missionActivity': 'ミッション',
  'memberCentre.page.missionLeaderboard': 'ミッションランキング',
  'memberCentre.page.referral': '友達紹介',
  'memberCentre.page.manualRebate': 'リベート受け取り',
  'memberCentre.page.playerMRDailySalary': '会員デイリーサラリー',
  'memberCentre.page.messageV2': 'メッセージ',
} satisfies Translation<typeof source>;
