import { launchTargetOf } from '@platform/games';
import { EmptyState, GameGrid, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { RouteLink } from '../app/route.links';
import { useLaunchGame } from '../app/useLaunchGame';
import { LOGIN_PATH } from '../app/useRefusal';
import { type ElectronVendor, electronQuery } from './electron.query';
import { LOBBY_LIMITS } from './lobby.constants';
import * as styles from './lobby.css';
import { useFavouriteToggle } from './lobby.favourites';
import { gameById, tileOf } from './lobby.map';
import { gameGridFirstScreen, preloadPictures } from './lobby.preload';
import { ELECTRON_TABS_NEEDING_LOGIN, type ElectronSearch } from './lobby.search';
import { useVendorNames } from './useVendorNames';

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
  // The first screen's pictures (the page's largest paint), at high priority, if the warm-up has not asked already.
  preloadPictures(gameGridFirstScreen(games));
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
      label={vendor ? t('lobby.gameList', { vendor: vendor.displayName }) : t('lobby.gameType.RNG')}
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
