import { useT } from '../../i18n/I18nProvider';
import { Icon } from '../../icons/icons';
import { Badge } from '../../primitives/badge/Badge';
import { Button } from '../../primitives/button/Button';
import { Disclosure } from '../shared/Disclosure';
import * as styles from './promotions.css';
import { RaffleTip, type RaffleTipProps } from './RaffleTip';

/** A gift, for the phone's short form of the tray's button (decorative: the label names the button). */
const giftGlyph = (
  <Icon>
    <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1-3-5-4-5-1s5 1 5 1zm0 0c1-3 5-4 5-1s-5 1-5 1z" />
  </Icon>
);

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
 * The reward notifications waiting for the player (player-site §2), in the header: a "Your rewards" button whose
 * badge counts what can be done now (a claimable draw, unseen prizes, unacknowledged bonuses) and whose panel holds
 * the raffle tip and a line each for prizes and bonuses. The promotions open to the player are not in it: they have
 * their own badge beside it (`PromotionsBadge`), seen without opening anything. It never covers the page; a modal
 * opens only when the player asks (or when a bonus arrives live).
 */
export function RewardTray({ raffle, prizeCount, onOpenPrizes, bonusCount, onOpenBonuses }: RewardTrayProps) {
  const t = useT();
  // One line for each kind of reward waiting, in this order; the badge counts the lines and a claimable draw.
  const lines = [
    {
      key: 'prizes',
      text: t('promotions.rewards.prizes', { count: prizeCount }),
      action: t('promotions.rewards.open'),
      count: prizeCount,
      onOpen: onOpenPrizes,
    },
    {
      key: 'bonuses',
      text: t('promotions.rewards.bonuses', { count: bonusCount }),
      action: t('promotions.rewards.view'),
      count: bonusCount,
      onOpen: onOpenBonuses,
    },
  ].filter((line) => line.count > 0);
  if (!raffle && lines.length === 0) return null;
  const waiting = (raffle?.phase === 'claimable' ? 1 : 0) + lines.length;
  return (
    <Disclosure
      label={t('promotions.rewards.tray')}
      panelClassName={styles.trayPanel}
      trigger={(props) => (
        <Button tone="ghost" size="sm" {...props}>
          <span className={styles.trayGlyph} aria-hidden="true">
            {giftGlyph}
          </span>
          <span className={styles.trayLabel}>{t('promotions.rewards.tray')}</span>
          <Badge count={waiting} />
        </Button>
      )}
    >
      {(close) => (
        <div className={styles.tray}>
          {raffle ? <RaffleTip {...raffle} /> : null}
          {lines.map((line) => (
            <div key={line.key} className={styles.tip}>
              <p className={styles.tipTitle}>{line.text}</p>
              <Button
                tone="primary"
                onClick={() => {
                  close();
                  line.onOpen();
                }}
              >
                {line.action}
              </Button>
            </div>
          ))}
        </div>
      )}
    </Disclosure>
  );
}
