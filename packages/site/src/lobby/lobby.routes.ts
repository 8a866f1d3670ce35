import { ELECTRON_ROUTE, type GAME_LIST_ALIASES, GAME_TYPES } from '@platform/games';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '../router/root.route';
import { rootRoute } from '../router/root.route';
import { validateElectronSearch, validateGameListSearch } from './lobby.search';

const GameListPage = lazyRouteComponent(() => import('./GameListPage'), 'GameListPage');
const ElectronPage = lazyRouteComponent(() => import('./ElectronPage'), 'ElectronPage');

/**
 * The home page's games block: its chunk and its data start with the home route, side by side with the home page's
 * own chunk, instead of after the page has rendered (the shell's home loader calls this). Each lobby route's loader
 * does the same with its page. The warm-ups live in the page modules, which load with the route anyway: a module of
 * their own would be one more request in the queue of the first load.
 */
export function warmHomeGames(context: RouterContext): void {
  void import('./HomeGames').then((block) => block.warmHomeGames(context));
}

function gameListRoute<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: GameListPage,
    validateSearch: validateGameListSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) => void import('./GameListPage').then((page) => page.warmGameList(context, path, deps)),
  });
}

function electronRoute<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: ElectronPage,
    validateSearch: validateElectronSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) => void import('./ElectronPage').then((page) => page.warmElectron(context, deps)),
  });
}

/**
 * The routes of the `lobby` feature: a screen per game type of the games table, its aliases and /electron. LOTT's
 * route, /lott, is the lottery feature's lobby (points §2), with its header entry and SEO row.
 */
export const lobbyRoutes = [
  gameListRoute(GAME_TYPES.SPORTS.route),
  gameListRoute(GAME_TYPES.LIVE.route),
  gameListRoute(GAME_TYPES.FISH.route),
  gameListRoute(GAME_TYPES.PVP.route),
  gameListRoute(GAME_TYPES.ESPORTS.route),
  gameListRoute(GAME_TYPES.ELOTT.route),
  gameListRoute('/casino' satisfies keyof typeof GAME_LIST_ALIASES),
  gameListRoute('/table' satisfies keyof typeof GAME_LIST_ALIASES),
  gameListRoute('/arcade' satisfies keyof typeof GAME_LIST_ALIASES),
  electronRoute(ELECTRON_ROUTE),
  electronRoute(GAME_TYPES.RNG.route),
] as const;
