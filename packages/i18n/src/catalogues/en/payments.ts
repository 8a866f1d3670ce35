import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'paymentConfirm.title': 'Confirm payment',
  'paymentConfirm.question': 'Part of your withdrawal has been paid out. Have you received it?',
  'paymentConfirm.orderNumber': 'Order no.',
  'paymentConfirm.amount': 'Amount',
  'paymentConfirm.remaining': 'Still to come',
  'paymentConfirm.received': 'Received',
  'paymentConfirm.notReceived': 'Not received',
  'paymentConfirm.proof': 'Proof of non-receipt',
  'paymentConfirm.proofHint': 'Upload one screenshot of your account statement (jpg, jpeg or png, up to 5 MB).',
  'paymentConfirm.autoConfirmed': 'This payment has been confirmed automatically.',
  'paymentConfirm.acknowledge': 'Got it',
  'paymentConfirm.success': 'Thanks, your answer has been sent.',
  'depositPrompt.title': 'Insufficient balance',
  'depositPrompt.message': 'Your balance is too low. Make a deposit now?',
  'depositPrompt.deposit': 'Deposit',
} satisfies Translation<typeof source>;
