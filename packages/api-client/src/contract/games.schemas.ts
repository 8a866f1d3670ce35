import { z } from 'zod';
import { epochMs, gameType, money, zeroOne } from './common';

/** The game shapes of player-site.md §3. */

export const game = z.object({
  gameId: z.string(),
  roomId: z.string().nullable(),
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  /** 1: show the icon (0 shows the name only). */
  showIcon: zeroOne,
  /** The vendor code (PT, DG, JDB...). */
  vassalage: z.string(),
  vendor: z.string(),
  /** 0: a free trial is available (player-site.md §3). */
  supportPlay: zeroOne,
  /** 1: the free-play button shows. */
  freeplay: zeroOne,
  /** 1: open in a new window. */
  appNewWindow: zeroOne,
  /** html5-desktop, or flash for the flash vendors. */
  platform: z.string(),
  accountTypeName: z.string(),
  gameType,
  displayName: z.string(),
  iconUrl: z.string(),
  category: z.string(),
  hot: z.boolean(),
  /** With a token: in the player's favourites. */
  isFavourite: z.boolean(),
});

export const gamePage = z.object({
  games: z.array(game),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  pageSize: z.number().int().min(1),
  pageNum: z.number().int().min(1),
});

export const gameVendor = z.object({
  vendor: z.string(),
  accountTypeId: z.number().int(),
  /** The lobby's page parameter (/electron?page=...). */
  accountTypeName: z.string(),
  displayName: z.string(),
  gameType,
  iconUrl: z.string(),
  /** PT, PTSS, DG, GPI launch with platform flash. */
  flash: z.boolean(),
  /** ALB launches through its own page. */
  separateLaunchPage: z.boolean(),
  underMaintenance: z.boolean(),
  supportTrial: z.boolean(),
  gameCount: z.number().int().nonnegative(),
  /** The vendor's lottery is a Vietnam lottery (points-centres-lottery.md §4: prize mode). */
  vietnamLottery: z.boolean(),
});

/** A category card: a vendor lobby (isGame VASSALAGE, opens the popup list) or a single game (isGame game). */
export const gameCard = z.object({
  id: z.number().int(),
  accountTypeId: z.number().int(),
  accountTypeName: z.string(),
  title: z.string(),
  isGame: z.enum(['game', 'VASSALAGE']),
  freeplay: zeroOne,
  /** The large card image (the platform's spelling). */
  lagerIcon: z.string(),
  gameType,
  vassalage: z.string(),
  /** For isGame game: the game to start. */
  gameId: z.string().nullable(),
});

export const rngVendorCard = z.object({
  cardId: z.number().int(),
  accountTypeName: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
});

export const launchResult = z.object({
  /** Open this (in the frame of /seamless, or a new window when newWindow). */
  url: z.string(),
  gameId: z.string(),
  vendor: z.string(),
  launchMode: z.string(),
  platform: z.string(),
  /** The language the vendor received (after the ID -> EN fallback of DG, JDB, AE). */
  language: z.string(),
  newWindow: z.boolean(),
  /** ALB: the URL is the vendor's separate launch page. */
  separatePage: z.boolean(),
  trial: z.boolean(),
  /** The wallet the game plays from, and its balance at launch. */
  walletCode: z.string(),
  balance: money,
});

export const winnerRecord = z.object({
  vo: z.object({ recordId: z.string() }),
  /** Masked (first two and last characters). */
  account: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  winAmount: money,
  winTime: epochMs,
});
