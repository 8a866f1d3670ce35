import { useT } from '../../i18n/I18nProvider';
import { LotteryTile, type LotteryTileGame } from './LotteryTiles';
import * as styles from './lottery.css';

export interface LongDragonRow {
  /** Unique in the list (game and market). */
  key: string;
  game: LotteryTileGame;
  market: 'SUM_SIZE' | 'SUM_PARITY';
  outcome: 'BIG' | 'SMALL' | 'ODD' | 'EVEN';
  streak: number;
}

export interface LongDragonListProps {
  /** The current streaks; null while loading. */
  rows: readonly LongDragonRow[] | null;
  onOpen: (game: LotteryTileGame) => void;
}

/** Long dragon: the games whose sum came out the same way several draws in a row, each a tile to bet on. */
export function LongDragonList({ rows, onOpen }: LongDragonListProps) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="lottery-dragon-title">
      <h2 id="lottery-dragon-title" className={styles.panelTitle}>
        {t('lottery.longDragon')}
      </h2>
      {rows && rows.length === 0 ? <p className={styles.muted}>{t('lottery.longDragon.none')}</p> : null}
      <ul className={styles.tiles} aria-busy={rows === null}>
        {(rows ?? []).map((row) => (
          <li key={row.key}>
            <LotteryTile
              game={{
                ...row.game,
                detail: `${t(`lottery.market.${row.market}`)} · ${t(`lottery.outcome.${row.outcome}`)} · ${t(
                  'lottery.longDragon.streak',
                  { count: row.streak },
                )}`,
              }}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
