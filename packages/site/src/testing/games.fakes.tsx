import type { Game, GameCard, GamePage, GameType, GameVendor, VendorLane } from '@platform/games';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Platform } from '../app/platform';
import type { RouterContext } from '../router/root.route';
import type { FakeServer } from './fake.server';
import { fakePlatform, renderPages } from './render';

/** Test data and the games calls as mocks, for the lobby and launch component tests (over the one test platform). */

// The machine is shared and jsdom with compiled styles is slow: wait up to 5 s for what a test expects to appear.
configure({ asyncUtilTimeout: 5000 });

export function makeGame(overrides: Partial<Game> & { gameId: string }): Game {
  return {
    roomId: null,
    nodeId: null,
    nodeName: null,
    showIcon: 1,
    vassalage: 'PT',
    vendor: 'PT',
    supportPlay: 0,
    freeplay: 0,
    appNewWindow: 0,
    platform: 'html5-desktop',
    accountTypeName: 'PT',
    gameType: 'RNG',
    displayName: `Game ${overrides.gameId}`,
    iconUrl: `/res/games/${overrides.gameId}.svg`,
    category: 'SLOT',
    hot: false,
    isFavourite: false,
    ...overrides,
  };
}

/** Page `pageNum` of `total` games of a vendor, `pageSize` a page. */
export function makePage(
  vendor: string,
  total: number,
  pageNum = 1,
  pageSize = 40,
  overrides: Partial<Game> = {},
): GamePage {
  const start = (pageNum - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return {
    games: Array.from({ length: count }, (_, i) =>
      makeGame({
        gameId: `${vendor}-${start + i + 1}`,
        vassalage: vendor,
        vendor,
        accountTypeName: vendor,
        ...overrides,
      }),
    ),
    total,
    totalPages: Math.ceil(total / pageSize),
    pageSize,
    pageNum,
  };
}

export function makeVendor(vendor: string, gameType: GameType): GameVendor {
  return {
    vendor,
    accountTypeId: 100,
    accountTypeName: vendor,
    displayName: `${vendor} Gaming`,
    gameType,
    iconUrl: `/res/vendors/${vendor}.svg`,
    flash: false,
    separateLaunchPage: false,
    underMaintenance: false,
    supportTrial: true,
    gameCount: 10,
    vietnamLottery: false,
  };
}

export function makeLanes(lanes: Partial<Record<GameType, string[]>>): VendorLane[] {
  return Object.entries(lanes).map(([gameType, vendors]) => ({
    gameType: gameType as GameType,
    vendors: (vendors ?? []).map((v) => makeVendor(v, gameType as GameType)),
  }));
}

export function makeCard(id: number, gameType: GameType, vendor: string, overrides: Partial<GameCard> = {}): GameCard {
  return {
    id,
    accountTypeId: 100 + id,
    accountTypeName: vendor,
    title: `${vendor} ${gameType}`,
    isGame: 'VASSALAGE',
    freeplay: 0,
    lagerIcon: `/res/cards/${id}.svg`,
    gameType,
    vassalage: vendor,
    gameId: null,
    ...overrides,
  };
}

/** The games group of the api client as mocks, answering a small catalogue by default. */
export function fakeGamesApi() {
  return {
    vendors: vi.fn(async () => makeLanes({ LIVE: ['DG', 'ALB'], RNG: ['PT', 'JDB'], FISH: ['JDB'], LOTT: [] })),
    list: vi.fn(async (input: { vassalage: string; pageNum?: number; pageSize?: number }) =>
      makePage(input.vassalage, 25, input.pageNum ?? 1, input.pageSize ?? 40),
    ),
    hot: vi.fn(async (input?: { pageNum?: number; pageSize?: number }) =>
      makePage('PT', 3, input?.pageNum ?? 1, input?.pageSize ?? 40, { hot: true }),
    ),
    recent: vi.fn(async () => makePage('JDB', 2)),
    favourites: vi.fn(async () => makePage('PT', 1, 1, 40, { isFavourite: true })),
    addFavourite: vi.fn(async () => true as const),
    removeFavourite: vi.fn(async () => true as const),
    cards: vi.fn(async ({ gameType }: { gameType: GameType }) => [
      makeCard(1, gameType, 'DG'),
      makeCard(2, gameType, 'ALB'),
      makeCard(3, gameType, 'AE'),
      makeCard(4, gameType, 'GPI'),
    ]),
    rngVendors: vi.fn(async () =>
      ['PT', 'JDB', 'CQ9', 'JILI'].map((v, i) => ({
        cardId: i + 1,
        accountTypeName: v,
        displayName: `${v} Slots`,
        iconUrl: `/res/vendors/${v}.svg`,
      })),
    ),
    launch: vi.fn(async (input: { gameId: string }) => launchResult(input.gameId, false)),
    launchTrial: vi.fn(async (input: { gameId: string }) => launchResult(input.gameId, true)),
    logoutGame: vi.fn(async () => true as const),
    winners: vi.fn(),
  };
}

function launchResult(gameId: string, trial: boolean) {
  return {
    url: `http://game.test/play?game=${gameId}`,
    gameId,
    vendor: 'PT',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    language: 'EN',
    newWindow: false,
    separatePage: false,
    trial,
    walletCode: trial ? 'TRIAL' : 'PT',
    balance: 100,
  };
}

export type FakeGamesApi = ReturnType<typeof fakeGamesApi>;

export interface FakeGamesPlatformOptions {
  games?: FakeGamesApi;
  /** Session values: `{ token, username, isAgent }` logs a player in. */
  session?: { token?: string; username?: string; isAgent?: number };
  walletMode?: 'SINGLE' | 'TRANSFER';
}

/**
 * The site's fake platform (testing/render.tsx) with the games calls answered by `games` mocks and the merchant's
 * wallet mode, so a test can check what the lobby asked for and answer each call.
 */
export function fakeGamesPlatform(
  options: FakeGamesPlatformOptions = {},
): Platform & { games: FakeGamesApi; server: FakeServer } {
  const games = options.games ?? fakeGamesApi();
  const wallet = {
    merchantWallet: vi.fn(async () => ({
      merchantCode: 'AURUM',
      walletMode: options.walletMode ?? 'TRANSFER',
      isSingle: options.walletMode === 'SINGLE',
      currency: 'CNY',
      wallets: [],
    })),
  };
  const { platform, server } = fakePlatform({
    mocks: { games, wallet },
    ...(options.session ? { player: options.session } : {}),
  });
  return Object.assign(platform, { games, server });
}

/**
 * Renders `component` at `path` (search included) inside a memory router whose routes are `routes`, plus a catch-all
 * for other addresses, with the platform, the query client and the English catalogue around it.
 */
export async function renderAt(
  platform: Platform,
  path: string,
  routes: Record<string, () => ReactNode>,
  hooks: {
    onEnter?: Record<string, (platform: Platform) => void>;
    onLeave?: Record<string, (platform: Platform) => void>;
  } = {},
) {
  const pages = Object.fromEntries(
    Object.entries(routes).map(([routePath, component]) => [
      routePath,
      {
        component,
        onEnter: (context: RouterContext) => hooks.onEnter?.[routePath]?.(context.platform),
        onLeave: (context: RouterContext) => hooks.onLeave?.[routePath]?.(context.platform),
      },
    ]),
  );
  const { view, router } = await renderPages({ platform, path, pages, otherwise: () => <p>elsewhere</p> });
  await router.load();
  return { ...view, router };
}

/** The titles of the toasts shown so far. */
export function toastTitles(platform: Platform): unknown[] {
  return platform.ui.toasts.getSnapshot().map((toast) => toast.title);
}
