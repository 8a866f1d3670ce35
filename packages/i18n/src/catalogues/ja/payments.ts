import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': '残高不足',
  'depositPrompt.message': '残高が不足しています。今すぐ入金しますか？',
  'depositPrompt.deposit': '入金する',
  'paymentConfirm.title': '入金の確認',
  'paymentConfirm.count': '{total} 件中 {index} 件目',
  'paymentConfirm.amount': '金額',
  'paymentConfirm.remaining': '未受取額',
  'paymentConfirm.payer': '支払者',
  'paymentConfirm.order': '注文番号',
  'paymentConfirm.question': 'この入金を受け取りましたか？',
  'paymentConfirm.received': '受け取った',
  'paymentConfirm.notReceived': '受け取っていない',
  'paymentConfirm.proof': '未着の証拠',
  'paymentConfirm.proofHint': 'スクリーンショットを 1 枚（jpg・jpeg・png、5 MB まで）',
  'paymentConfirm.send': '送信',
  'paymentConfirm.auto': 'この入金は自動で確認されました。',
  'paymentConfirm.acknowledge': 'OK',
} satisfies Translation<typeof source>;
