import { randomBytes } from 'node:crypto';
import { hashToken } from '../../core/accounts';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow, SessionRow } from '../../core/rows';
import { moveMoney, roundMoney, walletTxTypes } from '../shared/ledger';
import type { LotteryGameRow } from './draws.service';
import { type lotteryLanes, lotteryRules } from './lottery.catalogue';
import { openIssue } from './schedule';

export type Lane = keyof typeof lotteryLanes;

export interface LaunchPayload {
  device: string;
  lottoArea: string;
  lottoPrizeMode: 'Lott' | 'Elott';
  launchMode: Lane;
  language: 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI';
  lottoGameCode: string;
  lottoView: 'BET' | 'TREND';
  hasLobby: boolean;
  labelName: string;
}

/** Modes a lane offers (spec §9: LOTT and ELOTT 1 Traditional, 2 Entertainment; SEA single; long_dragon 2). */
const laneModes: Record<Lane, readonly number[]> = { LOTT: [1, 2], ELOTT: [1, 2], SEA: [1] };
const forcedModes: Record<string, number> = { long_dragon: 2 };

export function resolveMode(lane: Lane, gameCode: string, requested: number): number {
  return forcedModes[gameCode] ?? (laneModes[lane].includes(requested) ? requested : (laneModes[lane][0] ?? 1));
}

export interface TicketRow {
  ticket: string;
  customer_id: number;
  merchant_code: string;
  payload: LaunchPayload & { lottoMode: number };
  created_at: number;
  expires_at: number;
  player_session: string;
}

/**
 * A lobby ticket for the player's session (`session` is its token hash): the ticket lives at most
 * `lotteryRules.ticketLifeMs` and never longer than that session (logout, a newer login and expiry end it).
 */
export async function createTicket(
  db: Db,
  customer: CustomerRow,
  session: Pick<SessionRow, 'token_hash'>,
  payload: LaunchPayload & { lottoMode: number },
  now: number,
): Promise<TicketRow> {
  const ticket = randomBytes(24).toString('hex');
  // Only the hash is stored: the lottery link carries the one copy of the ticket.
  const [row] = await db.query<TicketRow>(
    `INSERT INTO lottery_tickets (ticket, customer_id, merchant_code, payload, created_at, expires_at, player_session)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      hashToken(ticket),
      customer.id,
      customer.merchant_code,
      JSON.stringify(payload),
      now,
      now + lotteryRules.ticketLifeMs,
      session.token_hash,
    ],
  );
  return { ...(row as TicketRow), ticket };
}

/**
 * The ticket's player, or null when the ticket is unknown, expired, or its session has ended (logged out, replaced by
 * a newer login, expired): the stand-in page then asks to relaunch.
 */
export async function readTicket(db: Db, ticket: string, now: number) {
  const [row] = await db.query<TicketRow & { customer: CustomerRow }>(
    `SELECT t.*, row_to_json(c.*) AS customer FROM lottery_tickets t JOIN customers c ON c.id = t.customer_id
     JOIN sessions s ON s.token_hash = t.player_session AND s.ended_reason IS NULL AND s.expires_at > $2
     WHERE t.ticket = $1 AND t.expires_at > $2`,
    [hashToken(ticket), now],
  );
  return row ?? null;
}

/** Markets per game kind (the stand-in's bets) and the selections each takes. */
export const marketsByKind: Record<LotteryGameRow['kind'], Record<string, (selection: string) => boolean>> = {
  SSC: {
    SUM_SIZE: (s) => s === 'BIG' || s === 'SMALL',
    SUM_PARITY: (s) => s === 'ODD' || s === 'EVEN',
    // The quick bet's five digits, in order (points §2 "SSC 5 digits 0-9").
    STRAIGHT: (s) => /^\d(,\d){4}$/.test(s),
  },
  '11X5': {
    SUM_SIZE: (s) => s === 'BIG' || s === 'SMALL',
    SUM_PARITY: (s) => s === 'ODD' || s === 'EVEN',
    // The quick bet's five distinct numbers 01-11, in any order (points §2 "11X5 5 distinct numbers 01-11").
    ANY5: (s) => {
      const picks = s.split(',');
      return picks.length === 5 && picks.every((n) => /^(0[1-9]|1[01])$/.test(n)) && new Set(picks).size === 5;
    },
  },
  VN: { DE: (s) => /^\d{2}$/.test(s) },
};

/**
 * Places a stand-in bet on the game's open issue: refused once the issue is locked (`lottery.issue.closed`), paid
 * from the main wallet (`balance.not.enough`), settled when the issue is drawn.
 */
export async function placeLotteryBet(
  db: Db,
  player: CustomerRow,
  game: LotteryGameRow,
  bet: { market: string; selection: string; amount: number; prizeMode: 'Lott' | 'Elott' },
  now: number,
) {
  const check = marketsByKind[game.kind][bet.market];
  if (!check?.(bet.selection))
    throw new ApiFailure('lottery.selection.invalid', 'This game has no such market or selection.');
  const amount = roundMoney(bet.amount);
  if (!(amount >= lotteryRules.minStake)) throw new ApiFailure('lottery.stake.too.small', 'The stake is too small.');
  const issue = openIssue(game.schedule, now);
  if (issue.lockTime <= 0)
    throw new ApiFailure('lottery.issue.closed', 'Betting on this issue is closed.', {
      value: { numero: issue.numero },
    });
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; numero: string }>(
      `INSERT INTO lottery_bets (customer_id, game_code, numero, prize_mode, market, selection, amount, odds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, numero`,
      [
        player.id,
        game.code,
        issue.numero,
        bet.prizeMode,
        bet.market,
        bet.selection,
        amount,
        lotteryRules.odds[bet.market] ?? 1,
        now,
      ],
    );
    const balance = await moveMoney(tx, {
      customerId: player.id,
      amount: -amount,
      txType: walletTxTypes.lotteryBet,
      remark: `${game.code} ${issue.numero} ${bet.market} ${bet.selection}`,
      reference: `lottery:${row!.id}`,
      now,
    });
    return { betId: row!.id, numero: issue.numero, balance };
  });
}
