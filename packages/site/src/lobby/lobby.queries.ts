import type { Game, GameCard, GamePage, GameType, RngVendorCard } from '@platform/games';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type GameListInput, gameKeys } from '../app/games.keys';
import type { Platform } from '../app/platform';
import { LOBBY_LIMITS, LOBBY_TIMES } from './lobby.constants';
import { HOME_CARD_SECTIONS } from './lobby.routing';

export { type GameListInput, gameKeys };

/** What the home games block shows. */
export interface HomeBlockData {
  /** Category cards by the entry block's category (sports, live, fish, pvp). */
  cards: Record<string, GameCard[]>;
  rngVendors: RngVendorCard[];
  popularLottery: Game | null;
}

/** Who is asking: the logged-in username, or null for a visitor. */
export function viewerOf(platform: Platform): string | null {
  return platform.session.session.token ? (platform.session.session.username ?? '') : null;
}

/** Every lobby query as a `queryOptions` factory (like app/bootstrap.queries.ts). */
export const gameQueries = {
  vendors: (platform: Platform) =>
    queryOptions({
      queryKey: gameKeys.vendors(),
      queryFn: ({ signal }) => platform.api.games.vendors(undefined, { signal }),
      staleTime: LOBBY_TIMES.catalogueStaleMs,
    }),
  cards: (platform: Platform, gameType: GameType) =>
    queryOptions({
      queryKey: gameKeys.cards(gameType),
      queryFn: ({ signal }) => platform.api.games.cards({ gameType }, { signal }),
      staleTime: LOBBY_TIMES.catalogueStaleMs,
    }),
  rngVendors: (platform: Platform) =>
    queryOptions({
      queryKey: gameKeys.rngVendors(),
      queryFn: ({ signal }) => platform.api.games.rngVendors(undefined, { signal }),
      staleTime: LOBBY_TIMES.catalogueStaleMs,
    }),
  list: (platform: Platform, input: GameListInput) =>
    queryOptions({
      queryKey: gameKeys.list(input, viewerOf(platform)),
      queryFn: ({ signal }) => platform.api.games.list(withoutEmpty(input), { signal }),
      staleTime: LOBBY_TIMES.gamesStaleMs,
      placeholderData: keepPreviousData,
    }),
  hot: (platform: Platform, pageNum: number, pageSize: number = LOBBY_LIMITS.gameListPageSize, gameType?: GameType) =>
    queryOptions({
      queryKey: gameKeys.hot(gameType, pageNum, pageSize, viewerOf(platform)),
      queryFn: ({ signal }) =>
        platform.api.games.hot(gameType ? { gameType, pageNum, pageSize } : { pageNum, pageSize }, { signal }),
      staleTime: LOBBY_TIMES.gamesStaleMs,
      placeholderData: keepPreviousData,
    }),
  /**
   * The popular lottery of the games entry block (player-site §2 "1 popular lottery"): the hottest LOTT game, or the
   * first game of the LOTT lane's first vendor when none is hot. Both are asked at once (the fallback is one game):
   * the block waits for this answer, and asking one after the other kept the home page's games a round trip later.
   */
  popularLottery: (platform: Platform) =>
    queryOptions({
      queryKey: ['games', 'popularLottery'] as const,
      queryFn: async ({ signal }): Promise<GamePage> => {
        const size = LOBBY_LIMITS.entryPopularLotteries;
        const firstOfLane = platform.queryClient.fetchQuery(gameQueries.vendors(platform)).then((lanes) => {
          const vendor = lanes.find((lane) => lane.gameType === 'LOTT')?.vendors[0];
          if (!vendor) return null;
          return platform.api.games.list(
            { vassalage: vendor.vendor, gameType: 'LOTT', pageNum: 1, pageSize: size },
            { signal },
          );
        });
        // Not needed when a game is hot: its failure must not fail the block.
        firstOfLane.catch(() => undefined);
        const hot = await platform.api.games.hot({ gameType: 'LOTT', pageNum: 1, pageSize: size }, { signal });
        if (hot.games.length > 0) return hot;
        return (await firstOfLane) ?? hot;
      },
      staleTime: LOBBY_TIMES.catalogueStaleMs,
    }),
  /**
   * Everything the home games block shows, in one query: the category cards of sports, live, fish and pvp, the RNG
   * vendor cards and the popular lottery. Each part is fetched (and cached) under its own key, so the type screens
   * find them; a part that fails shows as empty rather than hiding the whole block.
   */
  homeBlock: (platform: Platform) =>
    queryOptions({
      queryKey: ['games', 'homeBlock'] as const,
      queryFn: async (): Promise<HomeBlockData> => {
        const settled = <T>(promise: Promise<T>, empty: T) => promise.catch(() => empty);
        const { queryClient } = platform;
        const [cards, rng, popular] = await Promise.all([
          Promise.all(
            HOME_CARD_SECTIONS.map(({ gameType }) =>
              settled(queryClient.fetchQuery(gameQueries.cards(platform, gameType)), []),
            ),
          ),
          settled(queryClient.fetchQuery(gameQueries.rngVendors(platform)), []),
          settled(queryClient.fetchQuery(gameQueries.popularLottery(platform)), emptyGamePage),
        ]);
        const byCategory: Record<string, GameCard[]> = {};
        HOME_CARD_SECTIONS.forEach(({ category }, index) => {
          byCategory[category] = cards[index] ?? [];
        });
        return { cards: byCategory, rngVendors: rng, popularLottery: popular.games[0] ?? null };
      },
      staleTime: LOBBY_TIMES.catalogueStaleMs,
    }),
  /**
   * The categories a vendor's games of a type fall in (the electronic lobby's category filter). The contract has no
   * list of categories, so they are read off the vendor's games (one page of the contract's largest size).
   */
  categories: (platform: Platform, vassalage: string, gameType: GameType) =>
    queryOptions({
      queryKey: ['games', 'categories', vassalage, gameType] as const,
      queryFn: async ({ signal }) => {
        const page = await platform.api.games.list(
          { vassalage, gameType, pageNum: 1, pageSize: LOBBY_LIMITS.categorySamplePageSize },
          { signal },
        );
        return [...new Set(page.games.map((game) => game.category).filter(Boolean))].sort();
      },
      staleTime: LOBBY_TIMES.catalogueStaleMs,
    }),
  recent: (platform: Platform, pageNum: number) =>
    queryOptions({
      queryKey: gameKeys.recent(pageNum, viewerOf(platform)),
      queryFn: ({ signal }) =>
        platform.api.games.recent({ pageNum, pageSize: LOBBY_LIMITS.gameListPageSize }, { signal }),
      placeholderData: keepPreviousData,
    }),
  favourites: (platform: Platform, pageNum: number) =>
    queryOptions({
      queryKey: gameKeys.favourites(pageNum, viewerOf(platform)),
      queryFn: ({ signal }) =>
        platform.api.games.favourites({ pageNum, pageSize: LOBBY_LIMITS.gameListPageSize }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** Empty filters are left out of the query string. */
function withoutEmpty(input: GameListInput): GameListInput {
  const out: GameListInput = { vassalage: input.vassalage, pageNum: input.pageNum, pageSize: input.pageSize };
  if (input.gameType) out.gameType = input.gameType;
  if (input.category) out.category = input.category;
  if (input.name?.trim()) out.name = input.name.trim();
  return out;
}

/** An empty page, for screens that show nothing yet. */
export const emptyGamePage: GamePage = { games: [], total: 0, totalPages: 0, pageSize: 1, pageNum: 1 };
