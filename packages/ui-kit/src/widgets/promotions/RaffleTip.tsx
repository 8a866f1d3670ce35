import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { CountdownText } from '../../primitives/countdown-text/CountdownText';
import { translateWithNodes } from '../shared/interpolate';
import * as styles from './promotions.css';

export interface RaffleTipProps {
  title: string;
  /** `counting` until the draw starts (claim disabled), then `claimable` (player-site §4). */
  phase: 'counting' | 'claimable';
  /** Milliseconds to the start while counting. */
  remainingMs: number;
  onClaim: () => unknown;
  claiming?: boolean;
}

/** The raffle reward tip: a countdown to the draw with the claim disabled, then the claim (a @platform/countdown machine drives it). */
export function RaffleTip({ title, phase, remainingMs, onClaim, claiming = false }: RaffleTipProps) {
  const t = useT();
  return (
    <section className={styles.tip} aria-label={t('promotions.raffle.title')}>
      <p className={styles.tipTitle}>{title}</p>
      {phase === 'counting' ? (
        <p className={styles.meta}>
          {translateWithNodes(t, 'promotions.raffle.startsIn', { time: <CountdownText remainingMs={remainingMs} /> })}
        </p>
      ) : (
        <p className={styles.meta}>{t('promotions.raffle.open')}</p>
      )}
      <Button tone="primary" disabled={phase !== 'claimable'} loading={claiming} onClick={() => void onClaim()}>
        {t('promotions.raffle.claim')}
      </Button>
    </section>
  );
}
