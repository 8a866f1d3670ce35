import { EmptyState, GameGrid, useT } from '@platform/ui-kit';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import type { Platform } from '../app/platform';
import { usePlatform } from '../app/platform.context';
import { launchTargetOf } from '../launch/launch.target';
import { useLaunchGame } from '../launch/useLaunchGame';
import { LOBBY_LIMITS } from './lobby.constants';
import * as styles from './lobby.css';
import { useFavouriteToggle } from './lobby.favourites';
import { RouteLink } from './lobby.links';
import { gameById, tileOf } from './lobby.map';
import { emptyGamePage, gameQueries } from './lobby.queries';
import { ELECTRON_TABS_NEEDING_LOGIN, type ElectronSearch } from './lobby.search';
import type { GamePage, RngVendorCard } from './lobby.types';
import { LOGIN_PATH } from './useRefusal';
import { useVendorNames } from './useVendorNames';

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

export interface ElectronGamesProps {
  page: string;
  vendor: ElectronVendor | undefined;
  vendorsLoading: boolean;
  search: ElectronSearch;
  onPageChange: (pageNum: number) => void;
}

/** The games of the electronic lobby's current tab or vendor, 40 a page, with favourites for players. */
export function ElectronGames({ page, vendor, vendorsLoading, search, onPageChange }: ElectronGamesProps) {
  const platform = usePlatform();
  const t = useT();
  const launch = useLaunchGame();
  const toggleFavourite = useFavouriteToggle();
  const vendorNames = useVendorNames();
  const { loggedIn } = useSnapshot(platform.session);
  const refused = ELECTRON_TABS_NEEDING_LOGIN.has(page) && !loggedIn;
  const options = electronQuery(platform, page, vendor, search);
  const list = useQuery({ ...options, enabled: !refused && options.enabled !== false });
  const games = list.data?.games ?? [];
  const withGame = (action: (game: (typeof games)[number]) => unknown) => (tile: { id: string }) => {
    const game = gameById(games, tile);
    return game ? action(game) : undefined;
  };

  if (refused) {
    return (
      <EmptyState
        title={t('in_sorry_in')}
        action={
          <RouteLink target={{ to: LOGIN_PATH, search: {} }} className={styles.tab}>
            {t('common.login')}
          </RouteLink>
        }
      />
    );
  }
  const unknownVendor = !vendor && !vendorsLoading && options.enabled === false;
  return (
    <GameGrid
      label={vendor ? t('lobby.gameList', { vendor: vendor.displayName }) : t('gameType.RNG')}
      games={games.map((game) => tileOf(game, vendorNames))}
      loading={!unknownVendor && (list.isPending || vendorsLoading)}
      skeletonCount={LOBBY_LIMITS.gameListPageSize}
      page={search.pageNum ?? 1}
      pageCount={Math.max(1, list.data?.totalPages ?? 1)}
      onPageChange={onPageChange}
      loggedIn={loggedIn}
      onPlay={withGame((game) => launch(launchTargetOf(game)))}
      onTrial={withGame((game) => launch(launchTargetOf(game), { mode: 'trial' }))}
      onToggleFavourite={(tile, favourite) => toggleFavourite({ gameId: tile.id, favourite })}
    />
  );
}
