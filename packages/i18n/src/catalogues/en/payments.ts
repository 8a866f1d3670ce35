import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': 'Insufficient balance',
  'depositPrompt.message': 'Your balance is too low. Make a deposit now?',
  'depositPrompt.deposit': 'Deposit',
} satisfies Translation<typeof source>;
