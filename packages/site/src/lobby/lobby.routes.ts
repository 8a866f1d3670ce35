import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import { gameQueries } from './lobby.queries';
import { validateElectronSearch, validateGameListSearch } from './lobby.search';

const GameListPage = lazyRouteComponent(() => import('./GameListPage'), 'GameListPage');
const ElectronPage = lazyRouteComponent(() => import('./ElectronPage'), 'ElectronPage');

/**
 * A game list screen by vassalage. Its loader only starts fetching the vendor lanes (it does not wait), so hovering a
 * link warms them and the page renders at once with its skeletons.
 */
function gameListRoute<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: GameListPage,
    validateSearch: validateGameListSearch,
    loader: ({ context }) => void context.queryClient.prefetchQuery(gameQueries.vendors(context.platform)),
  });
}

function electronRoute<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: ElectronPage,
    validateSearch: validateElectronSearch,
    loader: ({ context }) => {
      void context.queryClient.prefetchQuery(gameQueries.rngVendors(context.platform));
      void context.queryClient.prefetchQuery(gameQueries.vendors(context.platform));
    },
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
