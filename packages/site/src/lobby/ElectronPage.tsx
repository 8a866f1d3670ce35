import { type GamePage, lanesByType } from '@platform/games';
import { useT, VendorStrip } from '@platform/ui-kit';
import { type FetchQueryOptions, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { launchIntent } from '../app/launch.port';
import { usePlatform } from '../app/platform.context';
import { RouteLink, useGoTo } from '../app/route.links';
import type { RouterContext } from '../router/root.route';
import { ElectronCategories } from './ElectronCategories';
import { ElectronGames } from './ElectronGames';
import { ElectronSearchForm } from './ElectronSearchForm';
import { electronQuery } from './electron.query';
import * as styles from './lobby.css';
import { vendorOf } from './lobby.map';
import { gameGridFirstScreen, preloadPictures } from './lobby.preload';
import { gameQueries } from './lobby.queries';
import {
  DEFAULT_ELECTRON_TAB,
  ELECTRON_TABS,
  ELECTRON_TABS_NEEDING_LOGIN,
  type ElectronSearch,
  electronTabSearch,
  isElectronTab,
  withPageNum,
} from './lobby.search';

/**
 * Starts what the electronic lobby shows with its route, before the page renders (lobby.routes.ts): the vendor lanes,
 * the RNG vendors and the list of a tab (hot by default), then that list's first screen of pictures at high priority.
 * A vendor's list needs the vendors first; the page asks for it.
 */
export function warmElectron({ queryClient, platform }: RouterContext, search: ElectronSearch): void {
  void queryClient.prefetchQuery(gameQueries.vendors(platform));
  void queryClient.prefetchQuery(gameQueries.rngVendors(platform));
  const page = search.page ?? DEFAULT_ELECTRON_TAB;
  if (!isElectronTab(page) || (ELECTRON_TABS_NEEDING_LOGIN.has(page) && !platform.session.loggedIn)) return;
  queryClient.fetchQuery(electronQuery(platform, page, undefined, search) as FetchQueryOptions<GamePage>).then(
    (list) => preloadPictures(gameGridFirstScreen(list.games)),
    () => undefined,
  );
}

const TAB_LABELS = { hot: 'lobby.hot', recentGameList: 'lobby.recent', favGameList: 'lobby.favourites' } as const;

/**
 * The electronic lobby, /electron and /rng (player-site §2, points §2): query page is a vendor account type name, or
 * hot, recentGameList, favGameList. Choosing a tab or a vendor resets name, category and page number; recent and
 * favourites need login; the vendor strip scrolls 150 px a press with more than 8 vendors; a vendor's games can be
 * searched by name.
 */
export function ElectronPage() {
  const platform = usePlatform();
  const t = useT();
  const goTo = useGoTo();
  const { pathname } = useLocation();
  const search = useSearch({ strict: false }) as ElectronSearch;
  const page = search.page ?? DEFAULT_ELECTRON_TAB;

  const rngVendors = useQuery(gameQueries.rngVendors(platform));
  const lanes = useQuery(gameQueries.vendors(platform));
  // The strip names vendors by account type; the list call wants the vendor code (vassalage) of the RNG lane.
  const vassalageOf = useMemo(() => {
    const codes = new Map((lanesByType(lanes.data ?? []).RNG ?? []).map((v) => [v.accountTypeName, v.vendor]));
    return (accountTypeName: string) => codes.get(accountTypeName) ?? accountTypeName;
  }, [lanes.data]);
  const vendor = isElectronTab(page) ? undefined : rngVendors.data?.find((v) => v.accountTypeName === page);

  return (
    <section className={styles.page} aria-labelledby="electron-title" {...launchIntent}>
      <h1 id="electron-title" className={styles.pageTitle}>
        {t('lobby.gameType.RNG')}
      </h1>
      <div className={styles.toolbar}>
        <nav aria-label={t('lobby.site.electronTabs')}>
          <ul className={styles.tabs}>
            {ELECTRON_TABS.map((tab) => (
              <li key={tab}>
                <RouteLink
                  target={{ to: pathname, search: electronTabSearch(tab) }}
                  className={styles.tab}
                  current={page === tab}
                >
                  {t(TAB_LABELS[tab])}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.strip}>
          <VendorStrip
            vendors={(rngVendors.data ?? []).map(vendorOf)}
            selected={vendor?.accountTypeName ?? null}
            onSelect={(next) => goTo({ to: pathname, search: electronTabSearch(next.id) })}
          />
        </div>
      </div>
      {isElectronTab(page) ? null : (
        // Shown from the first paint of a vendor's page (not once the vendors arrive), so the list never moves down;
        // the categories share the search's row for the same reason.
        <div className={styles.filters}>
          <ElectronSearchForm
            key={`${page}:${search.name ?? ''}`}
            name={search.name}
            onSearch={(name) =>
              goTo({ to: pathname, search: { page, ...(name ? { name } : {}), ...categoryOf(search) } })
            }
          />
          <ElectronCategories pathname={pathname} vassalage={vassalageOf(page)} search={search} />
        </div>
      )}
      <ElectronGames
        page={page}
        vendor={vendor ? { ...vendor, vassalage: vassalageOf(vendor.accountTypeName) } : undefined}
        vendorsLoading={rngVendors.isPending}
        search={search}
        onPageChange={(n) => goTo({ to: pathname, search: withPageNum({ ...search, page }, n) })}
      />
    </section>
  );
}

function categoryOf(search: ElectronSearch): { category?: string } {
  return search.category ? { category: search.category } : {};
}
