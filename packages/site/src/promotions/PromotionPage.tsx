import { EmptyState, PromotionCard, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { usePlatform } from '../app/platform.context';
import * as styles from './promotions.css';
import { promotionOf, promotionQueries } from './promotions.queries';
import { usePromotionActions } from './usePromotionActions';

/**
 * /promotion?id=<id> (player-site §2): one promotion, open, with its claim state; the link back to all of them.
 * Without an id, or for one that has ended, the page says so and links to the list.
 */
export function PromotionPage() {
  const platform = usePlatform();
  const t = useT();
  const { id } = useSearch({ from: '/promotion' });
  const actions = usePromotionActions();
  const list = useQuery(promotionQueries.list(platform));
  const item = list.data?.list.find((promotion) => promotion.id === id);

  return (
    <section className={styles.page} aria-labelledby="promotion-title">
      <h1 id="promotion-title" className={styles.heading}>
        {item?.title ?? t('promotions.title')}
      </h1>
      <div className={list.data ? undefined : styles.loading} aria-busy={!list.data || undefined}>
        {item ? (
          <PromotionCard
            promotion={actions.present(promotionOf(item))}
            expanded
            onToggle={() => undefined}
            loggedIn={actions.loggedIn}
            onClaim={actions.claim}
            onLogin={actions.login}
          />
        ) : list.data ? (
          <EmptyState title={t('promotions.notFound')} />
        ) : null}
      </div>
      <p>
        <Link to="/promotions" className={styles.link}>
          {t('promotions.back')}
        </Link>
      </p>
      {actions.dialog}
    </section>
  );
}
