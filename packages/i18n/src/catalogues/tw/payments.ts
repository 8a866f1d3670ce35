import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'payments.confirm.title': '確認收款',
  'payments.confirm.count': '第 {index} 筆，共 {total} 筆',
  'payments.confirm.amount': '金額',
  'payments.confirm.remaining': '待收金額',
  'payments.confirm.payer': '付款人',
  'payments.confirm.order': '訂單號',
  'payments.confirm.question': '您是否已收到這筆款項？',
  'payments.confirm.received': '已收到',
  'payments.confirm.notReceived': '未收到',
  'payments.confirm.proof': '未收款證明',
  'payments.confirm.proofHint': '上傳一張截圖（jpg、jpeg 或 png，不超過 5 MB）',
  'payments.confirm.send': '提交',
  'payments.confirm.auto': '這筆款項已自動確認。',
  'payments.confirm.acknowledge': '知道了',
  'payments.depositPrompt.title': '餘額不足',
  'payments.depositPrompt.message': '您的餘額不足，是否立即存款？',
  'payments.depositPrompt.deposit': '立即存款',
} satisfies Translation<typeof source>;
