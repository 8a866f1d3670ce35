import { useLanguage, useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Tabs } from '../../primitives/tabs/Tabs';
import { DataTable } from '../shared/DataTable';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as shared from '../shared/widgets.css';
import * as styles from './member.css';

export const LEADERBOARD_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export interface LeaderboardProps {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
  /** The ranking, or null while loading. */
  rows: readonly { rank: number; account: string; value: number }[] | null;
  /** The player's own place (null rank: not ranked yet). */
  me: { rank: number | null; value: number } | null;
  currency: CurrencyFormat;
}

/** missionLeaderboard (points §2): the merchant's players by valid bets of the day, week or month, and the player's place. */
export function Leaderboard({ period, onPeriodChange, rows, me, currency }: LeaderboardProps) {
  const t = useT();
  const { language } = useLanguage();
  const table =
    rows !== null && rows.length === 0 ? (
      <EmptyState title={t('in_no_data')} />
    ) : (
      <DataTable
        caption={t('member.leaderboard.caption')}
        columns={[
          { label: t('member.leaderboard.rank'), numeric: true },
          { label: t('member.leaderboard.account') },
          { label: t('member.leaderboard.value'), numeric: true },
        ]}
        rows={
          rows?.map((row) => ({
            key: row.rank,
            cells: [row.rank, row.account, formatAmount(row.value, currency, language)],
          })) ?? null
        }
      />
    );
  return (
    <div className={styles.body}>
      {me ? (
        <p className={shared.muted} aria-live="polite">
          {me.rank === null
            ? t('member.leaderboard.meUnranked', { value: formatAmount(me.value, currency, language) })
            : t('member.leaderboard.me', { rank: me.rank, value: formatAmount(me.value, currency, language) })}
        </p>
      ) : null}
      <Tabs
        label={t('member.leaderboard.period')}
        value={period}
        onValueChange={(value) => onPeriodChange(value as LeaderboardPeriod)}
        items={LEADERBOARD_PERIODS.map((value) => ({
          value,
          label: t(`member.leaderboard.period.${value}`),
          content: value === period ? table : null,
        }))}
      />
    </div>
  );
}
