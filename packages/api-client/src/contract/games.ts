import { z } from 'zod';
import { fromQuery, gameType, ok, shortText } from './common';
import { endpoint } from './define';
import { game, gameCard, gamePage, gameVendor, launchResult, rngVendorCard, winnerRecord } from './games.schemas';

const pageInput = {
  pageNum: fromQuery(z.number().int().min(1).max(1_000_000).default(1)),
  /** 40 for the lobby, 10 for the popup (player-site.md §9). */
  pageSize: fromQuery(z.number().int().min(1).max(100).default(40)),
};

/** Vendor languages: the site's six plus ID (Indonesian), which DG, JDB and AE do not support (fallback EN). */
export const launchLanguage = z.enum(['CN', 'TW', 'JA', 'EN', 'TH', 'VI', 'ID']);
export const launchPlatform = z.enum(['html5-desktop', 'flash', 'flash,html5-desktop']);

export const games = {
  vendors: endpoint({
    method: 'GET',
    path: '/wps/game/vendors',
    summary: 'Vendor lanes by game type (gameVendor): which vendors serve LIVE, RNG, FISH, PVP, SPORTS...',
    description: 'A vendor serving two types appears in both lanes. LOTT and ELOTT tiles need their lane non-empty.',
    input: z.object({}),
    output: z.array(z.object({ gameType, vendors: z.array(gameVendor) })),
    access: 'public',
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/game/list',
    summary: 'Games of a vendor (vassalage) with paging; with a token, isFavourite is filled',
    input: z.object({
      vassalage: z.string().trim().min(1).max(32),
      gameType: gameType.optional(),
      category: shortText.optional(),
      name: z.string().max(64).optional(),
      ...pageInput,
    }),
    output: gamePage,
    access: 'optional',
  }),
  hot: endpoint({
    method: 'GET',
    path: '/wps/game/hot',
    summary: 'Hot games (electronic lobby tab hot; recommended games during vendor maintenance, 12 per slide)',
    input: z.object({ gameType: gameType.optional(), ...pageInput }),
    output: gamePage,
    access: 'optional',
  }),
  recent: endpoint({
    method: 'GET',
    path: '/wps/game/recent',
    summary: 'Games the player launched lately, newest first (recentGameList)',
    input: z.object({ ...pageInput }),
    output: gamePage,
    access: 'member',
  }),
  favourites: endpoint({
    method: 'GET',
    path: '/wps/game/favourites',
    summary: "The player's favourite games (favGameList)",
    input: z.object({ ...pageInput }),
    output: gamePage,
    access: 'member',
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/wps/game/favourites/add',
    summary: 'Add a game to the favourites (idempotent)',
    input: z.object({ gameId: z.string().min(1).max(64) }),
    output: ok,
    access: 'member',
    idempotent: true,
    errors: ['game.not.found'],
  }),
  removeFavourite: endpoint({
    method: 'POST',
    path: '/wps/game/favourites/remove',
    summary: 'Remove a game from the favourites (idempotent)',
    input: z.object({ gameId: z.string().min(1).max(64) }),
    output: ok,
    access: 'member',
    idempotent: true,
  }),
  cards: endpoint({
    method: 'GET',
    path: '/wps/game/cards',
    summary: 'Game category cards of a type (LIVE, SPORTS, FISH, PVP, ESPORTS...): a vendor lobby or one game',
    input: z.object({ gameType }),
    output: z.array(gameCard),
    access: 'public',
  }),
  rngVendors: endpoint({
    method: 'GET',
    path: '/wps/game/rng/vendors',
    summary: 'Vendor cards of the electronic lobby (RNG); /electron?page={accountTypeName}',
    input: z.object({}),
    output: z.array(rngVendorCard),
    access: 'public',
  }),
  launch: endpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    summary: 'Launch a game for real money; answers the launch URL',
    description:
      'Every field of the spec payload. `platform` html5-desktop, or flash for the flash vendors PT, PTSS, DG, GPI ' +
      '(the popup sends "flash,html5-desktop", which suits both); ALB answers its separate launch page. language ID ' +
      'falls back to EN for DG, JDB and AE (`language` of the answer is what the vendor got). `confirmTrans` moves ' +
      'the main balance into the vendor wallet first (transfer-wallet merchants). Failures: ' +
      '`vendor_under_maintenance` (value `{ resType: 1, games }` with recommended games), ' +
      '`launch_game_balance_not_enough` (value `{ balance, required }`), `trial.account.refused` (isAgent 4).',
    input: z.object({
      gameId: z.string().min(1).max(64),
      nodeId: shortText.optional(),
      accountType: shortText.optional(),
      confirmTrans: z.boolean().default(false),
      vassalage: z.string().min(1).max(32),
      username: shortText.optional(),
      launchMode: z.literal('GLS').default('GLS'),
      platform: launchPlatform.default('html5-desktop'),
      clientType: z.literal(3).default(3),
      merchantCode: shortText.optional(),
      token: z.string().max(256).optional(),
      language: launchLanguage.default('CN'),
    }),
    output: launchResult,
    access: 'member',
    errors: [
      'vendor_under_maintenance',
      'launch_game_balance_not_enough',
      'trial.account.refused',
      'game.not.found',
      'game.platform.unsupported',
      'launch.identity.mismatch',
      'rg.loss.limit',
      'rg.wager.limit',
      'rg.session.limit',
    ],
  }),
  launchTrial: endpoint({
    method: 'POST',
    path: '/wps/game/launchTrial',
    summary: 'Launch the free trial of a game (supportPlay 0) with play money; no login needed',
    input: z.object({
      gameId: z.string().min(1).max(64),
      vassalage: z.string().min(1).max(32),
      platform: launchPlatform.default('html5-desktop'),
      clientType: z.literal(3).default(3),
      language: launchLanguage.default('CN'),
    }),
    output: launchResult,
    access: 'optional',
    errors: ['game.trial.unsupported', 'vendor_under_maintenance', 'game.not.found'],
  }),
  logoutGame: endpoint({
    method: 'POST',
    path: '/wps/game/logoutGame',
    summary: "Leave the player's game sessions (leaving /seamless); vendor wallets return to the main wallet",
    input: z.object({ vassalage: z.string().max(32).optional() }),
    output: ok,
    access: 'member',
  }),
  winners: endpoint({
    method: 'GET',
    path: '/wps/game/winners',
    summary: 'Winner board: the latest big wins (default 100 records)',
    input: z.object({ size: fromQuery(z.number().int().min(1).max(200).default(100)) }),
    output: z.object({
      /** The record fields the merchant shows, in order. */
      fields: z.array(z.enum(['account', 'gameName', 'vendor', 'winAmount', 'winTime'])),
      list: z.array(winnerRecord),
    }),
    access: 'public',
  }),
} as const;

export { game, gameCard, gamePage, gameVendor, launchResult, rngVendorCard, winnerRecord };
