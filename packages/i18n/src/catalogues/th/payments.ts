import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': 'ยอดเงินไม่เพียงพอ',
  'depositPrompt.message': 'ยอดเงินของคุณไม่เพียงพอ ต้องการฝากเงินตอนนี้หรือไม่?',
  'depositPrompt.deposit': 'ฝากเงิน',
} satisfies Translation<typeof source>;
