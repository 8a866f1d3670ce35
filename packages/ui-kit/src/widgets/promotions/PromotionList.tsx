import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Tabs } from '../../primitives/tabs/Tabs';
import { PromotionCard } from './PromotionCard';
import * as styles from './promotions.css';
import type { PromotionCategoryData, PromotionData } from './promotions.types';

export interface PromotionListProps {
  categories: readonly PromotionCategoryData[];
  promotions: readonly PromotionData[];
  /** Which promotions each category holds (promoAnnouncementCategoryIds), by promotion id. */
  categoriesOf: (promotion: PromotionData) => readonly number[];
  /** The category shown: All or an id (the page keeps it in the address). */
  category: 'all' | number;
  onCategoryChange: (category: 'all' | number) => void;
  /** The open promotion (the address's hash). */
  openId: number | null;
  onToggle: (promotion: PromotionData) => void;
  loggedIn: boolean;
  onClaim: (promotion: PromotionData) => void;
  onLogin: () => void;
  detailsLink?: (promotion: PromotionData) => ReactNode;
}

/** The promotions page's list (player-site §2): tabs All plus the categories, each promotion a card. */
export function PromotionList(props: PromotionListProps) {
  const { categories, promotions, categoriesOf, category, onCategoryChange, openId, detailsLink, ...card } = props;
  const t = useT();
  const panel = (shown: 'all' | number) => {
    const items = promotions.filter((promotion) => shown === 'all' || categoriesOf(promotion).includes(shown));
    if (items.length === 0) return <EmptyState title={t('promotions.empty')} />;
    return (
      <ul className={styles.list}>
        {items.map((promotion) => (
          <li key={promotion.id} className={openId === promotion.id ? styles.openItem : undefined}>
            <PromotionCard
              promotion={promotion}
              expanded={openId === promotion.id}
              detailsLink={detailsLink?.(promotion)}
              {...card}
            />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Tabs
      label={t('promotions.categories')}
      value={String(category)}
      onValueChange={(value) => onCategoryChange(value === 'all' ? 'all' : Number(value))}
      items={[
        { value: 'all', label: t('common.all'), content: panel('all') },
        ...categories.map((item) => ({ value: String(item.id), label: item.name, content: panel(item.id) })),
      ]}
    />
  );
}
