import { formatNumber } from '@platform/i18n';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import * as styles from './lottery.css';

export interface LotteryDraw {
  /** Unique in the list (game code and issue). */
  key: string;
  gameName: string;
  numero: string;
  numbers: readonly string[];
}

/** A draw's numbers as balls, read out as one list. */
export function DrawNumbers({ numbers, label }: { numbers: readonly string[]; label: string }) {
  return (
    <ul className={styles.balls} aria-label={label}>
      {numbers.map((n, i) => (
        // Numbers repeat in SSC draws: the position is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: a draw's numbers never reorder
        <li key={i} className={styles.ball}>
          {n}
        </li>
      ))}
    </ul>
  );
}

export interface LotteryResultsProps {
  /** The latest draws (the list shows 5, points §2); null while loading. */
  draws: readonly LotteryDraw[] | null;
}

/** The draw results list (points §2): each game's issue and its numbers. */
export function LotteryResults({ draws }: LotteryResultsProps) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className={styles.panelTitle}>
        {t('lottery.results')}
      </h2>
      {draws && draws.length === 0 ? <p className={styles.muted}>{t('lottery.noResults')}</p> : null}
      <ul className={styles.list} aria-busy={draws === null}>
        {(draws ?? []).map((draw) => (
          <li key={draw.key} className={styles.list}>
            <span className={styles.spread}>
              <strong>{draw.gameName}</strong>
              <span className={styles.muted}>{t('lottery.issue', { numero: draw.numero })}</span>
            </span>
            <DrawNumbers numbers={draw.numbers} label={`${draw.gameName} ${t('lottery.numbers')}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface LotteryJackpotProps {
  /** The pool in THB (points §9 "Jackpot currency THB"); null while loading or when the call failed (never shown). */
  amount: number | null;
}

/** The jackpot pool, always in THB. */
export function LotteryJackpot({ amount }: LotteryJackpotProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section className={styles.jackpotPanel} aria-labelledby="lottery-jackpot-title">
      <h2 id="lottery-jackpot-title" className={styles.panelTitle}>
        {t('lottery.jackpot')}
      </h2>
      <p className={styles.jackpot}>
        {amount === null ? '\u00a0' : formatNumber(amount, { language, style: 'currency', currency: 'THB' })}
      </p>
    </section>
  );
}
