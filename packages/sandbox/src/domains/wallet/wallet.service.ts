import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { MerchantRow } from '../../core/rows';
import { vendorCatalog } from '../games/vendors.catalog';
import { round2 } from '../shared/http';
import { playerSettings } from '../system/merchant.settings';

type Balance = OutputOf<Contract['wallet']['balance']>;

export interface WalletRow {
  customer_id: number;
  code: string;
  name: string;
  balance: number;
  is_main: boolean;
}

/** The wallets a merchant's players have: MAIN alone (SINGLE), or MAIN plus one per vendor (TRANSFER). */
export function walletsOf(merchant: MerchantRow): { walletCode: string; walletName: string }[] {
  const main = { walletCode: 'MAIN', walletName: 'Main wallet' };
  if (playerSettings(merchant).walletMode === 'SINGLE') return [main];
  return [main, ...vendorCatalog.map((v) => ({ walletCode: v.code, walletName: `${v.displayName} wallet` }))];
}

/** The wallet a vendor's games play from. */
export function gameWalletOf(merchant: MerchantRow, vendor: string): string {
  return playerSettings(merchant).walletMode === 'SINGLE' ? 'MAIN' : vendor;
}

/**
 * Creates the vendor wallets a player lacks. Players created elsewhere (the centres' downline, core `createCustomer`)
 * get only MAIN; every wallet call runs this first so they still see the merchant's full list.
 */
export async function ensureWallets(db: Db, customerId: number, merchant: MerchantRow): Promise<void> {
  const wanted = walletsOf(merchant).filter((w) => w.walletCode !== 'MAIN');
  if (wanted.length === 0) return;
  await db.query(
    `INSERT INTO wallets (customer_id, code, name, balance, is_main)
     SELECT $1, code, name, 0, false FROM unnest($2::text[], $3::text[]) AS w(code, name)
     ON CONFLICT (customer_id, code) DO NOTHING`,
    [customerId, wanted.map((w) => w.walletCode), wanted.map((w) => w.walletName)],
  );
}

export async function readWallets(db: Db, customerId: number): Promise<WalletRow[]> {
  return db.query<WalletRow>('SELECT * FROM wallets WHERE customer_id = $1 ORDER BY is_main DESC, code', [customerId]);
}

/**
 * Adds `amount` (negative to take) to one wallet and writes the ledger row, refusing to go below zero. Call it
 * inside a transaction when it is one leg of several.
 */
export async function moveMoney(
  db: Db,
  entry: {
    customerId: number;
    walletCode: string;
    amount: number;
    txType: string;
    remark?: string;
    reference?: string;
    now: number;
  },
): Promise<number> {
  const amount = round2(entry.amount);
  const [row] = await db.query<{ balance: number }>(
    `UPDATE wallets SET balance = balance + $3 WHERE customer_id = $1 AND code = $2 AND balance + $3 >= 0
     RETURNING balance`,
    [entry.customerId, entry.walletCode, amount],
  );
  if (!row) {
    const [exists] = await db.query('SELECT 1 FROM wallets WHERE customer_id = $1 AND code = $2', [
      entry.customerId,
      entry.walletCode,
    ]);
    if (!exists) throw new ApiFailure('wallet.invalid', `No wallet ${entry.walletCode}.`);
    throw new ApiFailure('balance.not.enough', 'Not enough balance.');
  }
  await db.query(
    `INSERT INTO wallet_transactions (customer_id, wallet_code, amount, balance_after, tx_type, remark, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.customerId,
      entry.walletCode,
      amount,
      row.balance,
      entry.txType,
      entry.remark ?? null,
      entry.reference ?? null,
      entry.now,
    ],
  );
  return row.balance;
}

export async function balanceOf(db: Db, merchant: MerchantRow, customerId: number): Promise<Balance> {
  let rows = await readWallets(db, customerId);
  // Only a player who lacks a wallet costs a write (a read that writes would drop its own cached answer).
  const held = new Set(rows.map((w) => w.code));
  if (walletsOf(merchant).some((w) => !held.has(w.walletCode))) {
    await ensureWallets(db, customerId, merchant);
    rows = await readWallets(db, customerId);
  }
  const isSingle = playerSettings(merchant).walletMode === 'SINGLE';
  return {
    sumBalance: round2(rows.reduce((sum, w) => sum + w.balance, 0)),
    currencySymbol: merchant.currency_symbol,
    currency: merchant.currency,
    currencyPosition: merchant.currency_position as Balance['currencyPosition'],
    isSingle,
    balance: rows.map((w) => ({
      walletCode: w.code,
      walletName: w.name,
      availBalance: w.balance,
      isMain: w.is_main,
      isSingle,
    })),
  };
}
