import type { Translation } from '../catalogue.types';
import type { realtime as source } from '../cn/realtime';

export const realtime = {
  'realtime.title.MANUAL_PROMO': '優惠入帳',
  'realtime.title.PROMOTION_CLAIM': '優惠申請結果',
  'realtime.body.PROMOTION_CLAIM': '您的優惠申請已處理完畢',
  'realtime.title.INBOX': '新訊息',
  'realtime.title.WITHDRAW': '提款通知',
  'realtime.body.WITHDRAW': '您的提款申請狀態已更新',
  'realtime.withdrawRejected': '您的提款申請未通過，原因：{reason}',
  'realtime.title.DEPOSIT': '存款通知',
  'realtime.title.PAYMENT_CONFIRMATION': '收款確認',
  'realtime.body.PAYMENT_CONFIRMATION': '您有一筆提款款項待確認是否入帳',
  'realtime.title.AGENT_TRANSFER_AGENT_TO_DOWNLINE': '上級轉帳',
  'realtime.body.AGENT_TRANSFER_AGENT_TO_DOWNLINE': '您的上級代理向您轉入 {amount}',
  'realtime.title.AGENT_TRANSFER_SENT': '轉帳已送達',
  'realtime.body.AGENT_TRANSFER_SENT': '已向 {name} 轉入 {amount}。',
  'realtime.title.AGENT_TRANSFER_TAKEN': '上級已收回',
  'realtime.body.AGENT_TRANSFER_TAKEN': '上級 {name} 從你的帳戶收回 {amount}。',
  'realtime.title.AGENT_TRANSFER_DOWNLINE_TO_AGENT': '下級轉帳',
  'realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT': '下級 {name} 向您轉入 {amount}',
  'realtime.go': '立即查看',
} satisfies Translation<typeof source>;
