import { formatDate } from '@platform/i18n';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { visuallyHidden } from '../../shared/a11y.css';
import * as styles from './lottery.css';

export interface IssueCountdownProps {
  /** The open issue; null before the first answer. */
  numero: string | null;
  /** `hh:mm:ss` to the draw, or `--:--:--` (under 1 s or over 1000 hours), from `@platform/countdown`. */
  display: string;
  /** When bets on the issue close (epoch ms); null before the first answer. */
  closeTime: number | null;
  /** Bets on the issue are closed (the draw is still to come). */
  locked: boolean;
  /**
   * One figure (the time to the draw) and "Closed" while bets are, for a row of a side list: the issue and the closing
   * time show on the game's tile in the menus. @default false
   */
  compact?: boolean;
}

/**
 * A game's countdown (points §2, §4): the open issue, the time left to its draw and when bets close. Pure display:
 * the site runs the machine (server-corrected clock, the re-fetch at zero) and passes what it shows.
 */
export function IssueCountdown({ numero, display, closeTime, locked, compact = false }: IssueCountdownProps) {
  const t = useT();
  const { language } = useLanguage();
  if (compact) {
    return (
      <span className={styles.countdownCompact}>
        <span>
          <span className={visuallyHidden}>{t('lottery.closesIn')} </span>
          <span role="timer" className={styles.countdownFigure}>
            {display}
          </span>
        </span>
        {locked ? <span className={styles.closedBadge}>{t('lottery.closed')}</span> : null}
      </span>
    );
  }
  const lockAt = closeTime === null ? null : formatDate(closeTime, { language, style: 'time' });
  return (
    <span className={styles.countdown}>
      <span>{numero ? t('lottery.issue', { numero }) : '\u00a0'}</span>
      <span>
        {t('lottery.closesIn')}{' '}
        <span role="timer" className={styles.countdownFigure}>
          {display}
        </span>
      </span>
      <span className={locked ? styles.lockState.locked : styles.lockState.open}>
        {locked ? t('lottery.locked') : lockAt ? t('lottery.lockTime', { time: lockAt }) : '\u00a0'}
      </span>
    </span>
  );
}
