import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'paymentConfirm.title': '受取確認',
  'paymentConfirm.question': '出金の一部が送金されました。受け取ったかご確認ください',
  'paymentConfirm.orderNumber': '注文番号',
  'paymentConfirm.amount': '今回の金額',
  'paymentConfirm.remaining': '未着金の残額',
  'paymentConfirm.received': '受け取った',
  'paymentConfirm.notReceived': '受け取っていない',
  'paymentConfirm.proof': '未着金の証明',
  'paymentConfirm.proofHint':
    '口座の入出金明細のスクリーンショットを1枚アップロードしてください（jpg・jpeg・png、5MB以下）',
  'paymentConfirm.autoConfirmed': 'このお支払いはシステムにより着金が確認されました',
  'paymentConfirm.acknowledge': '了解しました',
  'paymentConfirm.success': '確認を送信しました',
  'depositPrompt.title': '残高不足',
  'depositPrompt.message': '残高が不足しています。今すぐ入金しますか？',
  'depositPrompt.deposit': '入金する',
} satisfies Translation<typeof source>;
