import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import { ACCOUNT_ROUTES } from './accounts.constants';
import { validateLoginSearch, validateRegisterSearch } from './accounts.search';

/** A logged-in player has nothing to do on /login or /register: home. */
const visitorsOnly = ({ context }: { context: { platform: { session: { loggedIn: boolean } } } }) => {
  if (context.platform.session.loggedIn) throw redirect({ to: '/' });
};

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ACCOUNT_ROUTES.login,
  validateSearch: validateLoginSearch,
  beforeLoad: visitorsOnly,
  component: lazyRouteComponent(() => import('./login/LoginPage'), 'LoginPage'),
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ACCOUNT_ROUTES.register,
  validateSearch: validateRegisterSearch,
  beforeLoad: visitorsOnly,
  component: lazyRouteComponent(() => import('./register/RegisterPage'), 'RegisterPage'),
});

/** The old address of the register page (player-site §2 SEO list): the same page, the link's codes kept. */
export const registerHtmlRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register.html',
  validateSearch: validateRegisterSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: ACCOUNT_ROUTES.register, search });
  },
});

/** The routes of the `accounts` feature (lazy pages under the root route). */
export const accountRoutes = [loginRoute, registerRoute, registerHtmlRoute] as const;
