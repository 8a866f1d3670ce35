import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { assertImages, dataUrlBytes } from '../shared/images';

interface Row {
  id: number;
  is_auto: boolean;
  amount: number;
  remaining_amount: number;
  order_no: string;
  payer_name: string;
  created_at: number;
}

export const paymentsHandlers = implement('payments', {
  list: async (_input, ctx) => {
    const rows = await ctx.db.query<Row>(
      `SELECT * FROM payment_confirmations WHERE customer_id = $1 AND answered_at IS NULL ORDER BY created_at, id`,
      [ctx.customer.id],
    );
    return rows.map((r) => ({
      payDetailId: r.id,
      isAutoConfirmed: r.is_auto ? ('Y' as const) : ('N' as const),
      amount: r.amount,
      remainingAmount: r.remaining_amount,
      orderNo: r.order_no,
      payerName: r.payer_name,
      createdAt: r.created_at,
    }));
  },
  answer: async (input, ctx) => {
    const [item] = await ctx.db.query<Row>(
      'SELECT * FROM payment_confirmations WHERE id = $1 AND customer_id = $2 AND answered_at IS NULL',
      [input.payDetailId, ctx.customer.id],
    );
    if (!item) throw new ApiFailure('not.found', 'This payment is no longer waiting for you.');
    const answer = input.isMoneyReceived;
    if (item.is_auto !== (answer === 'A')) {
      throw new ApiFailure(
        'payment.answer.invalid',
        item.is_auto ? 'This payment was confirmed automatically: acknowledge it (A).' : 'Answer Y or N.',
      );
    }
    if (answer === 'N' && !input.proofOfNotReceive) {
      throw new ApiFailure('payment.answer.invalid', 'Attach one image as proof that the money did not arrive.');
    }
    if (answer !== 'N' && input.proofOfNotReceive) {
      throw new ApiFailure('payment.answer.invalid', 'A proof image goes only with N.');
    }
    let proof: Buffer | null = null;
    if (input.proofOfNotReceive) {
      await assertImages([input.proofOfNotReceive]);
      proof = dataUrlBytes(input.proofOfNotReceive);
    }
    const updated = await ctx.db.query(
      `UPDATE payment_confirmations SET answer = $3, proof = $4, proof_mime = $5, answered_at = $6
       WHERE id = $1 AND customer_id = $2 AND answered_at IS NULL RETURNING id`,
      [
        item.id,
        ctx.customer.id,
        answer,
        proof,
        proof ? (proof[0] === 0x89 ? 'image/png' : 'image/jpeg') : null,
        ctx.now(),
      ],
    );
    if (updated.length === 0) throw new ApiFailure('not.found', 'This payment is no longer waiting for you.');
    return true as const;
  },
});
