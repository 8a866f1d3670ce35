import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';

/** Money to cents, rounding half up (away from zero for the half cent), as the platform formats it. */
export function roundMoney(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-9);
  return (Math.sign(amount) * cents) / 100 || 0;
}

/**
 * Wallet transaction types the centres write (`wallet_transactions.tx_type`). Bonus-like types are listed by the
 * member centre's bonus details page; income types by the agent's income page.
 */
export const walletTxTypes = {
  pointRedeem: 'POINT_REDEEM',
  pointRedeemRefund: 'POINT_REDEEM_REFUND',
  pointConvert: 'POINT_CONVERT',
  rewardClaim: 'REWARD_CLAIM',
  rebate: 'REBATE',
  transferToUpline: 'TRANSFER_TO_UPLINE',
  transferFromDownline: 'TRANSFER_FROM_DOWNLINE',
  agentTransferOut: 'AGENT_TRANSFER_OUT',
  agentTransferIn: 'AGENT_TRANSFER_IN',
  dividend: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realtimeSalary: 'REALTIME_SALARY',
  redEnvelopeSend: 'RED_ENVELOPE_SEND',
  redEnvelopeClaim: 'RED_ENVELOPE_CLAIM',
  redEnvelopeRefund: 'RED_ENVELOPE_REFUND',
  lotteryBet: 'LOTTERY_BET',
  lotteryWin: 'LOTTERY_WIN',
} as const;

/**
 * Ledger types that count as income or bonus (agent income, the bonus column of user loss, member bonus details):
 * the centres' own plus the player half's promotion bonuses.
 */
export const incomeTxTypes: readonly string[] = [
  walletTxTypes.dividend,
  walletTxTypes.dailySalary,
  walletTxTypes.hourlySalary,
  walletTxTypes.realtimeSalary,
  walletTxTypes.rebate,
  walletTxTypes.rewardClaim,
  walletTxTypes.redEnvelopeClaim,
  'PROMOTION_BONUS',
  'MANUAL_BONUS',
];

export type WalletTxType = (typeof walletTxTypes)[keyof typeof walletTxTypes];

export interface MoneyMove {
  customerId: number;
  /** Positive credits the main wallet, negative debits it. */
  amount: number;
  txType: WalletTxType | string;
  remark?: string | null;
  reference?: string | null;
  now: number;
}

/**
 * Moves money in a player's main wallet and writes the ledger line, inside the caller's transaction. A debit larger
 * than the balance fails with `balance.not.enough` and changes nothing.
 */
export async function moveMoney(db: Db, move: MoneyMove): Promise<number> {
  const amount = roundMoney(move.amount);
  const [wallet] = await db.query<{ balance: number }>(
    `UPDATE wallets SET balance = balance + $2
     WHERE customer_id = $1 AND is_main AND balance + $2 >= 0 RETURNING balance`,
    [move.customerId, amount],
  );
  if (!wallet) throw new ApiFailure('balance.not.enough', 'Not enough balance in the main wallet.');
  await db.query(
    `INSERT INTO wallet_transactions (customer_id, wallet_code, amount, balance_after, tx_type, remark, reference, created_at)
     SELECT $1, code, $2, $3, $4, $5, $6, $7 FROM wallets WHERE customer_id = $1 AND is_main`,
    [move.customerId, amount, wallet.balance, move.txType, move.remark ?? null, move.reference ?? null, move.now],
  );
  return wallet.balance;
}

export async function mainBalance(db: Db, customerId: number): Promise<number> {
  const [wallet] = await db.query<{ balance: number }>(
    'SELECT balance FROM wallets WHERE customer_id = $1 AND is_main',
    [customerId],
  );
  return wallet?.balance ?? 0;
}
