import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': '残高不足',
  'depositPrompt.message': '残高が不足しています。今すぐ入金しますか？',
  'depositPrompt.deposit': '入金する',
} satisfies Translation<typeof source>;
