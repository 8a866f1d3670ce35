import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';

export interface NoticeBoardSearch {
  page?: number;
}

/** Keeps a page number from 2 on; anything else is the first page. */
export function validateNoticeBoardSearch(search: Record<string, unknown>): NoticeBoardSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

/** /notices (points §2 "Other": the notice board, the right bar's noticeBoard): every notice, 10 a page. */
export const noticeBoardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notices',
  validateSearch: validateNoticeBoardSearch,
  component: lazyRouteComponent(() => import('./NoticeBoardPage'), 'NoticeBoardPage'),
});

/** The routes of the `notices` feature. */
export const noticesRoutes = [noticeBoardRoute] as const;
