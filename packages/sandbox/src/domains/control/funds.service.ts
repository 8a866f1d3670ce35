import { ApiFailure } from '../../core/failure';
import { deliverInboxMessage } from '../../core/inbox';
import type { FundRequestRow } from '../../core/rows';
import type { SandboxRuntime } from '../../core/runtime';
import { moveMoney } from '../wallet/wallet.service';

/**
 * The back office's decision on a deposit or withdrawal request (core table `fund_requests`, created by the member
 * centre's pages or by the control API). Approving a deposit credits the main wallet; approving a withdrawal takes
 * the amount, which the member centre only held while pending. The player gets DEPOSIT or WITHDRAW, and a rejected
 * withdrawal also leaves an inbox note with the reason.
 */
export async function decideFundRequest(
  runtime: SandboxRuntime,
  requestId: number,
  status: 'APPROVED' | 'REJECTED',
  remarks: string | null,
): Promise<FundRequestRow> {
  const now = runtime.clock.now();
  const request = await runtime.db.transaction(async (tx) => {
    const [row] = await tx.query<FundRequestRow>(
      `UPDATE fund_requests SET status = $2, remarks = coalesce($3, remarks), decided_at = $4
       WHERE id = $1 AND status = 'PENDING' RETURNING *`,
      [requestId, status, remarks, now],
    );
    if (!row) throw new ApiFailure('not.found', `No pending request ${requestId}.`);
    if (status === 'APPROVED') {
      await moveMoney(tx, {
        customerId: row.customer_id,
        walletCode: 'MAIN',
        amount: row.kind === 'DEPOSIT' ? row.amount : -row.amount,
        txType: row.kind,
        remark: remarks ?? undefined,
        reference: `fund:${row.id}`,
        now,
      });
    }
    return row;
  });
  runtime.events.publish(request.customer_id, {
    type: request.kind,
    requestId: request.id,
    status,
    amount: request.amount,
    remarks,
    createdAt: now,
  });
  if (request.kind === 'WITHDRAW' && status === 'REJECTED') {
    await deliverInboxMessage(runtime, request.customer_id, {
      category: 'SYSTEM',
      title: 'Withdrawal rejected',
      content: `Your withdrawal of ${request.amount} was rejected${remarks ? `: ${remarks}` : '.'}`,
    });
  }
  return request;
}

export async function createFundRequest(
  runtime: SandboxRuntime,
  customerId: number,
  kind: 'DEPOSIT' | 'WITHDRAW',
  amount: number,
): Promise<number> {
  const [row] = await runtime.db.query<{ id: number }>(
    `INSERT INTO fund_requests (customer_id, kind, amount, channel, created_at) VALUES ($1, $2, $3, 'CONTROL', $4)
     RETURNING id`,
    [customerId, kind, amount, runtime.clock.now()],
  );
  return row?.id ?? 0;
}
