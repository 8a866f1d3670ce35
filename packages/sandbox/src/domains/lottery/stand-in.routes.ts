import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../../core/app';
import { failureEnvelope, successEnvelope } from '../../core/envelope';
import { isApiFailure } from '../../core/failure';
import { jsonInput } from '../../core/route-input';
import type { SandboxRuntime } from '../../core/runtime';
import { mainBalance } from '../shared/ledger';
import { sumParity, sumSize } from './draw';
import { latestDraws, settleDraws } from './draws.service';
import { standInPrefix } from './lobby.handlers';
import { placeLotteryBet, readTicket } from './lobby.service';
import { settledGames } from './lottery.views';
import { openIssue } from './schedule';
import { lobbyPage, lotteryIconSvg, trendPage } from './stand-in.page';

const betBody = z.object({
  ticket: z.string().min(1).max(100),
  gameCode: z.string().min(1).max(40),
  market: z.string().max(20),
  selection: z.string().max(20),
  amount: z.number().positive(),
});

/** The stand-in lottery site behind lottoLobby and getLottURL (not part of the contract), and the game icons. */
export function lotteryRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime) {
  const fail = (status: number, errorCode: string, message: string) =>
    new Response(JSON.stringify(failureEnvelope(errorCode, message)), {
      status: status as ContentfulStatusCode,
      headers: { 'Content-Type': 'application/json' },
    });
  const ok = (value: unknown) => Response.json(successEnvelope(value));

  app.get(`${standInPrefix}/lobby`, (c) =>
    c.html(lobbyPage(c.req.query('ticket') ?? '', c.req.query('game') ?? '', [...runtime.config.corsOrigins])),
  );

  app.get(`${standInPrefix}/state`, async (c) => {
    const now = runtime.clock.now();
    const ticket = await readTicket(runtime.db, c.req.query('ticket') ?? '', now);
    if (!ticket) return fail(401, 'user.or.token.invalid', 'This lottery link has expired. Open the lottery again.');
    const { games } = await settledGames(runtime.db, now);
    const last = new Map((await latestDraws(runtime.db, [], 1)).map((d) => [d.game_code, d]));
    const bets = await runtime.db.query<{
      game_code: string;
      numero: string;
      market: string;
      selection: string;
      amount: number;
      status: string;
      win: number;
    }>('SELECT * FROM lottery_bets WHERE customer_id = $1 ORDER BY id DESC LIMIT 10', [ticket.customer_id]);
    return ok({
      player: ticket.customer.username,
      balance: await mainBalance(runtime.db, ticket.customer_id),
      prizeMode: ticket.payload.lottoPrizeMode,
      lottoMode: ticket.payload.lottoMode,
      serverTime: now,
      games: games.map((g) => {
        const draw = last.get(g.code);
        return {
          code: g.code,
          name: g.name,
          kind: g.kind,
          ...openIssue(g.schedule, now),
          last: draw && draw.draw_time <= now ? { numero: draw.numero, numbers: draw.result.numbers } : null,
        };
      }),
      bets: bets.map((b) => ({
        game: b.game_code,
        numero: b.numero,
        market: b.market,
        selection: b.selection,
        amount: b.amount,
        status: b.status,
        win: b.win,
      })),
    });
  });

  app.post(`${standInPrefix}/bet`, async (c) => {
    const parsed = await jsonInput(c, betBody);
    if (!parsed.ok) return fail(400, 'request.invalid', 'The bet is incomplete.');
    const now = runtime.clock.now();
    const ticket = await readTicket(runtime.db, parsed.data.ticket, now);
    if (!ticket) return fail(401, 'user.or.token.invalid', 'This lottery link has expired. Open the lottery again.');
    const { byCode } = await settledGames(runtime.db, now);
    const game = byCode.get(parsed.data.gameCode);
    if (!game) return fail(200, 'lottery.game.not.found', 'No such game.');
    try {
      const placed = await placeLotteryBet(
        runtime.db,
        ticket.customer,
        game,
        { ...parsed.data, prizeMode: ticket.payload.lottoPrizeMode },
        now,
      );
      return ok(placed);
    } catch (error) {
      if (isApiFailure(error)) return fail(error.status, error.code, error.message);
      throw error;
    }
  });

  app.get(`${standInPrefix}/trend`, async (c) => {
    const now = runtime.clock.now();
    await settleDraws(runtime.db, now);
    const { games, byCode } = await settledGames(runtime.db, now);
    const game = byCode.get(c.req.query('game') ?? '') ?? games.find((g) => g.kind !== 'VN') ?? null;
    const draws = game ? (await latestDraws(runtime.db, [game.code], 30)).filter((d) => d.draw_time <= now) : [];
    const rows = draws.map((d) => ({
      numero: d.numero,
      numbers: d.result.numbers,
      size: game && game.kind !== 'VN' ? sumSize(game.kind, d.result) : '-',
      parity: game && game.kind !== 'VN' ? sumParity(d.result) : '-',
    }));
    return c.html(trendPage(game, rows));
  });

  app.get('/res/lottery/icons/:file{[A-Z0-9]+\\.svg}', async (c) => {
    const code = c.req.param('file').replace(/\.svg$/, '');
    const [game] = await runtime.db.query<{ kind: string }>('SELECT kind FROM lottery_games WHERE code = $1', [code]);
    if (!game) return c.notFound();
    return c.body(lotteryIconSvg(code, game.kind), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
