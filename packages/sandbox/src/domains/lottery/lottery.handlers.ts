import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { periodOf } from '../shared/periods';
import { type DrawResult, sumParity, sumSize } from './draw';
import { type DrawRow, type LotteryGameRow, latestDraws } from './draws.service';
import { lotteryGroups, lotteryRules } from './lottery.catalogue';
import { drawView, gameView, settledGames } from './lottery.views';

/** Stakes per game code over a window: stand-in bets plus settled platform bets of the lottery lanes. */
async function stakesByGame(db: Db, since: number): Promise<Map<string, number>> {
  const rows = await db.query<{ code: string; total: number }>(
    `SELECT upper(code) AS code, sum(total) AS total FROM (
       SELECT game_code AS code, sum(amount) AS total FROM lottery_bets WHERE created_at >= $1 AND status = 'OPEN' GROUP BY 1
       UNION ALL
       SELECT split_part(game_id, '-', 2), sum(amount) FROM bets
       WHERE product_type IN ('LOTT', 'ELOTT') AND created_at >= $1 GROUP BY 1
     ) s GROUP BY 1`,
    [since],
  );
  return new Map(rows.map((r) => [r.code, r.total]));
}

/** Long-dragon outcomes of a draw, by market. */
function outcomes(game: LotteryGameRow, result: DrawResult) {
  return { SUM_SIZE: sumSize(game.kind, result), SUM_PARITY: sumParity(result) } as const;
}

async function previousDraw(db: Db, code: string, now: number): Promise<DrawRow | undefined> {
  const [row] = await db.query<DrawRow>(
    'SELECT * FROM lottery_draws WHERE game_code = $1 AND draw_time <= $2 ORDER BY draw_time DESC LIMIT 1',
    [code, now],
  );
  return row;
}

