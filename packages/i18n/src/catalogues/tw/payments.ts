import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': '餘額不足',
  'depositPrompt.message': '您的餘額不足，是否立即存款？',
  'depositPrompt.deposit': '立即存款',
  'paymentConfirm.title': '確認收款',
  'paymentConfirm.count': '第 {index} 筆，共 {total} 筆',
  'paymentConfirm.amount': '金額',
  'paymentConfirm.remaining': '待收金額',
  'paymentConfirm.payer': '付款人',
  'paymentConfirm.order': '訂單號',
  'paymentConfirm.question': '您是否已收到這筆款項？',
  'paymentConfirm.received': '已收到',
  'paymentConfirm.notReceived': '未收到',
  'paymentConfirm.proof': '未收款證明',
  'paymentConfirm.proofHint': '上傳一張截圖（jpg、jpeg 或 png，不超過 5 MB）',
  'paymentConfirm.send': '提交',
  'paymentConfirm.auto': '這筆款項已自動確認。',
  'paymentConfirm.acknowledge': '知道了',
} satisfies Translation<typeof source>;
