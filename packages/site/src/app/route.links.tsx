import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';

/*
 * The lobby's destinations come from tables (GAME_TYPE_ROUTES, MORE_ROUTES, card actions), so their paths are values
 * the route tree cannot check one by one; these two helpers are the one place that hands such a target to the router.
 */
/** A destination read off a table: a path and its search parameters. */
export interface RouteTarget {
  to: string;
  /** Page numbers stay numbers: the router writes a string that looks like a number in quotes. */
  search: Readonly<Record<string, string | number | undefined>>;
}

type LooseTarget = { to: never; search: never };

function loose(target: RouteTarget): LooseTarget {
  return { to: target.to, search: target.search } as unknown as LooseTarget;
}

/** A link to a table-driven lobby destination (a real anchor: middle-click and "open in new tab" work). */
export function RouteLink({
  target,
  className,
  current,
  children,
}: {
  target: RouteTarget;
  className?: string;
  /** Marks the link as the page shown now (a selected tab). */
  current?: boolean;
  children: ReactNode;
}) {
  return (
    <Link {...loose(target)} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** Navigates to a table-driven lobby destination. */
export function useGoTo(): (target: RouteTarget) => void {
  const router = useRouter();
  return useCallback((target: RouteTarget) => void router.navigate(loose(target)), [router]);
}
