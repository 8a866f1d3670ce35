import type { MessageKey } from '@platform/i18n';
import { useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '../app/platform.context';
import { RouteLink } from '../app/route.links';
import * as styles from './lobby.css';
import { gameQueries } from './lobby.queries';
import type { ElectronSearch } from './lobby.search';

/** The words of the categories the platform's slots come in (the server sends codes). */
export const CATEGORY_LABELS: Readonly<Record<string, MessageKey>> = {
  SLOT: 'lobby.site.category.SLOT',
  JACKPOT: 'lobby.site.category.JACKPOT',
  TABLE: 'lobby.site.category.TABLE',
  ARCADE: 'lobby.site.category.ARCADE',
};

/** A category's words: the table's, else the server's code in sentence case ("NEW_GAMES" -> "New games"). */
export function useCategoryLabel(): (category: string) => string {
  const t = useT();
  return (category) => {
    const key = CATEGORY_LABELS[category];
    if (key) return t(key);
    const words = category.replace(/_/g, ' ').toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

/**
 * The category filter of a vendor's page in the electronic lobby: All, then each category its games fall in. Choosing
 * one keeps the search by name and goes back to page 1; choosing a tab or another vendor drops it (lobby.search.ts).
 */
export function ElectronCategories({
  pathname,
  vassalage,
  search,
}: {
  pathname: string;
  vassalage: string;
  search: ElectronSearch;
}) {
  const platform = usePlatform();
  const t = useT();
  const label = useCategoryLabel();
  const categories = useQuery(gameQueries.categories(platform, vassalage, 'RNG'));
  if (!categories.data || categories.data.length < 2) return null;
  const base = { page: search.page ?? vassalage, ...(search.name ? { name: search.name } : {}) };
  return (
    <nav aria-label={t('lobby.category')}>
      <ul className={styles.tabs}>
        {[undefined, ...categories.data].map((category) => (
          <li key={category ?? ''}>
            <RouteLink
              target={{ to: pathname, search: category ? { ...base, category } : base }}
              className={styles.tab}
              current={search.category === category}
            >
              {category ? label(category) : t('common.all')}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
