import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import * as styles from './promotions.css';
import { RaffleTip, type RaffleTipProps } from './RaffleTip';

export interface RewardTrayProps {
  /** The raffle tip, while there is a draw to count down to or to claim. */
  raffle?: RaffleTipProps | null;
  /** Prizes won and not yet shown: a line that opens the prize modal. */
  prizeCount: number;
  onOpenPrizes: () => void;
  /** Manual bonuses not yet acknowledged: a line that opens the bonus modal. */
  bonusCount: number;
  onOpenBonuses: () => void;
}

/**
 * The reward notifications waiting for the player (player-site §2), in one small region at the bottom left, clear
 * of the toast stack: the raffle tip, and lines for unseen prizes and bonuses. A modal opens only when the player
 * asks (or when a bonus arrives live), so nothing interrupts a player who has just logged in.
 */
export function RewardTray({ raffle, prizeCount, onOpenPrizes, bonusCount, onOpenBonuses }: RewardTrayProps) {
  const t = useT();
  if (!raffle && prizeCount === 0 && bonusCount === 0) return null;
  return (
    <section className={styles.tray} aria-label={t('rewards.tray')}>
      {raffle ? <RaffleTip {...raffle} /> : null}
      {prizeCount > 0 ? (
        <div className={styles.tip}>
          <p className={styles.tipTitle}>{t('rewards.prizes', { count: prizeCount })}</p>
          <Button tone="primary" onClick={onOpenPrizes}>
            {t('rewards.open')}
          </Button>
        </div>
      ) : null}
      {bonusCount > 0 ? (
        <div className={styles.tip}>
          <p className={styles.tipTitle}>{t('rewards.bonuses', { count: bonusCount })}</p>
          <Button tone="primary" onClick={onOpenBonuses}>
            {t('rewards.view')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
