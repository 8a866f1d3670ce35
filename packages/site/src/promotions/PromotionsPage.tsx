import { ListSkeleton, type PromotionData, PromotionList, promotionAnchor, useT, WinnerBoard } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { merchantCurrencyOf } from '../app/merchant.currency';
import { NoticeBanners } from '../app/NoticeBanners';
import { usePlatform } from '../app/platform.context';
import * as styles from './promotions.css';
import { promotionOf, promotionQueries } from './promotions.queries';
import { promotionIdOfHash } from './promotions.search';
import { usePromotionActions } from './usePromotionActions';

/** A row of promotion cards at 1280 px (three side by side, the artwork and the summary): the placeholders' size. */
const PROMOTION_CARD_PX = 259;

/** The hash's promotion sits this far below the top of the window (player-site §2). */
export const PROMOTION_SCROLL_OFFSET_PX = 150;

/**
 * /promotions (player-site §2): the PR banners of group w_promotion, the promotions by category (the category in the
 * address), and the winner board. The hash names a promotion: it opens and scrolls 150 px below the top, also when the
 * list arrives after the page.
 */
export function PromotionsPage() {
  const platform = usePlatform();
  const t = useT();
  const navigate = useNavigate({ from: '/promotions' });
  const search = useSearch({ from: '/promotions' });
  const hash = useLocation({ select: (location) => location.hash });
  const openId = promotionIdOfHash(hash);
  const actions = usePromotionActions();
  const list = useQuery(promotionQueries.list(platform));
  const banners = useQuery(promotionQueries.banners(platform));
  const winners = useQuery(promotionQueries.winners(platform));
  const status = useQuery(bootstrapQueries.status(platform));

  const loaded = list.data !== undefined;
  useEffect(() => {
    if (!loaded || openId === null) return;
    const card = document.getElementById(promotionAnchor(openId));
    if (!card) return;
    window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - PROMOTION_SCROLL_OFFSET_PX });
  }, [loaded, openId]);

  const categories = list.data?.categories ?? [];
  const category =
    search.category !== undefined && categories.some((item) => item.id === search.category) ? search.category : 'all';
  const byId = new Map((list.data?.list ?? []).map((item) => [item.id, item]));
  const toggle = (promotion: PromotionData) =>
    void navigate({
      search: (previous) => previous,
      hash: openId === promotion.id ? '' : String(promotion.id),
      replace: true,
    });

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title" className={styles.heading}>
        {t('promotions.title')}
      </h1>
      {/* While the banners load, their place is held (the 3:1 artwork plus the carousel's controls), so the list
          below does not jump when they arrive; a merchant without PR banners closes it. */}
      {banners.isPending ? <div className={styles.bannerSlot} aria-hidden="true" /> : null}
      {banners.data && banners.data.length > 0 ? <NoticeBanners banners={banners.data} /> : null}
      <div className={loaded ? undefined : styles.loading} aria-busy={!loaded || undefined}>
        {list.data ? (
          <PromotionList
            categories={categories}
            promotions={list.data.list.map((item) => actions.present(promotionOf(item)))}
            categoriesOf={(promotion) => byId.get(promotion.id)?.promoAnnouncementCategoryIds ?? []}
            category={category}
            onCategoryChange={(next) =>
              void navigate({ search: (previous) => ({ ...previous, category: next === 'all' ? undefined : next }) })
            }
            openId={openId}
            onToggle={toggle}
            loggedIn={actions.loggedIn}
            onClaim={actions.claim}
            onLogin={actions.login}
            detailsLink={(promotion) => (
              <Link to="/promotion" search={{ id: promotion.id }} className={styles.link}>
                {t('promotions.more')}
              </Link>
            )}
          />
        ) : (
          // The category tabs and a row of promotion cards, at their loaded size (259 px at 1280 px).
          <ListSkeleton layout="grid" minItemWidth={320} itemHeight={PROMOTION_CARD_PX} count={3} gap={16} withHeader />
        )}
      </div>
      {winners.data ? (
        <WinnerBoard
          fields={winners.data.fields}
          rows={winners.data.list.map((row) => ({ ...row, recordId: row.vo.recordId }))}
          currency={merchantCurrencyOf(status.data)}
        />
      ) : null}
      {actions.dialog}
    </section>
  );
}
