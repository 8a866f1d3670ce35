import { useT } from '../../i18n/I18nProvider';
import { Icon } from '../../icons/icons';
import { Badge } from '../../primitives/badge/Badge';
import { Button } from '../../primitives/button/Button';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from './promotions.css';

/** A price tag, the badge's picture (decorative: the hidden sentence names the button). */
const tagGlyph = (
  <Icon>
    <path d="M3 12V4h8l10 10-8 8zM7.5 8.5h.01" />
  </Icon>
);

export interface PromotionsBadgeProps {
  /**
   * Promotions the player may join now (the public state's availablePromoCount), already 0 for a player who cannot
   * open the reward centre. Nothing shows at 0.
   */
  count: number;
  /** Opens the reward centre. */
  onOpen: () => void;
}

/**
 * The frame's available-promotions badge (player-site §2 "available-promotions badge leading to rewardCenter"): a tag
 * and the count on the account row, from every page, as compact as the info bar's unread messages so the row keeps
 * its one line at 1280 px (with the words it wrapped "Log out" to a second line). Screen readers hear the name and
 * the count in one ("Reward Center, 3 available"); a pointer's tooltip names the reward centre.
 */
export function PromotionsBadge({ count, onOpen }: PromotionsBadgeProps) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <Button
      tone="ghost"
      size="sm"
      className={styles.badgeButton}
      onClick={onOpen}
      title={t('centre.page.rewardCenter')}
    >
      <span className={styles.badgeGlyph} aria-hidden="true">
        {tagGlyph}
      </span>
      <Badge count={count} aria-hidden="true" />
      <VisuallyHidden>{t('promotions.badge.label', { count })}</VisuallyHidden>
    </Button>
  );
}
