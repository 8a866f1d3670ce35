import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import * as styles from './points.css';
import { formatPoints } from './points.format';

export interface PointsUserCardProps {
  /** The player's points, or null while loading; `undefined` for a visitor. */
  points: number | null | undefined;
  onRefresh: () => unknown;
  refreshing?: boolean;
  /** The "more" link to the points detail (a router link made by the app). */
  moreLink: ReactNode;
  /** For visitors: the log-in action shown instead of the balance. */
  onLogin?: () => void;
}

/** The user card of the mall: the points balance, refresh (refreshPointBalance) and "more" to the points detail. */
export function PointsUserCard({ points, onRefresh, refreshing = false, moreLink, onLogin }: PointsUserCardProps) {
  const t = useT();
  const { language } = useLanguage();
  if (points === undefined) {
    return (
      <section className={styles.userCard} aria-label={t('points.balance')}>
        <p className={styles.userPoints}>{t('points.loginToSee')}</p>
        {onLogin ? (
          <Button tone="primary" onClick={onLogin}>
            {t('common.login')}
          </Button>
        ) : null}
      </section>
    );
  }
  return (
    <section className={styles.userCard} aria-label={t('points.balance')}>
      <div className={styles.userPoints}>
        <span>{t('points.balance')}</span>
        <p className={styles.userPointsValue} aria-live="polite" aria-busy={points === null || undefined}>
          {points === null ? '—' : formatPoints(points, language)}
        </p>
      </div>
      <div className={styles.cardActions}>
        <Button tone="secondary" loading={refreshing} onClick={() => void onRefresh()}>
          {t('points.refresh')}
        </Button>
        {moreLink}
      </div>
    </section>
  );
}
