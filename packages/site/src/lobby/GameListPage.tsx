import {
  type GamePage,
  type GameType,
  type GameVendor,
  gameTypeLabel,
  lanesByType,
  launchTargetOf,
} from '@platform/games';
import { EmptyState, GameGrid, useT, VendorStrip } from '@platform/ui-kit';
import { type FetchQueryOptions, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio/react';
import { launchIntent } from '../app/launch.port';
import type { Platform } from '../app/platform';
import { usePlatform } from '../app/platform.context';
import { useGoTo } from '../app/route.links';
import { useLaunchGame } from '../app/useLaunchGame';
import type { RouterContext } from '../router/root.route';
import { CategoryCards } from './CategoryCards';
import { LOBBY_LIMITS } from './lobby.constants';
import * as styles from './lobby.css';
import { useFavouriteToggle } from './lobby.favourites';
import { gameById, tileOf, vendorOf } from './lobby.map';
import { categoryCardsFirstRow, gameGridFirstScreen, preloadPictures } from './lobby.preload';
import { gameQueries } from './lobby.queries';
import { gameTypeOfListPath, typeHasCards } from './lobby.routing';
import { type GameListSearch, withPageNum } from './lobby.search';
import { useVendorNames } from './useVendorNames';

/** The vendor a list screen shows: query page names it by account type; else the lane's first (player-site §2). */
function shownVendor(lane: readonly GameVendor[], page: string | undefined): GameVendor | undefined {
  return lane.find((v) => v.accountTypeName === page) ?? lane[0];
}

function listQuery(platform: Platform, vassalage: string, gameType: GameType, pageNum: number) {
  return gameQueries.list(platform, { vassalage, gameType, pageNum, pageSize: LOBBY_LIMITS.gameListPageSize });
}

/**
 * Starts what a list screen shows with its route, before the page renders (lobby.routes.ts): the category cards of
 * its type and the vendor lanes, then the shown vendor's games; each first screen of pictures at high priority as
 * soon as it is known.
 */
export function warmGameList({ queryClient, platform }: RouterContext, path: string, search: GameListSearch): void {
  const gameType = gameTypeOfListPath(path) ?? 'LIVE';
  if (typeHasCards(gameType)) {
    queryClient.fetchQuery(gameQueries.cards(platform, gameType)).then(
      (cards) => preloadPictures(categoryCardsFirstRow(cards)),
      () => undefined,
    );
  }
  queryClient
    .fetchQuery(gameQueries.vendors(platform))
    .then(async (lanes) => {
      const vendor = shownVendor(lanesByType(lanes)[gameType] ?? [], search.page);
      if (!vendor) return;
      const options = listQuery(platform, vendor.vendor, gameType, search.pageNum ?? 1);
      const list = await queryClient.fetchQuery(options as FetchQueryOptions<GamePage>);
      preloadPictures(gameGridFirstScreen(list.games));
    })
    .catch(() => undefined);
}

/**
 * The game list screen by vassalage (player-site §2): the vendors of the route's game type in a strip, the selected
 * one taken from query page (its account type name; the lane's first vendor when absent or unknown), its games 40 a
 * page. A change of query loads the list again; a logged-in player sees and sets favourites.
 */
export function GameListPage() {
  const platform = usePlatform();
  const t = useT();
  const goTo = useGoTo();
  const launch = useLaunchGame();
  const toggleFavourite = useFavouriteToggle();
  const vendorNames = useVendorNames();
  const { pathname } = useLocation();
  const search = useSearch({ strict: false }) as GameListSearch;
  // Reading the session here makes the lists load again with favourites when the player logs in or out.
  const { loggedIn } = useSnapshot(platform.session);
  const gameType = gameTypeOfListPath(pathname) ?? 'LIVE';
  const title = t(gameTypeLabel(gameType));

  const vendors = useQuery(gameQueries.vendors(platform));
  const lane = useMemo(() => lanesByType(vendors.data ?? [])[gameType] ?? [], [vendors.data, gameType]);
  const vendor = shownVendor(lane, search.page);
  const pageNum = search.pageNum ?? 1;
  const list = useQuery({
    ...listQuery(platform, vendor?.vendor ?? '', gameType, pageNum),
    enabled: vendor !== undefined,
  });
  const games = list.data?.games ?? [];
  // The first screen's pictures (the page's largest paint), at high priority, if the warm-up has not asked already.
  preloadPictures(gameGridFirstScreen(games));
  const withGame = (action: (game: (typeof games)[number]) => unknown) => (tile: { id: string }) => {
    const game = gameById(games, tile);
    return game ? action(game) : undefined;
  };

  return (
    <section className={styles.page} aria-labelledby="game-list-title" {...launchIntent}>
      <h1 id="game-list-title" className={styles.pageTitle}>
        {title}
      </h1>
      {typeHasCards(gameType) ? <CategoryCards gameType={gameType} /> : null}
      {vendors.isSuccess && lane.length === 0 ? (
        <EmptyState title={t('in_stay_tuned')} />
      ) : (
        <>
          <div className={styles.strip}>
            <VendorStrip
              vendors={lane.map(vendorOf)}
              selected={vendor?.accountTypeName ?? null}
              onSelect={(next) => goTo({ to: pathname, search: { page: next.id } })}
            />
          </div>
          <GameGrid
            label={vendor ? t('lobby.gameList', { vendor: vendor.displayName }) : title}
            games={games.map((game) => tileOf(game, vendorNames))}
            loading={vendors.isPending || (vendor !== undefined && list.isPending)}
            skeletonCount={LOBBY_LIMITS.gameListPageSize}
            page={pageNum}
            pageCount={Math.max(1, list.data?.totalPages ?? 1)}
            onPageChange={(n) =>
              goTo({ to: pathname, search: withPageNum(vendor ? { page: vendor.accountTypeName } : {}, n) })
            }
            loggedIn={loggedIn}
            onPlay={withGame((game) => launch(launchTargetOf(game)))}
            onTrial={withGame((game) => launch(launchTargetOf(game), { mode: 'trial' }))}
            onToggleFavourite={(tile, favourite) => toggleFavourite({ gameId: tile.id, favourite })}
          />
        </>
      )}
    </section>
  );
}
