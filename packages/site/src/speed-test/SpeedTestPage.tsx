import { preserveAttributionParams } from '@platform/api-client';
import { createSpeedTestStore, type SpeedTestStore } from '@platform/speed-test';
import { SpeedTestPanel, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';

/** The home page on another entry domain, keeping the visitor's affiliate or referral codes of this address. */
export function enterHref(domain: string, currentUrl: string): string {
  const current = new URL(currentUrl);
  return preserveAttributionParams(`${current.origin}/${current.search}`, domain);
}

const idle = () => () => {};
const none = () => undefined;

/**
 * /speedtest: up to 10 random candidate domains (domainRoute), each probed by @platform/speed-test (the static host
 * and the ping, both must answer) 500 ms after the page opens; a re-test shows its loader for 1 s first. Each row says
 * its time and class and offers Enter on a reachable domain.
 */
export function SpeedTestPage() {
  const platform = usePlatform();
  const t = useT();
  const routes = useQuery({
    queryKey: ['speedTest', 'domains'],
    queryFn: ({ signal }) => platform.api.system.domainRoute(undefined, { signal }),
    staleTime: 0,
  });
  const [store, setStore] = useState<SpeedTestStore | null>(null);
  useEffect(() => {
    if (!routes.data) return;
    const created = createSpeedTestStore({ domains: routes.data.map((route) => route.domainName) });
    setStore(created);
    created.start();
    return () => created.dispose();
  }, [routes.data]);
  const snapshot = useSyncExternalStore(store?.subscribe ?? idle, store?.getSnapshot ?? none);
  return (
    <section className={page.page} aria-labelledby="speed-test-title">
      <h1 id="speed-test-title" className={page.heading}>
        {t('speedTest.title')}
      </h1>
      {routes.isError ? (
        <p role="alert">{refusalText(t, routes.error)}</p>
      ) : (
        <SpeedTestPanel
          rows={(snapshot?.entries ?? []).map((entry) => ({
            domain: entry.domain,
            ...(entry.probe ? { result: { speedMs: entry.probe.speed, speedClass: entry.probe.speedClass } } : {}),
          }))}
          preparing={
            !snapshot || snapshot.phase === 'idle' || snapshot.phase === 'scheduled' || snapshot.phase === 'loading'
          }
          measuring={snapshot?.phase === 'measuring'}
          onRetest={() => store?.retest()}
          enterHref={(domain) => enterHref(domain, window.location.href)}
        />
      )}
    </section>
  );
}
