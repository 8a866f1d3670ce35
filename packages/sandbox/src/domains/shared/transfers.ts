import type { Db } from '../../core/db';
import type { CustomerRow } from '../../core/rows';
import type { SandboxRuntime } from '../../core/runtime';
import { moveMoney, walletTxTypes } from './ledger';

export type TransferDirection = 'AGENT_TO_DOWNLINE' | 'DOWNLINE_TO_AGENT';

export interface TransferRow {
  id: number;
  agent_id: number;
  downline_id: number;
  direction: TransferDirection;
  amount: number;
  remarks: string | null;
  initiated_by: number;
  created_at: number;
}

/** Which ledger lines each side of a transfer writes (one table). */
const ledgerTypes: Record<TransferDirection, { agent: string; downline: string }> = {
  AGENT_TO_DOWNLINE: { agent: walletTxTypes.agentTransferOut, downline: walletTxTypes.agentTransferIn },
  DOWNLINE_TO_AGENT: { agent: walletTxTypes.transferFromDownline, downline: walletTxTypes.transferToUpline },
};

/**
 * Moves money between an agent and one of their downline inside the caller's transaction: the payer's debit fails
 * with `balance.not.enough` before anything is written.
 */
export async function transferBetween(
  db: Db,
  move: {
    agent: CustomerRow;
    downline: CustomerRow;
    direction: TransferDirection;
    amount: number;
    remarks: string | null;
    initiatedBy: number;
    now: number;
  },
): Promise<TransferRow> {
  const [row] = await db.query<TransferRow>(
    `INSERT INTO agent_transfers (agent_id, downline_id, direction, amount, remarks, initiated_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [move.agent.id, move.downline.id, move.direction, move.amount, move.remarks, move.initiatedBy, move.now],
  );
  const transfer = row as TransferRow;
  const reference = `transfer:${transfer.id}`;
  const toDownline = move.direction === 'AGENT_TO_DOWNLINE';
  const [payer, payee] = toDownline ? [move.agent, move.downline] : [move.downline, move.agent];
  const types = ledgerTypes[move.direction];
  const remark = move.remarks ?? `${payer.username} -> ${payee.username}`;
  await moveMoney(db, {
    customerId: payer.id,
    amount: -move.amount,
    txType: toDownline ? types.agent : types.downline,
    remark,
    reference,
    now: move.now,
  });
  await moveMoney(db, {
    customerId: payee.id,
    amount: move.amount,
    txType: toDownline ? types.downline : types.agent,
    remark,
    reference,
    now: move.now,
  });
  return transfer;
}

/** Tells both sides (AGENT_TRANSFER_AGENT_TO_DOWNLINE / AGENT_TRANSFER_DOWNLINE_TO_AGENT), after the commit. */
export function publishTransfer(
  runtime: SandboxRuntime,
  transfer: TransferRow,
  agent: CustomerRow,
  downline: CustomerRow,
) {
  const toDownline = transfer.direction === 'AGENT_TO_DOWNLINE';
  const event = {
    type: toDownline ? ('AGENT_TRANSFER_AGENT_TO_DOWNLINE' as const) : ('AGENT_TRANSFER_DOWNLINE_TO_AGENT' as const),
    transferId: transfer.id,
    amount: transfer.amount,
    fromAccount: toDownline ? agent.username : downline.username,
    toAccount: toDownline ? downline.username : agent.username,
    remarks: transfer.remarks,
    createdAt: transfer.created_at,
  };
  runtime.events.publish(agent.id, event);
  runtime.events.publish(downline.id, event);
}

export async function transferNames(db: Db, rows: TransferRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.agent_id, r.downline_id]))];
  const names = await db.query<{ id: number; username: string }>(
    'SELECT id, username FROM customers WHERE id = ANY($1::int[])',
    [ids],
  );
  const byId = new Map(names.map((n) => [n.id, n.username]));
  return rows.map((row) => ({
    transferId: row.id,
    direction: row.direction,
    fromAccount: byId.get(row.direction === 'AGENT_TO_DOWNLINE' ? row.agent_id : row.downline_id) ?? '',
    toAccount: byId.get(row.direction === 'AGENT_TO_DOWNLINE' ? row.downline_id : row.agent_id) ?? '',
    amount: row.amount,
    remarks: row.remarks,
    createdAt: row.created_at,
  }));
}
