import { formatDate, type Language, type Translator } from '@platform/i18n';
import type { DataColumn, Fact } from '@platform/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { PLAYER_KEYS } from '../player.scope';
import { productName, txTypeName } from './centre.names';

// The records both centres show (a player's own, an agent's team's): one set of columns and cells each.

/** The bet products a betting record can be filtered by (the contract's betProductType). */
export const BET_PRODUCTS = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'ESPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

export const betProductOf = (filter: string | undefined): BetProduct | undefined =>
  BET_PRODUCTS.find((product) => product === filter);

interface Words {
  t: Translator;
  language: Language;
  money: (value: number) => string;
}

/** The totals of a range of bets, as figures above the table. */
export function betTotalsFacts(
  { t, money }: Words,
  totals: { count: number; betAmount: number; validBet: number; winAmount: number; profitLoss: number },
): Fact[] {
  return [
    { label: t('member.col.count'), value: String(totals.count) },
    { label: t('member.col.betAmount'), value: money(totals.betAmount) },
    { label: t('member.col.validBet'), value: money(totals.validBet) },
    { label: t('member.col.winAmount'), value: money(totals.winAmount) },
    { label: t('member.col.profitLoss'), value: money(totals.profitLoss) },
  ];
}

/** A bet's columns (with the account's when the bets are a team's). */
export function betColumns(t: Translator, withAccount = false): DataColumn[] {
  return [
    { label: t('member.col.time') },
    ...(withAccount ? [{ label: t('agent.col.account') }] : []),
    { label: t('member.col.game') },
    { label: t('member.col.product') },
    { label: t('member.col.betAmount'), numeric: true },
    { label: t('member.col.winAmount'), numeric: true },
    { label: t('member.col.profitLoss'), numeric: true },
  ];
}

interface Bet {
  id: number;
  account: string;
  createdAt: number;
  vendor: string;
  gameId: string;
  productType: string;
  betAmount: number;
  winAmount: number;
  profitLoss: number;
}

export function betRow({ t, language, money }: Words, bet: Bet, withAccount = false) {
  return {
    key: bet.id,
    cells: [
      formatDate(bet.createdAt, { language }),
      ...(withAccount ? [bet.account] : []),
      `${bet.vendor} · ${bet.gameId}`,
      productName(t, bet.productType),
      money(bet.betAmount),
      money(bet.winAmount),
      money(bet.profitLoss),
    ],
  };
}

/** A wallet ledger's columns and rows (account records, bonus details, an agent's account details). */
export function ledgerColumns(t: Translator): DataColumn[] {
  return [
    { label: t('member.col.time') },
    { label: t('member.col.type') },
    { label: t('member.col.amount'), numeric: true },
    { label: t('member.col.balanceAfter'), numeric: true },
    { label: t('member.col.remarks') },
  ];
}

interface LedgerLine {
  id: number;
  createdAt: number;
  txType: string;
  amount: number;
  balanceAfter: number;
  remark: string | null;
}

export function ledgerRow({ t, language, money }: Words, line: LedgerLine) {
  return {
    key: line.id,
    cells: [
      formatDate(line.createdAt, { language }),
      txTypeName(t, line.txType),
      money(line.amount),
      money(line.balanceAfter),
      line.remark ?? '—',
    ],
  };
}

/** After money moved: the centre's own data (`scope`), the info bar's balance and the funds overview read again. */
export function useMoneyMoved(scope: readonly string[]) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: scope });
    void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.balance });
    void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.funds });
  };
}
