// The query behind what the electronic lobby shows, apart from its component: the route's loader starts it before
// the page's chunk has arrived.

import type { GamePage, RngVendorCard } from '@platform/games';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { LOBBY_LIMITS } from './lobby.constants';
import { emptyGamePage, gameQueries } from './lobby.queries';
import type { ElectronSearch } from './lobby.search';

export type ElectronVendor = RngVendorCard & { vassalage: string };

type PageQuery = UseQueryOptions<GamePage, Error, GamePage, QueryKey>;

/** The query behind what the electronic lobby shows: a tab's list, or a vendor's games with the filters. */
export function electronQuery(
  platform: Platform,
  page: string,
  vendor: ElectronVendor | undefined,
  search: ElectronSearch,
): PageQuery {
  const pageNum = search.pageNum ?? 1;
  switch (page) {
    case 'hot':
      return gameQueries.hot(platform, pageNum, LOBBY_LIMITS.gameListPageSize, 'RNG') as PageQuery;
    case 'recentGameList':
      return gameQueries.recent(platform, pageNum) as PageQuery;
    case 'favGameList':
      return gameQueries.favourites(platform, pageNum) as PageQuery;
  }
  if (!vendor) return { queryKey: ['games', 'none'], queryFn: () => emptyGamePage, enabled: false };
  return gameQueries.list(platform, {
    vassalage: vendor.vassalage,
    gameType: 'RNG',
    name: search.name,
    category: search.category,
    pageNum,
    pageSize: LOBBY_LIMITS.gameListPageSize,
  }) as PageQuery;
}
