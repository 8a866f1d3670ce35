import { type Contract, contract, type ParsedInputOf } from '@platform/api-client/contract';
import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { serializeChecked } from '../../core/output';
import { lotteryCatalogue } from '../lottery/lottery.catalogue';
import { maskAccount } from '../shared/mask';
import { seededProductNames } from '../shared/team.seed';
import { playerSettings } from '../system/merchant.settings';
import { favouritesOf, findGame, gamePage, vendorIconUrl, vendorsUnderMaintenance } from './games.queries';
import { type GameType, vendorByCode, vendorCatalog } from './vendors.catalog';

/** Lottery bets are recorded as `<lane vendor>-<game code>` (lottery draws.service): their names, by that id. */
const lotteryNames = new Map(
  lotteryCatalogue.flatMap((game) => ['tcg', 'vr'].map((lane) => [`${lane}-${game.code.toLowerCase()}`, game.name])),
);

/** A bet's game as players read it: the lobby's name, the lottery's, the seeded vendor game's; the id only as a last resort. */
const gameNameOf = (gameId: string, displayName: string | null) =>
  displayName ?? lotteryNames.get(gameId) ?? seededProductNames.get(gameId) ?? gameId;

const laneOrder: GameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** One page of a vendor's games, filtered as asked, with the player's favourites marked. */
async function gameList(input: ParsedInputOf<Contract['games']['list']>, ctx: RequestContext) {
  const params: unknown[] = [input.vassalage.toUpperCase()];
  const where = ['g.vendor = $1'];
  if (input.gameType) {
    params.push(input.gameType);
    where.push(`g.game_type = $${params.length}`);
  }
  if (input.category) {
    params.push(input.category.toUpperCase());
    where.push(`g.category = $${params.length}`);
  }
  if (input.name?.trim()) {
    params.push(
      `%${input.name
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
    where.push(`lower(g.display_name) LIKE $${params.length}`);
  }
  return gamePage(
    ctx.db,
    { where: where.join(' AND '), params, order: 'g.game_type, g.sort, g.game_id' },
    input,
    await favouritesOf(ctx.db, ctx.customer?.id),
  );
}

export const gamesHandlers = implement('games', {
  vendors: async (_input, ctx) => {
    const maintenance = await vendorsUnderMaintenance(ctx.db, ctx.merchant.code);
    const counts = await ctx.db.query<{ vendor: string; game_type: string; n: number }>(
      'SELECT vendor, game_type, count(*)::int AS n FROM games GROUP BY vendor, game_type',
    );
    const countOf = (vendor: string, type: string) =>
      counts.find((c) => c.vendor === vendor && c.game_type === type)?.n ?? 0;
    return laneOrder.map((gameType) => ({
      gameType,
      vendors: vendorCatalog
        .filter((v) => v.types.includes(gameType))
        .map((v) => ({
          vendor: v.code,
          accountTypeId: v.accountTypeId,
          accountTypeName: v.code,
          displayName: v.displayName,
          gameType,
          iconUrl: vendorIconUrl(v.code),
          flash: v.flash,
          separateLaunchPage: v.separateLaunchPage,
          underMaintenance: maintenance.has(v.code),
          supportTrial: v.supportTrial,
          gameCount: countOf(v.code, gameType),
          vietnamLottery: v.vietnamLottery,
        })),
    }));
  },
  // A page of games: kept in the read cache per query and player until the games or the favourites are written.
  list: (input, ctx) =>
    ctx.runtime.cache.get(
      `games.list:${ctx.customer?.id ?? '-'}:${JSON.stringify(input)}`,
      ['games', 'favourite_games'],
      async () => serializeChecked(contract.games.list.output, await gameList(input, ctx)),
    ),
  hot: async (input, ctx) =>
    gamePage(
      ctx.db,
      {
        where: input.gameType ? 'g.hot_rank IS NOT NULL AND g.game_type = $1' : 'g.hot_rank IS NOT NULL',
        params: input.gameType ? [input.gameType] : [],
        order: 'g.hot_rank, g.game_id',
      },
      input,
      await favouritesOf(ctx.db, ctx.customer?.id),
    ),
  recent: async (input, ctx) =>
    gamePage(
      ctx.db,
      {
        from: 'games g JOIN game_plays p ON p.game_id = g.game_id',
        where: 'p.customer_id = $1',
        params: [ctx.customer.id],
        order: 'p.last_played_at DESC, g.game_id',
      },
      input,
      await favouritesOf(ctx.db, ctx.customer.id),
    ),
  favourites: async (input, ctx) =>
    gamePage(
      ctx.db,
      {
        from: 'games g JOIN favourite_games f ON f.game_id = g.game_id',
        where: 'f.customer_id = $1',
        params: [ctx.customer.id],
        order: 'f.created_at DESC, g.game_id',
      },
      input,
      await favouritesOf(ctx.db, ctx.customer.id),
    ),
  addFavourite: async (input, ctx) => {
    if (!(await findGame(ctx.db, input.gameId))) throw new ApiFailure('game.not.found', 'No such game.');
    await ctx.db.query(
      `INSERT INTO favourite_games (customer_id, game_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id, game_id) DO NOTHING`,
      [ctx.customer.id, input.gameId, ctx.now()],
    );
    return true as const;
  },
  removeFavourite: async (input, ctx) => {
    await ctx.db.query('DELETE FROM favourite_games WHERE customer_id = $1 AND game_id = $2', [
      ctx.customer.id,
      input.gameId,
    ]);
    return true as const;
  },
  cards: async (input, ctx) => {
    const rows = await ctx.db.query<{
      id: number;
      game_type: GameType;
      vendor: string;
      is_game: 'game' | 'VASSALAGE';
      game_id: string | null;
      title: string;
      support_play: number | null;
    }>(
      `SELECT c.*, g.support_play FROM game_cards c LEFT JOIN games g ON g.game_id = c.game_id
       WHERE c.merchant_code = $1 AND c.game_type = $2 ORDER BY c.sort, c.id`,
      [ctx.merchant.code, input.gameType],
    );
    return rows.map((r) => {
      const vendor = vendorByCode.get(r.vendor);
      return {
        id: r.id,
        accountTypeId: vendor?.accountTypeId ?? 0,
        accountTypeName: r.vendor,
        title: r.title,
        isGame: r.is_game,
        freeplay: (r.is_game === 'game' ? r.support_play === 0 : !!vendor?.supportTrial) ? (1 as const) : (0 as const),
        lagerIcon: `/res/cards/${r.id}.svg`,
        gameType: r.game_type,
        vassalage: r.vendor,
        gameId: r.game_id,
      };
    });
  },
  rngVendors: () =>
    vendorCatalog
      .filter((v) => v.types.includes('RNG'))
      .map((v) => ({
        cardId: v.accountTypeId,
        accountTypeName: v.code,
        displayName: v.displayName,
        // The lane's artwork at a card's size, the mark at a chip's (games.module.ts).
        iconUrl: `${vendorIconUrl(v.code)}?type=RNG`,
      })),
  winners: async (input, ctx) => {
    // Big wins of the merchant's players: at least twice the stake.
    const rows = await ctx.db.query<{
      id: number;
      username: string;
      game_id: string;
      vendor: string;
      display_name: string | null;
      win: number;
      created_at: number;
    }>(
      `SELECT b.id, c.username, b.game_id, b.vendor, g.display_name, b.win, b.created_at
       FROM bets b JOIN customers c ON c.id = b.customer_id LEFT JOIN games g ON g.game_id = b.game_id
       WHERE c.merchant_code = $1 AND b.win >= 2 * b.amount AND b.win > 0
       ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
      [ctx.merchant.code, input.size],
    );
    return {
      fields: playerSettings(ctx.merchant).winnerFields,
      list: rows.map((r) => ({
        vo: { recordId: String(r.id) },
        account: maskAccount(r.username),
        gameName: gameNameOf(r.game_id, r.display_name),
        vendor: r.vendor,
        winAmount: r.win,
        winTime: r.created_at,
      })),
    };
  },
});
