import { usePhoneViewport } from '@platform/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';

const RightBarOverlay = lazy(() => import('./RightBarOverlay').then((m) => ({ default: m.RightBarOverlay })));

/** The longest the bar waits for an idle moment after the page has loaded. */
const IDLE_MAX_WAIT_MS = 2000;

/**
 * Mounts the right bar once the page has loaded and the browser is idle: a secondary control, its code and the
 * settings it reads never compete with the first paint of the page (the home route's budget). A phone never loads it:
 * its entries are a section of the menu sheet there.
 */
export function RightBarIdle() {
  const phone = usePhoneViewport();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let handle: number | undefined;
    const whenIdle = () => {
      handle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setIdle(true), { timeout: IDLE_MAX_WAIT_MS })
          : window.setTimeout(() => setIdle(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle !== undefined) {
        if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
        window.clearTimeout(handle);
      }
    };
  }, []);
  return idle && !phone ? (
    <Suspense fallback={null}>
      <RightBarOverlay />
    </Suspense>
  ) : null;
}
