import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '../router/root.route';
import { rootRoute } from '../router/root.route';
import { validateElectronSearch, validateGameListSearch } from './lobby.search';

const GameListPage = lazyRouteComponent(() => import('./GameListPage'), 'GameListPage');
const ElectronPage = lazyRouteComponent(() => import('./ElectronPage'), 'ElectronPage');

/**
 * Starts fetching what a lobby screen shows without waiting for it, so hovering a link warms the data and the page
 * renders at once with its skeletons. The query module is imported here rather than at the top: the route tree is
 * part of the first load, the lobby's data code is not.
 */
function warm(context: RouterContext, electron: boolean): void {
  void import('./lobby.queries').then(({ gameQueries }) => {
    const { queryClient, platform } = context;
    void queryClient.prefetchQuery(gameQueries.vendors(platform));
    if (electron) void queryClient.prefetchQuery(gameQueries.rngVendors(platform));
  });
}

/** A game list screen by vassalage. */
function gameListRoute<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: GameListPage,
    validateSearch: validateGameListSearch,
    loader: ({ context }) => warm(context, false),
  });
}

function electronRoute<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: ElectronPage,
    validateSearch: validateElectronSearch,
    loader: ({ context }) => warm(context, true),
  });
}

/**
 * The routes of the lobby (lazy pages under the root route), one per path of the tables in lobby.routing.ts
 * (GAME_LIST_PATHS and ELECTRON_PATHS; a test keeps the two in step).
 */
export const lobbyRoutes = [
  gameListRoute('/sports'),
  gameListRoute('/live'),
  gameListRoute('/fish'),
  gameListRoute('/pvp'),
  gameListRoute('/esports'),
  gameListRoute('/lott'),
  gameListRoute('/elott'),
  gameListRoute('/casino'),
  gameListRoute('/table'),
  gameListRoute('/arcade'),
  electronRoute('/electron'),
  electronRoute('/rng'),
] as const;
