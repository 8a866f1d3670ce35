import type { ApiClient } from '@platform/api-client';
import type { MessageKey } from '@platform/i18n';

/** The contract's game types, as the api-client answers them (types only). */
export type GameType = Awaited<ReturnType<ApiClient['games']['list']>>['games'][number]['gameType'];

/** A game type's screens (player-site §2). */
export interface GameTypeRow {
  /**
   * The route named after the lower-cased type (player-site §2: "entry tiles: click goes to the route named after the
   * lower-cased game type").
   */
  route: `/${string}`;
  /** Where its lobby is linked from the header, cards and banners: RNG's screen is the electronic lobby, /electron. */
  lobbyPath: `/${string}`;
  /** The lobby screen: a game list by vassalage, or the electronic lobby. */
  lobby: 'list' | 'electron';
  label: MessageKey;
  /** The SEO page of its route (seo.<page>.title / .description). */
  seo: 'sports' | 'live' | 'rng' | 'fish' | 'pvp' | 'lott' | 'elott' | null;
  /** Its place in the header's main navigation (home is 0). */
  navOrder: number;
}

/**
 * Every game type's path, label, SEO page and lobby kind: the ONE table the lobby's routes, the header, the SEO rows,
 * the banners' game links and the game frame's way back read.
 */
export const GAME_TYPES = {
  SPORTS: {
    route: '/sports',
    lobbyPath: '/sports',
    lobby: 'list',
    label: 'lobby.gameType.SPORTS',
    seo: 'sports',
    navOrder: 10,
  },
  LIVE: { route: '/live', lobbyPath: '/live', lobby: 'list', label: 'lobby.gameType.LIVE', seo: 'live', navOrder: 20 },
  RNG: {
    route: '/rng',
    lobbyPath: '/electron',
    lobby: 'electron',
    label: 'lobby.gameType.RNG',
    seo: 'rng',
    navOrder: 30,
  },
  FISH: { route: '/fish', lobbyPath: '/fish', lobby: 'list', label: 'lobby.gameType.FISH', seo: 'fish', navOrder: 40 },
  PVP: { route: '/pvp', lobbyPath: '/pvp', lobby: 'list', label: 'lobby.gameType.PVP', seo: 'pvp', navOrder: 50 },
  ESPORTS: {
    route: '/esports',
    lobbyPath: '/esports',
    lobby: 'list',
    label: 'lobby.gameType.ESPORTS',
    seo: null,
    navOrder: 60,
  },
  LOTT: { route: '/lott', lobbyPath: '/lott', lobby: 'list', label: 'lobby.gameType.LOTT', seo: 'lott', navOrder: 70 },
  ELOTT: {
    route: '/elott',
    lobbyPath: '/elott',
    lobby: 'list',
    label: 'lobby.gameType.ELOTT',
    seo: 'elott',
    navOrder: 80,
  },
} as const satisfies Record<GameType, GameTypeRow>;

/**
 * Paths of the spec's SEO list that name no game type of the contract (player-site §2: /casino, /table, /arcade),
 * served as the list screen of the type a player means by them. A choice where the spec is silent (lobby README).
 */
export const GAME_LIST_ALIASES = {
  '/casino': { type: 'LIVE', seo: 'casino' },
  '/table': { type: 'PVP', seo: 'table' },
  '/arcade': { type: 'FISH', seo: 'arcade' },
} as const satisfies Record<string, { type: Exclude<GameType, 'RNG'>; seo: string }>;

/** The electronic lobby's own path (player-site §2 "RNG goes to /electron?page={vendor account type}"). */
export const ELECTRON_ROUTE = GAME_TYPES.RNG.lobbyPath;

/** Where a game type's lobby is linked (RNG: /electron; the others: their own route). */
export function lobbyPathOf(type: GameType): `/${string}` {
  return GAME_TYPES[type].lobbyPath;
}
