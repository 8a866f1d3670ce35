import { z } from 'zod';
import { epochMs, imageDataUrl, money, ok, rowId, yesNo } from './common';
import { endpoint } from './define';

/**
 * Payment confirmations (player-site.md §3, §4): another player paid this player peer to peer (a withdrawal matched
 * with a deposit); the player confirms whether the money arrived. Auto-confirmed items only need acknowledging (A).
 */
export const paymentConfirmation = z.object({
  payDetailId: z.number().int(),
  isAutoConfirmed: yesNo,
  amount: money,
  /** What is still expected of the withdrawal this payment belongs to. */
  remainingAmount: money,
  orderNo: z.string(),
  payerName: z.string(),
  createdAt: epochMs,
});

export const payments = {
  list: endpoint({
    method: 'GET',
    path: '/wps/payment/confirmation/list',
    summary: 'Payment confirmations waiting for the player, oldest first (isAgent 0, 1, 2)',
    input: z.object({}),
    output: z.array(paymentConfirmation),
    access: 'member',
  }),
  answer: endpoint({
    method: 'POST',
    path: '/wps/payment/confirmation/answer',
    summary: 'Answer one confirmation: Y received, N not received (with one proof image), A acknowledged (auto)',
    description:
      'Y and N only for manual items (isAutoConfirmed N); A only for auto-confirmed ones. N needs exactly one proof ' +
      'image, a JPEG or PNG by content of at most 5242880 bytes. The answer and the proof are stored; the item ' +
      'leaves the list.',
    input: z.object({
      payDetailId: rowId,
      isMoneyReceived: z.enum(['Y', 'N', 'A']),
      proofOfNotReceive: imageDataUrl.optional(),
    }),
    output: ok,
    access: 'member',
    errors: ['payment.answer.invalid', 'image.invalid', 'not.found'],
  }),
} as const;
