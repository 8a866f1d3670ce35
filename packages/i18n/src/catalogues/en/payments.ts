import type { Translation } from '../catalogue.types';
import type { payments as source } from '../cn/payments';

export const payments = {
  'payments.confirm.title': 'Confirm a payment',
  'payments.confirm.count': '{index} of {total}',
  'payments.confirm.amount': 'Amount',
  'payments.confirm.remaining': 'Still to receive',
  'payments.confirm.payer': 'Paid by',
  'payments.confirm.order': 'Order',
  'payments.confirm.question': 'Did you receive this payment?',
  'payments.confirm.received': 'Received',
  'payments.confirm.notReceived': 'Not received',
  'payments.confirm.proof': 'Proof that it did not arrive',
  'payments.confirm.proofHint': 'One screenshot (jpg, jpeg or png, up to 5 MB)',
  'payments.confirm.send': 'Send',
  'payments.confirm.auto': 'This payment was confirmed automatically.',
  'payments.confirm.acknowledge': 'OK',
  'payments.depositPrompt.title': 'Insufficient balance',
  'payments.depositPrompt.message': 'Your balance is too low. Make a deposit now?',
  'payments.depositPrompt.deposit': 'Deposit',
} satisfies Translation<typeof source>;
