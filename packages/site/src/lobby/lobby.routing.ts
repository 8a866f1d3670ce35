import {
  ELECTRON_ROUTE,
  GAME_LIST_ALIASES,
  GAME_TYPES,
  type GameCard,
  type GameType,
  lobbyPathOf,
  type VendorLanes,
} from '@platform/games';
import type { MessageKey } from '@platform/i18n';
import type { RouteTarget } from '../app/route.links';

/** The route of each game type, read off the games table (`/${type.toLowerCase()}`, player-site §2). */
export const GAME_TYPE_ROUTES = Object.fromEntries(
  Object.entries(GAME_TYPES).map(([type, row]) => [type, row.route]),
) as { readonly [T in GameType]: (typeof GAME_TYPES)[T]['route'] };

export type GameTypeRoute = (typeof GAME_TYPE_ROUTES)[GameType];

export { ELECTRON_ROUTE };

/** The game list screens by vassalage: every type's route but RNG's (the electronic lobby), plus the aliases. */
export const GAME_LIST_PATHS: Readonly<Record<string, Exclude<GameType, 'RNG'>>> = {
  ...Object.fromEntries(
    Object.entries(GAME_TYPE_ROUTES)
      .filter(([type]) => type !== 'RNG')
      .map(([type, path]) => [path, type]),
  ),
  ...Object.fromEntries(Object.entries(GAME_LIST_ALIASES).map(([path, alias]) => [path, alias.type])),
} as Readonly<Record<string, Exclude<GameType, 'RNG'>>>;

/** The game type a list screen's path shows (/live -> LIVE, /casino -> LIVE); undefined for other paths. */
export function gameTypeOfListPath(pathname: string): Exclude<GameType, 'RNG'> | undefined {
  return GAME_LIST_PATHS[pathname.replace(/\/+$/, '').toLowerCase()];
}

/** The screens of the electronic lobby (player-site §2: /electron; RNG's own route /rng shows it too). */
export const ELECTRON_PATHS = [ELECTRON_ROUTE, GAME_TYPE_ROUTES.RNG] as const;

/** Types whose entry tile needs a non-empty vendor lane, else in_stay_tuned (player-site §2). */
const LANE_REQUIRED: ReadonlySet<GameType> = new Set<GameType>(['LOTT', 'ELOTT']);

/** Types whose tiles are lottery tiles: they pass lottoGameGroup (player-site §2). */
const LOTTERY_TYPES: ReadonlySet<GameType> = new Set<GameType>(['LOTT', 'ELOTT']);

/** Category cards whose start opens the popup (VASSALAGE) or starts the game (game) (player-site §2). */
const POPUP_CARD_TYPES: ReadonlySet<GameType> = new Set<GameType>(['LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS']);

export type { RouteTarget };

export type EntryTileAction = { kind: 'route'; target: RouteTarget } | { kind: 'message'; messageKey: MessageKey };

/** What a click on a game-type entry tile does (player-site §2 "Game entry tiles"). */
export function entryTileAction(type: GameType, lanes: VendorLanes): EntryTileAction {
  if (LANE_REQUIRED.has(type) && (lanes[type]?.length ?? 0) === 0) {
    return { kind: 'message', messageKey: 'in_stay_tuned' };
  }
  const search: Record<string, string> = LOTTERY_TYPES.has(type) ? { lottoGameGroup: type } : {};
  return { kind: 'route', target: { to: GAME_TYPE_ROUTES[type], search } };
}

/** Types whose screen shows their category cards above the game list (the types whose cards do more than route). */
export function typeHasCards(type: GameType): boolean {
  return POPUP_CARD_TYPES.has(type);
}

export type CardAction =
  /** Open the game popup of the card's vendor. */
  | { kind: 'popup'; vassalage: string; gameType: GameType; title: string }
  /** Start the card's game. */
  | { kind: 'launch'; gameId: string; vassalage: string; gameType: GameType; accountType: string }
  /** Go to a lobby screen with page = the vendor's account type. */
  | { kind: 'route'; target: RouteTarget };

/**
 * What a category card's start does (player-site §2 "Game category cards"): LIVE, SPORTS, FISH, PVP and ESPORTS open
 * the popup for a VASSALAGE card and start the game for a game card; RNG goes to /electron?page={account type}; other
 * types route to their screen with page = accountTypeName. A game card without a game id falls back to the popup.
 */
export function cardStartAction(card: GameCard): CardAction {
  if (POPUP_CARD_TYPES.has(card.gameType)) {
    if (card.isGame === 'game' && card.gameId) {
      return {
        kind: 'launch',
        gameId: card.gameId,
        vassalage: card.vassalage,
        gameType: card.gameType,
        accountType: card.accountTypeName,
      };
    }
    return { kind: 'popup', vassalage: card.vassalage, gameType: card.gameType, title: card.title };
  }
  const to = lobbyPathOf(card.gameType);
  return { kind: 'route', target: { to, search: { page: card.accountTypeName } } };
}

export type FreePlayAction =
  | CardAction
  | { kind: 'trial'; gameId: string; vassalage: string; gameType: GameType; accountType: string };

/**
 * What a card's free-play button does (it shows when freeplay is 1): a game card starts the game's free trial; a
 * vendor card does what its start does, and the player picks a game and its free trial there (a choice: the spec
 * names the button only).
 */
export function cardFreePlayAction(card: GameCard): FreePlayAction {
  if (card.isGame === 'game' && card.gameId) {
    return {
      kind: 'trial',
      gameId: card.gameId,
      vassalage: card.vassalage,
      gameType: card.gameType,
      accountType: card.accountTypeName,
    };
  }
  return cardStartAction(card);
}

/** The More buttons of the games entry block (player-site §2: sports, live, fish, pvp, electron, lott). */
export const MORE_ROUTES = {
  sports: GAME_TYPE_ROUTES.SPORTS,
  live: GAME_TYPE_ROUTES.LIVE,
  fish: GAME_TYPE_ROUTES.FISH,
  pvp: GAME_TYPE_ROUTES.PVP,
  electron: ELECTRON_ROUTE,
  lott: GAME_TYPE_ROUTES.LOTT,
} as const;

/**
 * The games entry block's categories filled from category cards (player-site §2: sports, live, fish, pvp; rng is
 * filled from the electronic lobby's vendor cards and lottery from the popular lottery).
 */
export const HOME_CARD_SECTIONS = [
  { category: 'sports', gameType: 'SPORTS' },
  { category: 'live', gameType: 'LIVE' },
  { category: 'fish', gameType: 'FISH' },
  { category: 'pvp', gameType: 'PVP' },
] as const satisfies readonly { category: string; gameType: GameType }[];

/** The entry tiles, one per game type, in the order of the entry block then the other types. */
export const ENTRY_TILE_TYPES: readonly GameType[] = [
  'SPORTS',
  'LIVE',
  'FISH',
  'PVP',
  'RNG',
  'ESPORTS',
  'LOTT',
  'ELOTT',
];
