import { formatDate } from '@platform/i18n';
import { type ReactNode, useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { SafeHtml } from '../../primitives/safe-html/SafeHtml';
import * as styles from './promotions.css';
import type { PromotionData } from './promotions.types';

export interface PromotionCardProps {
  promotion: PromotionData;
  /** The content is shown (the page opens the promotion of the address's hash). */
  expanded: boolean;
  onToggle: (promotion: PromotionData) => void;
  loggedIn: boolean;
  onClaim: (promotion: PromotionData) => void;
  onLogin: () => void;
  /** A link to the promotion's own page (made by the app's router), shown with the content. */
  detailsLink?: ReactNode;
  /** The heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
}

/** The anchor id of a promotion (`/promotions#<id>` scrolls to it). */
export const promotionAnchor = (id: number) => `promotion-${id}`;

/**
 * A promotion: banner, title (a toggle for its content and its further images), dates, and its claim state as the server reports it: a claim
 * button when claimable, the claim's status (under review, approved, not approved) once claimed, a log-in button for
 * visitors. The merchant's HTML goes through SafeHtml.
 */
export function PromotionCard({
  promotion,
  expanded,
  onToggle,
  loggedIn,
  onClaim,
  onLogin,
  detailsLink,
  headingLevel = 2,
}: PromotionCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  const start = formatDate(promotion.startDate, { language, style: 'date' });
  const period =
    promotion.endDate === null
      ? t('promotions.from', { start })
      : t('promotions.period', { start, end: formatDate(promotion.endDate, { language, style: 'date' }) });
  const [banner] = promotion.images;

  return (
    <article id={promotionAnchor(promotion.id)} className={styles.card} aria-labelledby={titleId}>
      {banner ? (
        <img
          className={styles.image}
          src={banner.url}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.cardHeader}>
        <Heading id={titleId} className={styles.title}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => onToggle(promotion)}
          >
            {promotion.title}
          </button>
        </Heading>
        <div className={styles.actions}>
          {promotion.claimStatus ? (
            <span className={styles.status}>{t(`promotions.status.${promotion.claimStatus}`)}</span>
          ) : null}
          {!loggedIn ? (
            <Button size="sm" tone="secondary" onClick={onLogin}>
              {t('promotions.loginToClaim')}
            </Button>
          ) : promotion.claimable ? (
            <Button size="sm" tone="primary" aria-describedby={titleId} onClick={() => onClaim(promotion)}>
              {t('promotions.claim')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className={styles.meta}>{period}</p>
      <div id={contentId} hidden={!expanded}>
        {expanded ? (
          <>
            <SafeHtml className={styles.content} html={promotion.contentHtml} />
            {promotion.images.slice(1).map((image) => (
              <img
                key={image.id}
                className={styles.image}
                src={image.url}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
                decoding="async"
              />
            ))}
            {detailsLink}
          </>
        ) : null}
      </div>
    </article>
  );
}
