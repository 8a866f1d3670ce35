import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { hashToken } from '../../core/accounts';
import type { AppEnv } from '../../core/app';
import type { Db } from '../../core/db';
import { failureEnvelope, successEnvelope } from '../../core/envelope';
import { ApiFailure, isApiFailure } from '../../core/failure';
import { jsonInput } from '../../core/route-input';
import type { SandboxRuntime } from '../../core/runtime';
import { escapeHtml, round2 } from '../shared/http';
import { moveMoney } from '../wallet/wallet.service';
import { renderGamePage, renderLobbyPage } from './game-page.view';
import { gameIconUrl } from './games.queries';

interface SessionRow {
  /** The launch URL's token as the request gave it (the table stores only its SHA-256). */
  token: string;
  merchant_code: string;
  customer_id: number | null;
  game_id: string;
  vendor: string;
  wallet_code: string;
  language: string;
  trial: boolean;
  trial_balance: number;
  expires_at: number;
  ended_at: number | null;
  display_name: string;
  game_type: string;
  currency_symbol: string;
}

/** The stand-in's pay table: 62% lose, 18% 1x, 12% 2x, 6% 5x, 2% 10x (return to player 92%). */
const payTable: readonly (readonly [number, number])[] = [
  [62, 0],
  [18, 1],
  [12, 2],
  [6, 5],
  [2, 10],
];

function spin(): number {
  let roll = randomInt(100);
  for (const [weight, multiplier] of payTable) {
    if (roll < weight) return multiplier;
    roll -= weight;
  }
  return 0;
}

/**
 * The game page's session, while it and the player's session behind it live: logout, a newer login or the player's
 * session expiring ends the page too, wherever its link went.
 */
async function liveSession(db: Db, token: string, now: number): Promise<SessionRow> {
  const [row] = await db.query<SessionRow & { player_live: boolean | null }>(
    `SELECT s.*, g.display_name, g.game_type, m.currency_symbol,
       (p.ended_reason IS NULL AND p.expires_at > $2) AS player_live
     FROM game_sessions s
     JOIN games g ON g.game_id = s.game_id JOIN merchants m ON m.code = s.merchant_code
     LEFT JOIN sessions p ON p.token_hash = s.player_session
     WHERE s.token = $1`,
    [hashToken(token), now],
  );
  const playerGone = row?.customer_id != null && row.player_live !== true;
  if (!row || playerGone || row.ended_at !== null || row.expires_at <= now) {
    throw new ApiFailure('game.session.invalid', 'This game session has ended. Launch the game again.', {
      status: 410,
    });
  }
  return { ...row, token };
}

async function balanceOf(db: Db, session: SessionRow): Promise<number> {
  if (session.trial) return session.trial_balance;
  const [wallet] = await db.query<{ balance: number }>(
    'SELECT balance FROM wallets WHERE customer_id = $1 AND code = $2',
    [session.customer_id, session.wallet_code],
  );
  return wallet?.balance ?? 0;
}

/** The smallest stake a round takes: one cent. Less would round to a round at stake 0.00 (two empty ledger lines). */
const smallestStake = 0.01;

const betBody = z.object({ session: z.string().min(1).max(64), amount: z.number().min(smallestStake).max(1e9) });

/**
 * Settles one round in one transaction: the stake leaves the wallet, the win (if any) comes back, and the bet and
 * both ledger rows are written. Trial rounds move play money on the session only.
 */
async function settle(runtime: SandboxRuntime, session: SessionRow, amount: number) {
  const stake = round2(amount);
  const multiplier = spin();
  const win = round2(stake * multiplier);
  const now = runtime.clock.now();
  const roundId = `${session.vendor}-${now.toString(36)}-${randomInt(1e9).toString(36)}`;
  if (session.trial) {
    const [row] = await runtime.db.query<{ trial_balance: number }>(
      `UPDATE game_sessions SET trial_balance = trial_balance - $2 + $3 WHERE token = $1 AND trial_balance >= $2
       RETURNING trial_balance`,
      [hashToken(session.token), stake, win],
    );
    if (!row) throw new ApiFailure('balance.not.enough', 'Not enough play money.');
    return { roundId, stake, multiplier, win, balance: row.trial_balance };
  }
  const customerId = session.customer_id as number;
  const balance = await runtime.db.transaction(async (tx) => {
    const reference = roundId;
    let after = await moveMoney(tx, {
      customerId,
      walletCode: session.wallet_code,
      amount: -stake,
      txType: 'BET',
      reference,
      now,
    });
    if (win > 0) {
      after = await moveMoney(tx, {
        customerId,
        walletCode: session.wallet_code,
        amount: win,
        txType: 'WIN',
        reference,
        now,
      });
    }
    await tx.query(
      `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [customerId, session.game_id, session.vendor, session.game_type, roundId, stake, win, now],
    );
    return after;
  });
  return { roundId, stake, multiplier, win, balance };
}

export function gamePageRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime): void {
  const envelope = successEnvelope;
  const failure = (error: unknown) => {
    if (!isApiFailure(error)) throw error;
    return {
      body: failureEnvelope(error.code, error.message),
      status: error.status,
    };
  };

  app.get('/game/play', async (c) => {
    try {
      const session = await liveSession(runtime.db, c.req.query('session') ?? '', runtime.clock.now());
      const balance = await balanceOf(runtime.db, session);
      return c.html(
        renderGamePage({
          token: session.token,
          gameName: session.display_name,
          vendor: session.vendor,
          gameType: session.game_type,
          iconUrl: gameIconUrl(session.game_id),
          balance,
          currencySymbol: session.currency_symbol,
          trial: session.trial,
          language: session.language,
          siteOrigins: [...runtime.config.corsOrigins],
        }),
      );
    } catch (error) {
      const { body, status } = failure(error);
      return c.html(`<!doctype html><title>Game</title><p>${escapeHtml(body.message ?? '')}</p>`, status as 410);
    }
  });
  // ALB's separate launch page: its own lobby, then the table.
  app.get('/game/alb/launch', async (c) => {
    try {
      const session = await liveSession(runtime.db, c.req.query('session') ?? '', runtime.clock.now());
      return c.html(
        renderLobbyPage({ token: session.token, gameName: session.display_name, language: session.language }),
      );
    } catch (error) {
      const { body, status } = failure(error);
      return c.html(`<!doctype html><title>Allbet</title><p>${escapeHtml(body.message ?? '')}</p>`, status as 410);
    }
  });
  app.get('/game/api/state', async (c) => {
    try {
      const session = await liveSession(runtime.db, c.req.query('session') ?? '', runtime.clock.now());
      return c.json(envelope({ balance: await balanceOf(runtime.db, session), trial: session.trial }));
    } catch (error) {
      const { body, status } = failure(error);
      return c.json(body, status as 410);
    }
  });
  app.post('/game/api/bet', async (c) => {
    try {
      const parsed = await jsonInput(c, betBody);
      if (!parsed.ok)
        throw new ApiFailure('request.invalid', 'Send { session, amount of at least 0.01 }.', { status: 400 });
      const session = await liveSession(runtime.db, parsed.data.session, runtime.clock.now());
      return c.json(envelope(await settle(runtime, session, parsed.data.amount)));
    } catch (error) {
      const { body, status } = failure(error);
      return c.json(body, status as 400);
    }
  });
}
