import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'depositPrompt.title': 'Insufficient balance',
  'depositPrompt.message': 'Your balance is too low. Make a deposit now?',
  'depositPrompt.deposit': 'Deposit',
  'paymentConfirm.title': 'Confirm a payment',
  'paymentConfirm.count': '{index} of {total}',
  'paymentConfirm.amount': 'Amount',
  'paymentConfirm.remaining': 'Still to receive',
  'paymentConfirm.payer': 'Paid by',
  'paymentConfirm.order': 'Order',
  'paymentConfirm.question': 'Did you receive this payment?',
  'paymentConfirm.received': 'Received',
  'paymentConfirm.notReceived': 'Not received',
  'paymentConfirm.proof': 'Proof that it did not arrive',
  'paymentConfirm.proofHint': 'One screenshot (jpg, jpeg or png, up to 5 MB)',
  'paymentConfirm.send': 'Send',
  'paymentConfirm.auto': 'This payment was confirmed automatically.',
  'paymentConfirm.acknowledge': 'OK',
} satisfies Translation<typeof source>;
