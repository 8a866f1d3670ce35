import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': 'Số dư không đủ',
  'depositPrompt.message': 'Số dư của bạn không đủ. Nạp tiền ngay?',
  'depositPrompt.deposit': 'Nạp tiền ngay',
} satisfies Translation<typeof source>;
