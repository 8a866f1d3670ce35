import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'paymentConfirm.title': '收款確認',
  'paymentConfirm.question': '您的提款有一筆款項已轉出，請確認是否已收到',
  'paymentConfirm.orderNumber': '訂單編號',
  'paymentConfirm.amount': '本筆金額',
  'paymentConfirm.remaining': '待入帳金額',
  'paymentConfirm.received': '已收到',
  'paymentConfirm.notReceived': '未收到',
  'paymentConfirm.proof': '未入帳證明',
  'paymentConfirm.proofHint': '請上傳 1 張帳戶交易明細截圖（jpg、jpeg、png，不超過 5MB）',
  'paymentConfirm.autoConfirmed': '系統已自動確認該筆款項入帳',
  'paymentConfirm.acknowledge': '我知道了',
  'paymentConfirm.success': '已送出確認',
  'depositPrompt.title': '餘額不足',
  'depositPrompt.message': '您的餘額不足，是否立即存款？',
  'depositPrompt.deposit': '立即存款',
} satisfies Translation<typeof source>;
