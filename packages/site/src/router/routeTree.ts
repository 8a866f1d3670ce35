import { accountRoutes } from '../accounts/accounts.routes';
import { launchRoutes } from '../launch/launch.routes';
import { lobbyRoutes } from '../lobby/lobby.routes';
import { shellRoutes } from '../shell/shell.routes';
import { rootRoute } from './root.route';

/** Every route of the site, by feature. Each feature folder owns its `*.routes.ts(x)`; pages are lazy chunks. */
export const routeTree = rootRoute.addChildren([...shellRoutes, ...accountRoutes, ...lobbyRoutes, ...launchRoutes]);
