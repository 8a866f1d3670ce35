import { FEATURES } from '../app/features';
import { rootRoute } from './root.route';

/** Every feature's routes, as one union, so `<Link to>` and `useSearch({ from })` stay typed. */
type FeatureRoute = Extract<(typeof FEATURES)[number], { routes: unknown }>['routes'][number];

/** Every route of the site: the routes of each feature manifest (app/features.ts), children of the root. */
export const routeTree = rootRoute.addChildren(
  FEATURES.flatMap((feature): readonly FeatureRoute[] => ('routes' in feature ? feature.routes : [])),
);
