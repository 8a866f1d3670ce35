import type { Translation } from '../catalogue.types';
import type { realtime as source } from '../cn/realtime';

export const realtime = {
  'realtime.title.MANUAL_PROMO': 'Bonus received',
  'realtime.title.PROMOTION_CLAIM': 'Promotion claim',
  'realtime.body.PROMOTION_CLAIM': 'Your promotion claim has been reviewed.',
  'realtime.title.INBOX': 'New message',
  'realtime.title.WITHDRAW': 'Withdrawal update',
  'realtime.body.WITHDRAW': 'Your withdrawal request has been updated.',
  'realtime.withdrawRejected': 'Your withdrawal was declined. Reason: {reason}',
  'realtime.title.DEPOSIT': 'Deposit update',
  'realtime.title.PAYMENT_CONFIRMATION': 'Confirm payment',
  'realtime.body.PAYMENT_CONFIRMATION': 'Please confirm whether you have received a withdrawal payment.',
  'realtime.title.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'Transfer from your upline',
  'realtime.body.AGENT_TRANSFER_AGENT_TO_DOWNLINE': 'Your upline sent you {amount}.',
  'realtime.title.AGENT_TRANSFER_SENT': 'Transfer delivered',
  'realtime.body.AGENT_TRANSFER_SENT': '{name} received {amount} from you.',
  'realtime.title.AGENT_TRANSFER_TAKEN': 'Taken back by your upline',
  'realtime.body.AGENT_TRANSFER_TAKEN': 'Your upline {name} took back {amount}.',
  'realtime.title.AGENT_TRANSFER_DOWNLINE_TO_AGENT': 'Transfer from a downline',
  'realtime.body.AGENT_TRANSFER_DOWNLINE_TO_AGENT': '{name} sent you {amount}.',
  'realtime.go': 'View',
} satisfies Translation<typeof source>;
