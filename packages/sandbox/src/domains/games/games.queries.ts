import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { Db } from '../../core/db';
import { type GameType, vendorByCode } from './vendors.catalog';

type Game = OutputOf<Contract['games']['list']>['games'][number];
type GamePage = OutputOf<Contract['games']['list']>;

export interface GameRow {
  game_id: string;
  vendor: string;
  game_type: GameType;
  display_name: string;
  category: string;
  node_id: string | null;
  room_id: string | null;
  node_name: string | null;
  support_play: 0 | 1;
  app_new_window: 0 | 1;
  hot_rank: number | null;
  sort: number;
}

export const gameIconUrl = (gameId: string) => `/res/games/${encodeURIComponent(gameId)}.svg`;
export const vendorIconUrl = (vendor: string) => `/res/vendors/${encodeURIComponent(vendor)}.svg`;

export function toGame(row: GameRow, favourites: ReadonlySet<string>): Game {
  const vendor = vendorByCode.get(row.vendor);
  return {
    gameId: row.game_id,
    roomId: row.room_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    showIcon: 1,
    vassalage: row.vendor,
    vendor: row.vendor,
    supportPlay: row.support_play,
    freeplay: row.support_play === 0 ? 1 : 0,
    appNewWindow: row.app_new_window,
    platform: vendor?.flash ? 'flash' : 'html5-desktop',
    accountTypeName: row.vendor,
    gameType: row.game_type,
    displayName: row.display_name,
    iconUrl: gameIconUrl(row.game_id),
    category: row.category,
    hot: row.hot_rank !== null,
    isFavourite: favourites.has(row.game_id),
  };
}

export async function favouritesOf(db: Db, customerId: number | undefined): Promise<Set<string>> {
  if (customerId === undefined) return new Set();
  const rows = await db.query<{ game_id: string }>('SELECT game_id FROM favourite_games WHERE customer_id = $1', [
    customerId,
  ]);
  return new Set(rows.map((r) => r.game_id));
}

/**
 * One page of games: `where` filters (with its params from $1), `order` sorts. The total comes from a window
 * count, so a page costs one query.
 */
export async function gamePage(
  db: Db,
  query: { from?: string; where: string; params: unknown[]; order: string },
  page: { pageNum: number; pageSize: number },
  favourites: ReadonlySet<string>,
): Promise<GamePage> {
  const offset = (page.pageNum - 1) * page.pageSize;
  const n = query.params.length;
  const rows = await db.query<GameRow & { total: number }>(
    `SELECT g.*, count(*) OVER ()::int AS total FROM ${query.from ?? 'games g'} WHERE ${query.where}
     ORDER BY ${query.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...query.params, page.pageSize, offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page the window count is absent: count separately so totalPages stays right.
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${query.from ?? 'games g'} WHERE ${query.where}`,
      query.params,
    );
    total = row?.n ?? 0;
  }
  return {
    games: rows.map((r) => toGame(r, favourites)),
    total,
    totalPages: Math.ceil(total / page.pageSize),
    pageSize: page.pageSize,
    pageNum: page.pageNum,
  };
}

export async function findGame(db: Db, gameId: string): Promise<GameRow | undefined> {
  const [row] = await db.query<GameRow>('SELECT * FROM games WHERE game_id = $1', [gameId]);
  return row;
}

export async function vendorsUnderMaintenance(db: Db, merchant: string): Promise<Set<string>> {
  const rows = await db.query<{ vendor: string }>('SELECT vendor FROM vendor_maintenance WHERE merchant_code = $1', [
    merchant,
  ]);
  return new Set(rows.map((r) => r.vendor));
}
