import type { Db } from '../../core/db';
import { moveMoney, roundMoney, walletTxTypes } from '../shared/ledger';
import { betStatus, type DrawResult, drawResult } from './draw';
import { type LotteryKind, lotteryRules, type VnRegion } from './lottery.catalogue';
import { drawAfter, drawsBetween, numeroOf, type Schedule } from './schedule';

export interface LotteryGameRow {
  id: number;
  code: string;
  name: string;
  kind: LotteryKind;
  group_code: string;
  remark: string;
  default_play_type: string;
  live_video: number;
  schedule: Schedule;
  region: VnRegion | null;
  sort: number;
  active: boolean;
}

export interface DrawRow {
  game_code: string;
  numero: string;
  draw_time: number;
  result: DrawResult;
}

export async function lotteryGames(db: Db): Promise<LotteryGameRow[]> {
  return db.query<LotteryGameRow>('SELECT * FROM lottery_games WHERE active ORDER BY sort, id');
}

/** When each store next has an issue to draw: calls before then skip the settlement queries. */
const nextDue = new WeakMap<Db, number>();

/**
 * Stores the result of every issue that closed up to `now` and not yet drawn (each drawn once, from a cryptographic
 * source), then settles the bets on those issues. A game without draws gets its recent history; a clock moved far
 * ahead stores the newest `catchUpDraws`. Safe to run concurrently: a draw is inserted once per issue.
 */
export async function settleDraws(db: Db, now: number): Promise<void> {
  if ((nextDue.get(db) ?? Number.NEGATIVE_INFINITY) > now) return;
  const games = await lotteryGames(db);
  // No games yet (the store is still being seeded): nothing to draw, and nothing to remember as due.
  if (games.length === 0) return;
  const latest = new Map(
    (
      await db.query<{ game_code: string; last: number }>(
        'SELECT game_code, max(draw_time) AS last FROM lottery_draws GROUP BY game_code',
      )
    ).map((r) => [r.game_code, r.last]),
  );
  let due = Number.POSITIVE_INFINITY;
  for (const game of games) {
    const last = latest.get(game.code);
    const times =
      last === undefined
        ? drawsBetween(game.schedule, Number.NEGATIVE_INFINITY, now, lotteryRules.initialHistory)
        : drawsBetween(game.schedule, last, now, lotteryRules.catchUpDraws);
    if (times.length > 0) {
      const results = times.map(() => JSON.stringify(drawResult(game.kind, game.region ?? undefined)));
      await db.query(
        `INSERT INTO lottery_draws (game_code, numero, draw_time, result)
         SELECT $1, n, t, r::jsonb FROM unnest($2::text[], $3::bigint[], $4::text[]) AS x(n, t, r)
         ON CONFLICT DO NOTHING`,
        [game.code, times.map((t) => numeroOf(game.schedule, t)), times, results],
      );
    }
    due = Math.min(due, drawAfter(game.schedule, now));
  }
  await settleBets(db, games, now);
  nextDue.set(db, due);
}

/**
 * The clock went back (the control API's reset or clock): draws after the new now have not happened yet. They are
 * forgotten, so the issues from now on are drawn afresh when they close (and their results can be fixed again); bets
 * already settled on them stay settled. Without this, a clock moved days ahead and back left every issue of those days
 * drawn in advance, and a later test could not fix or wait for the current issue's draw.
 */
export async function forgetDrawsAfter(db: Db, now: number): Promise<void> {
  // Absent when the lottery module is not running (42P01: undefined table).
  await db.query('DELETE FROM lottery_draws WHERE draw_time > $1', [now]).catch((error: { code?: string }) => {
    if (error.code !== '42P01') throw error;
  });
  nextDue.delete(db);
}

/** Pays the open bets whose issue has been drawn: WON at the market's odds, TIE gives the stake back. */
async function settleBets(db: Db, games: LotteryGameRow[], now: number): Promise<void> {
  const open = await db.query<{
    id: number;
    customer_id: number;
    game_code: string;
    numero: string;
    prize_mode: string;
    market: string;
    selection: string;
    amount: number;
    odds: number;
    created_at: number;
    result: DrawResult;
  }>(
    `SELECT b.*, d.result FROM lottery_bets b JOIN lottery_draws d ON d.game_code = b.game_code AND d.numero = b.numero
     WHERE b.status = 'OPEN' AND d.draw_time <= $1 ORDER BY b.id`,
    [now],
  );
  const kinds = new Map(games.map((g) => [g.code, g.kind]));
  for (const bet of open) {
    const kind = kinds.get(bet.game_code) ?? 'SSC';
    const status = betStatus(kind, bet.market, bet.selection, bet.result);
    const win = status === 'WON' ? roundMoney(bet.amount * bet.odds) : status === 'TIE' ? bet.amount : 0;
    await db.transaction(async (tx) => {
      const [claimed] = await tx.query<{ id: number }>(
        `UPDATE lottery_bets SET status = $2, win = $3, settled_at = $4 WHERE id = $1 AND status = 'OPEN' RETURNING id`,
        [bet.id, status, win, now],
      );
      if (!claimed) return;
      const reference = `lottery:${bet.id}`;
      if (win > 0)
        await moveMoney(tx, {
          customerId: bet.customer_id,
          amount: win,
          txType: walletTxTypes.lotteryWin,
          remark: `${bet.game_code} ${bet.numero}`,
          reference,
          now,
        });
      // The settled bet joins the platform's betting records (team pages, points, rebate).
      const lane = bet.prize_mode === 'Elott' ? { vendor: 'VR', product: 'ELOTT' } : { vendor: 'TCG', product: 'LOTT' };
      await tx.query(
        `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          bet.customer_id,
          `${lane.vendor.toLowerCase()}-${bet.game_code.toLowerCase()}`,
          lane.vendor,
          lane.product,
          `${bet.numero}#${bet.id}`,
          bet.amount,
          win,
          bet.created_at,
        ],
      );
    });
  }
}

/** The newest draws of some games (all when `codes` is empty). */
export async function latestDraws(db: Db, codes: readonly string[], perGame: number): Promise<DrawRow[]> {
  return db.query<DrawRow>(
    `SELECT game_code, numero, draw_time, result FROM (
       SELECT *, row_number() OVER (PARTITION BY game_code ORDER BY draw_time DESC) AS n FROM lottery_draws
       WHERE cardinality($1::text[]) = 0 OR game_code = ANY($1::text[])
     ) d WHERE n <= $2 ORDER BY draw_time DESC, game_code`,
    [codes, perGame],
  );
}
