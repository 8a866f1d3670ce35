import { LOBBY_LIMITS } from './lobby.constants';

/**
 * The lobby's URL queries (ARCHITECTURE "the URL holds what the spec puts in queries"), validated by hand: a bad or
 * missing value is dropped rather than refused, so an old or hand-typed link still opens the screen.
 */

const PAGE_MAX_LENGTH = 32;

function text(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim().slice(0, maxLength);
  return trimmed === '' ? undefined : trimmed;
}

function pageNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 1 ? n : undefined;
}

/** Drops the keys whose value is undefined, so links and the address bar stay clean. */
function compact<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
}

/** A game list screen: page is the vendor's account type (player-site §2), pageNum the page of games (from 1). */
export type GameListSearch = {
  page?: string;
  pageNum?: number;
  /** Passed by the lottery entry tiles (player-site §2 "Lottery tiles pass lottoGameGroup"). */
  lottoGameGroup?: string;
};

export function validateGameListSearch(search: Record<string, unknown>): GameListSearch {
  return compact({
    page: text(search.page, PAGE_MAX_LENGTH),
    pageNum: pageNumber(search.pageNum),
    lottoGameGroup: text(search.lottoGameGroup, PAGE_MAX_LENGTH),
  });
}

/** The electronic lobby's own tabs (player-site §2: "hot, recentGameList, favGameList"). */
export const ELECTRON_TABS = ['hot', 'recentGameList', 'favGameList'] as const;
export type ElectronTab = (typeof ELECTRON_TABS)[number];

/** The tab shown when the URL names none. */
export const DEFAULT_ELECTRON_TAB: ElectronTab = 'hot';

/** Tabs a visitor cannot open: they are refused with in_sorry_in and a way to log in (player-site §2). */
export const ELECTRON_TABS_NEEDING_LOGIN: ReadonlySet<string> = new Set<ElectronTab>(['recentGameList', 'favGameList']);

/** The electronic lobby: page is a vendor account type name or one of its tabs; name and category filter. */
export type ElectronSearch = {
  page?: string;
  name?: string;
  category?: string;
  pageNum?: number;
};

export function validateElectronSearch(search: Record<string, unknown>): ElectronSearch {
  return compact({
    page: text(search.page, PAGE_MAX_LENGTH),
    name: text(search.name, LOBBY_LIMITS.searchMaxLength),
    category: text(search.category, PAGE_MAX_LENGTH),
    pageNum: pageNumber(search.pageNum),
  });
}

/** Choosing a tab or a vendor resets name, category and page number (player-site §2, points §4). */
export function electronTabSearch(page: string): ElectronSearch {
  return { page };
}

export function isElectronTab(page: string | undefined): page is ElectronTab {
  return (ELECTRON_TABS as readonly string[]).includes(page ?? '');
}

/** The same search on another page of games (page 1 is left out of the URL). */
export function withPageNum<T extends Record<string, string | number | undefined>>(
  search: T,
  pageNum: number,
): Omit<T, 'pageNum'> & { pageNum?: number } {
  const { pageNum: _previous, ...rest } = search;
  return pageNum > 1 ? { ...rest, pageNum } : rest;
}
