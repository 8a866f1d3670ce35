import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { focusPageHeading, playerIsTyping } from './route.focus';

/** How long a page may take to render its heading before focus settles on `main` instead. */
const HEADING_WAIT_MS = 2000;

/** Focus to the page's heading, unless the player is already typing in a field (the page came in late). */
function focusPage(): void {
  if (!playerIsTyping()) focusPageHeading();
}

/**
 * Moves focus to the new page's heading after every change of path (not on the first load, where focus belongs to the
 * browser; not for a new query or hash, which is the same page). A page still loading gets its heading focused as soon
 * as it appears, unless the player has started typing in a field by then.
 */
export function RouteFocus() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (pathname === undefined) return;
    const from = previous.current;
    previous.current = pathname;
    if (from === undefined || from === pathname) return;
    const main = document.querySelector('main');
    if (!main || main.querySelector('h1')) {
      focusPage();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!main.querySelector('h1')) return;
      done();
      focusPage();
    });
    const timer = setTimeout(() => {
      done();
      focusPage();
    }, HEADING_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return done;
  }, [pathname]);
  return null;
}
