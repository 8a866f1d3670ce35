import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': '餘額不足',
  'depositPrompt.message': '您的餘額不足，是否立即存款？',
  'depositPrompt.deposit': '立即存款',
} satisfies Translation<typeof source>;
