import type { Translation } from '../catalogue.types';
import type { realtime as source } from '../cn/realtime';

export const realtime = {
  'realtime.title.MANUAL_PROMO': 'ボーナス付与',
  'realtime.title.PROMOTION_CLAIM': 'プロモーション審査結果',
  'realtime.body.PROMOTION_CLAIM': 'プロモーションへの申し込みの審査が完了しました',
  'realtime.title.INBOX': '新着メッセージ',
  'realtime.title.WITHDRAW': '出金のお知らせ',
  'realtime.body.WITHDRAW': '出金申請のステータスが更新されました',
  'realtime.withdrawRejected': '出金申請は承認されませんでした。理由：{reason}',
  'realtime.title.DEPOSIT': '入金のお知らせ',
  'realtime.title.PAYMENT_CONFIRMATION': '受取確認',
  'realtime.body.PAYMENT_CONFIRMATION': '着金の確認が必要な出金があります',
  'realtime.title.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'アップラインからの送金',
  'realtime.body.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'アップラインから {amount} が送金されました',
  'realtime.title.AGENT_TRANSFER_SENT': '送金完了',
  'realtime.body.AGENT_TRANSFER_SENT': '{name} に {amount} を送金しました。',
  'realtime.title.AGENT_TRANSFER_TAKEN': '上位による回収',
  'realtime.body.AGENT_TRANSFER_TAKEN': '上位の {name} が {amount} を回収しました。',
  'realtime.title.AGENT_TRANSFER_DOWNLINE_TO_AGENT': 'ダウンラインからの送金',
  'realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT': 'ダウンラインの {name} さんから {amount} が送金されました',
  'realtime.go': '確認する',
} satisfies Translation<typeof source>;