export const lotteryHandlers = implement('lottery', {
  async games(input, ctx) {
    const now = ctx.now();
    const { games } = await settledGames(ctx.db, now);
    const chosen = input.gameGroupCode ? games.filter((g) => g.group_code === input.gameGroupCode) : games;
    return { serverTime: now, games: chosen.map((g) => gameView(g, now)) };
  },

  async popular(input, ctx) {
    const now = ctx.now();
    const { games } = await settledGames(ctx.db, now);
    const stakes = await stakesByGame(ctx.db, now - lotteryRules.popularWindowMs);
    const candidates = input.playType ? games.filter((g) => g.default_play_type === input.playType) : games;
    return [...candidates]
      .sort((a, b) => (stakes.get(b.code) ?? 0) - (stakes.get(a.code) ?? 0) || a.sort - b.sort || a.id - b.id)
      .slice(0, input.count)
      .map((g) => gameView(g, now));
  },

  async gameMenus(_input, ctx) {
    const now = ctx.now();
    const { games } = await settledGames(ctx.db, now);
    return lotteryGroups
      .map((group) => ({
        gameGroupId: group.id,
        gameGroupCode: group.code,
        labelName: group.labelName,
        gameMenus: games.filter((g) => g.group_code === group.code).map((g) => gameView(g, now)),
      }))
      .filter((group) => group.gameMenus.length > 0);
  },

  async recentMenus(input, ctx) {
    if (!ctx.customer) return [];
    const now = ctx.now();
    const { byCode } = await settledGames(ctx.db, now);
    const recent = await ctx.db.query<{ game_code: string }>(
      `SELECT game_code FROM lottery_bets WHERE customer_id = $1 GROUP BY game_code ORDER BY max(created_at) DESC LIMIT $2`,
      [ctx.customer.id, input.count],
    );
    return recent.flatMap((r) => {
      const game = byCode.get(r.game_code);
      return game ? [gameView(game, now)] : [];
    });
  },

  async draws(input, ctx) {
    const now = ctx.now();
    const { byCode } = await settledGames(ctx.db, now);
    if (input.gameCode && !byCode.has(input.gameCode)) throw new ApiFailure('lottery.game.not.found', 'No such game.');
    const rows = await ctx.db.query<DrawRow>(
      `SELECT * FROM lottery_draws WHERE ($1::text IS NULL OR game_code = $1) AND draw_time <= $2
       ORDER BY draw_time DESC, game_code LIMIT $3`,
      [input.gameCode ?? null, now, input.size],
    );
    return rows.map((row) => drawView(row, byCode));
  },

  async nearIssues(input, ctx) {
    const now = ctx.now();
    const { byId, byCode } = await settledGames(ctx.db, now);
    const game = byId.get(input.gameId);
    if (!game) throw new ApiFailure('lottery.game.not.found', 'No such game.');
    const previous = await previousDraw(ctx.db, game.code, now);
    const view = gameView(game, now);
    return {
      numero: view.numero,
      drawTime: view.drawTime,
      closeTime: view.closeTime,
      remainTime: view.remainTime,
      lockTime: view.lockTime,
      gameId: game.id,
      gameCode: game.code,
      serverTime: now,
      previous: previous ? drawView(previous, byCode) : null,
    };
  },

  async openedNumero(_input, ctx) {
    const now = ctx.now();
    const { games, byCode } = await settledGames(ctx.db, now);
    const latest = await Promise.all(games.map((g) => previousDraw(ctx.db, g.code, now)));
    return latest.flatMap((row) => (row ? [drawView(row, byCode)] : []));
  },

  async vnGames(input, ctx) {
    const now = ctx.now();
    const { games } = await settledGames(ctx.db, now);
    return games
      .filter((g) => g.kind === 'VN' && (!input.region || g.region === input.region))
      .map((g) => ({ ...gameView(g, now), region: g.region ?? 'SOUTH' }));
  },

  async vnResults(input, ctx) {
    const now = ctx.now();
    const { byCode } = await settledGames(ctx.db, now);
    const game = byCode.get(input.gameCode);
    if (game?.kind !== 'VN') throw new ApiFailure('lottery.game.not.found', 'No such Vietnam lottery.');
    const [row] = input.date
      ? await ctx.db.query<DrawRow>(
          'SELECT * FROM lottery_draws WHERE game_code = $1 AND numero = $2 AND draw_time <= $3',
          [game.code, input.date, now],
        )
      : [await previousDraw(ctx.db, game.code, now)];
    if (!row) throw new ApiFailure('not.found', 'No draw on that day.');
    return drawView(row, byCode);
  },

  async longDragon(input, ctx) {
    const now = ctx.now();
    const { games } = await settledGames(ctx.db, now);
    const eligible = games.filter((g) => g.kind !== 'VN');
    const draws = (
      await latestDraws(
        ctx.db,
        eligible.map((g) => g.code),
        50,
      )
    ).filter((d) => d.draw_time <= now);
    const streaks = [];
    for (const game of eligible) {
      const history = draws.filter((d) => d.game_code === game.code).map((d) => outcomes(game, d.result));
      for (const market of ['SUM_SIZE', 'SUM_PARITY'] as const) {
        const first = history[0]?.[market];
        if (!first || first === 'TIE') continue;
        let streak = 0;
        while (streak < history.length && history[streak]![market] === first) streak++;
        if (streak < input.minStreak) continue;
        const view = gameView(game, now);
        streaks.push({
          gameId: game.id,
          gameCode: game.code,
          gameName: game.name,
          market,
          outcome: first,
          streak,
          numero: view.numero,
          remainTime: view.remainTime,
        });
      }
    }
    return streaks.sort((a, b) => b.streak - a.streak || a.gameId - b.gameId);
  },

  async jackpot(input, ctx) {
    const now = ctx.now();
    const merchant = (input.merchant_code && ctx.runtime.merchants.get(input.merchant_code)) || ctx.merchant;
    const month = periodOf('MONTHLY', now);
    const [stakes] = await ctx.db.query<{ total: number | null }>(
      `SELECT sum(b.amount) AS total FROM bets b JOIN customers c ON c.id = b.customer_id
       WHERE c.merchant_code = $1 AND b.product_type IN ('LOTT', 'ELOTT') AND b.created_at >= $2 AND b.created_at <= $3`,
      [merchant.code, month.start, now],
    );
    const { base, perMinute, stakeShare } = lotteryRules.jackpot;
    const rate = lotteryRules.thbPer[merchant.currency] ?? 1;
    const minutes = Math.floor((now - month.start) / 60_000);
    const amount = base + minutes * perMinute + (stakes?.total ?? 0) * rate * stakeShare;
    return { currency: 'THB' as const, amount: Math.round(amount * 100) / 100, updatedAt: now };
  },
});
