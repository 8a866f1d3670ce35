import { useT } from '../../i18n/I18nProvider';
import { Badge } from '../../primitives/badge/Badge';
import { Button } from '../../primitives/button/Button';
import { Disclosure } from '../shared/Disclosure';
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
  /** Promotions the player may join now (the public state's availablePromoCount): a line to the reward centre. */
  availablePromoCount?: number;
  /** Opens the reward centre; without it the promotions' line is not shown. */
  onOpenRewardCentre?: () => void;
}

/**
 * The reward notifications waiting for the player (player-site §2), in the header: a "Your rewards" button whose
 * badge counts what can be done now (a claimable draw, unseen prizes, unacknowledged bonuses, promotions to join) and
 * whose panel holds the raffle tip and a line each for prizes, bonuses and the available promotions (player-site §2
 * "available-promotions badge leading to rewardCenter"). It never covers the page; a modal opens only when the player
 * asks (or when a bonus arrives live).
 */
export function RewardTray({
  raffle,
  prizeCount,
  onOpenPrizes,
  bonusCount,
  onOpenBonuses,
  availablePromoCount = 0,
  onOpenRewardCentre,
}: RewardTrayProps) {
  const t = useT();
  const promotions = onOpenRewardCentre && availablePromoCount > 0 ? availablePromoCount : 0;
  if (!raffle && prizeCount === 0 && bonusCount === 0 && promotions === 0) return null;
  const waiting =
    (raffle?.phase === 'claimable' ? 1 : 0) +
    (prizeCount > 0 ? 1 : 0) +
    (bonusCount > 0 ? 1 : 0) +
    (promotions > 0 ? 1 : 0);
  return (
    <Disclosure
      label={t('promotions.rewards.tray')}
      panelClassName={styles.trayPanel}
      trigger={(props) => (
        <Button tone="ghost" size="sm" {...props}>
          {t('promotions.rewards.tray')}
          <Badge count={waiting} />
        </Button>
      )}
    >
      {(close) => (
        <div className={styles.tray}>
          {raffle ? <RaffleTip {...raffle} /> : null}
          {prizeCount > 0 ? (
            <div className={styles.tip}>
              <p className={styles.tipTitle}>{t('promotions.rewards.prizes', { count: prizeCount })}</p>
              <Button
                tone="primary"
                onClick={() => {
                  close();
                  onOpenPrizes();
                }}
              >
                {t('promotions.rewards.open')}
              </Button>
            </div>
          ) : null}
          {bonusCount > 0 ? (
            <div className={styles.tip}>
              <p className={styles.tipTitle}>{t('promotions.rewards.bonuses', { count: bonusCount })}</p>
              <Button
                tone="primary"
                onClick={() => {
                  close();
                  onOpenBonuses();
                }}
              >
                {t('promotions.rewards.view')}
              </Button>
            </div>
          ) : null}
          {promotions > 0 ? (
            <div className={styles.tip}>
              <p className={styles.tipTitle}>{t('promotions.rewards.available', { count: promotions })}</p>
              <Button
                tone="primary"
                onClick={() => {
                  close();
                  onOpenRewardCentre?.();
                }}
              >
                {t('centre.page.rewardCenter')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Disclosure>
  );
}
