import { z } from 'zod';
import { currencyPosition, money, shortText } from './common';
import { endpoint } from './define';

export const walletEntry = z.object({
  walletCode: z.string(),
  walletName: z.string(),
  availBalance: money,
  /** The main (platform) wallet; vendor wallets are false. */
  isMain: z.boolean(),
  /** The merchant runs a single wallet: fund transfer is hidden (points-centres-lottery.md §5). */
  isSingle: z.boolean(),
});

export const balance = z.object({
  sumBalance: money,
  currencySymbol: z.string(),
  currency: z.string(),
  currencyPosition,
  isSingle: z.boolean(),
  balance: z.array(walletEntry),
});

export const wallet = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    summary: 'Balance: the sum and every wallet (info bar, with refresh)',
    input: z.object({}),
    output: balance,
    access: 'member',
    quiet: true,
  }),
  fundsConsolidated: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    summary: 'Funds overview: balance, amounts waiting for approval, points; not loaded for isAgent 4, 40, 41, 42',
    input: z.object({}),
    output: z.object({
      sumBalance: money,
      mainBalance: money,
      vendorBalance: money,
      pendingDeposit: money,
      pendingWithdrawal: money,
      points: z.number(),
      currency: z.string(),
      currencySymbol: z.string(),
    }),
    access: 'member',
    quiet: true,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/wps/v2/wallets/transfer',
    summary: 'Move money between two wallets (transferFund); answers the new balance',
    description: 'Both legs are written in one transaction with two ledger rows. Single-wallet merchants refuse it.',
    input: z.object({
      fromWallet: z.string().min(1).max(32),
      toWallet: z.string().min(1).max(32),
      amount: z.number().positive().max(1e12).multipleOf(0.01),
    }),
    output: balance,
    access: 'member',
    errors: [
      'wallet.invalid',
      'wallet.single',
      'field.invalid',
      'balance.not.enough',
      'rg.loss.limit',
      'rg.wager.limit',
      'rg.session.limit',
    ],
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/merchant',
    summary: "The merchant's wallet mode (getMerchantWallet, stored in the session as merchantWallet)",
    input: z.object({ merchantCode: shortText.optional() }),
    output: z.object({
      merchantCode: z.string(),
      walletMode: z.enum(['SINGLE', 'TRANSFER']),
      isSingle: z.boolean(),
      currency: z.string(),
      wallets: z.array(z.object({ walletCode: z.string(), walletName: z.string() })),
    }),
    access: 'public',
    errors: ['merchant.unknown'],
  }),
} as const;
