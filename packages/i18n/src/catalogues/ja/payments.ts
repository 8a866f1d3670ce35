import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'payments.confirm.title': '入金の確認',
  'payments.confirm.count': '{total} 件中 {index} 件目',
  'payments.confirm.amount': '金額',
  'payments.confirm.remaining': '未受取額',
  'payments.confirm.payer': '支払者',
  'payments.confirm.order': '注文番号',
  'payments.confirm.question': 'この入金を受け取りましたか？',
  'payments.confirm.received': '受け取った',
  'payments.confirm.notReceived': '受け取っていない',
  'payments.confirm.proof': '未着の証拠',
  'payments.confirm.proofHint': 'スクリーンショットを 1 枚（jpg・jpeg・png、5 MB まで）',
  'payments.confirm.send': '送信',
  'payments.confirm.auto': 'この入金は自動で確認されました。',
  'payments.confirm.acknowledge': 'OK',
  'payments.depositPrompt.title': '残高不足',
  'payments.depositPrompt.message': '残高が不足しています。今すぐ入金しますか？',
  'payments.depositPrompt.deposit': '入金する',
} satisfies Translation<typeof source>;
