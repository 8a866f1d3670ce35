import { lanesByType } from '@platform/games';
import { GamesEntryBlock, Skeleton, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { preloadLaunch } from '../app/launch.port';
import { usePlatform } from '../app/platform.context';
import { useGoTo } from '../app/route.links';
import type { RouterContext } from '../router/root.route';
import { EntryTiles } from './EntryTiles';
import {
  cardsByCategoryOf,
  entryBlockFirstRow,
  entryVendorsOf,
  homeBlockPictures,
  popularLotteriesOf,
} from './home.entry';
import { LOBBY_ART } from './lobby.constants';
import * as styles from './lobby.css';
import { preloadPictures } from './lobby.preload';
import { gameQueries } from './lobby.queries';
import { MORE_ROUTES } from './lobby.routing';
import { type PopupRequest, useCardActions } from './useCardActions';

const loadPopup = () => import('./GamePopupHost');
const GamePopupHost = lazy(() => loadPopup().then((module) => ({ default: module.GamePopupHost })));

/**
 * Starts the block's data with the home route, before the page renders (lobby.routes.ts `warmHomeGames`): the vendor
 * lanes and the entry block, then the first row's pictures at high priority, the moment the block is known.
 */
export function warmHomeGames({ queryClient, platform }: RouterContext): void {
  void queryClient.prefetchQuery(gameQueries.vendors(platform));
  queryClient.fetchQuery(gameQueries.homeBlock(platform)).then(
    (block) => preloadPictures(homeBlockPictures(block)),
    () => undefined,
  );
}

/** The pointer, focus or a finger heading for the block: the game popup and the launch code load then. */
const onIntent = () => {
  void loadPopup();
  void preloadLaunch();
};

/**
 * The home page's games block: the game-type entry tiles (player-site §2 "Game entry tiles"), then the games entry
 * block (ui-kit `GamesEntryBlock`: sports, live, fish, pvp, rng and lottery, 3 vendors each, 1 popular lottery, More
 * buttons). A vendor does what its category card does (popup, game or lobby screen). The game popup and the launch
 * code are lazy chunks, fetched when the pointer, focus or a finger first comes to the block.
 */
export function HomeGames() {
  const platform = usePlatform();
  const t = useT();
  const titleId = useId();
  const goTo = useGoTo();
  const vendors = useQuery(gameQueries.vendors(platform));
  const lanes = useMemo(() => lanesByType(vendors.data ?? []), [vendors.data]);
  const block = useQuery(gameQueries.homeBlock(platform));
  const [popup, setPopup] = useState<{ request: PopupRequest; open: boolean } | null>(null);
  const openPopup = useCallback((request: PopupRequest) => setPopup({ request, open: true }), []);
  const actions = useCardActions(openPopup);

  const cardsByCategory = useMemo(() => cardsByCategoryOf(block.data), [block.data]);
  const entryVendors = useMemo(() => entryVendorsOf(cardsByCategory), [cardsByCategory]);
  const popularLotteries = useMemo(() => popularLotteriesOf(block.data), [block.data]);
  const lottery = block.data?.popularLottery ?? undefined;
  const settled = !block.isPending;
  // The first row's pictures (the page's largest paint), at high priority, if the warm-up has not asked already.
  if (settled) preloadPictures(entryBlockFirstRow(entryVendors, popularLotteries));

  return (
    <section
      className={styles.home}
      aria-labelledby={titleId}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <h2 id={titleId} className={styles.homeTitle}>
        {t('lobby.site.gamesTitle')}
      </h2>
      <EntryTiles lanes={lanes} lanesKnown={vendors.isSuccess} />
      <div className={styles.entryBlock} aria-busy={!settled || undefined}>
        {settled ? (
          <GamesEntryBlock
            vendors={entryVendors}
            popularLotteries={popularLotteries}
            imageWidth={LOBBY_ART.entry.width}
            imageHeight={LOBBY_ART.entry.height}
            onOpenVendor={(category, item) => {
              const card = cardsByCategory[category]?.find((c) => String(c.id) === item.id);
              if (card) actions.start(card);
            }}
            onOpenLottery={() => {
              // The lottery page opens it (points §2: the popular lottery goes to /lottery with its game).
              if (lottery) goTo({ to: '/lottery', search: { gameId: lottery.gameId, lottoGameGroup: 'LOTT' } });
            }}
            onMore={(target) => goTo({ to: MORE_ROUTES[target], search: {} })}
          />
        ) : (
          <Skeleton className={styles.entryBlockSkeleton} height="100%" />
        )}
      </div>
      {popup ? (
        <Suspense fallback={null}>
          <GamePopupHost
            request={popup.request}
            open={popup.open}
            onClose={() => setPopup((current) => current && { ...current, open: false })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
