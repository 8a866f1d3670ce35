import { useT } from '../../i18n/I18nProvider';
import { cx } from '../../shared/cx';
import * as styles from './rg.css';
import { clockOf } from './rg.format';

export interface SessionTimerProps {
  /** Minutes since this session's login. */
  usedMinutes: number;
  /** The session-time limit the player set. */
  limitMinutes: number;
  className?: string;
}

/**
 * The account bar's session timer (issue 26), shown while a session-time limit is set: the time played against the
 * limit ("0:42 / 1:00"); at the limit it says so, since games and bets are then refused.
 */
export function SessionTimer({ usedMinutes, limitMinutes, className }: SessionTimerProps) {
  const t = useT();
  const reached = usedMinutes >= limitMinutes;
  const label = reached
    ? t('responsibleGaming.timer.reached')
    : t('responsibleGaming.timer.label', { used: clockOf(usedMinutes), limit: clockOf(limitMinutes) });
  return (
    <span
      role="timer"
      aria-label={label}
      title={label}
      className={cx(styles.timer, reached && styles.timerReached, className)}
    >
      {clockOf(Math.min(usedMinutes, limitMinutes))} / {clockOf(limitMinutes)}
    </span>
  );
}
