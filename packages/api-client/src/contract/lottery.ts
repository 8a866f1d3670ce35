import { z } from 'zod';
import { idQuery } from './centres-common';
import { epochMs, fromQuery, language, money } from './common';
import { endpoint } from './define';

/**
 * The lottery gateway (points-centres-lottery.md §2 lottery, §3, §4, §7, §9) and the lottery launch calls. Games draw
 * on a schedule computed from the server clock: SSC every 60 s, 11X5 every 90 s, Vietnam lotteries once a day at
 * their region's hour (UTC+7). An issue closes for bets `lockTime` before its draw; its result is drawn from a
 * cryptographic source and stored when it closes. Times are epoch milliseconds; `remainTime` and `lockTime` are
 * milliseconds from `serverTime` (negative lockTime: betting on the issue is closed).
 */

/** Lott: the traditional prize table (a Vietnam lottery under LOTT); Elott: the entertainment one (under ELOTT). */
export const prizeMode = z.enum(['Lott', 'Elott']);
export const lotteryKind = z.enum(['SSC', '11X5', 'VN']);

export const issueTiming = z.object({
  /** The open issue: `YYYYMMDD-NNNN` (NNNN = draw of the business day, UTC+8) or `YYYYMMDD` for daily games. */
  numero: z.string(),
  drawTime: epochMs,
  /** Bets close at this time (drawTime minus the game's lock). */
  closeTime: epochMs,
  remainTime: z.number().int(),
  lockTime: z.number().int(),
});

export const lotteryGame = issueTiming.extend({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  kind: lotteryKind,
  remark: z.string(),
  /** The play type a menu tile opens with. */
  defaultPlayType: z.string(),
  webIconUrl: z.string(),
  /** 1: the game has a live draw video. */
  liveVideoSwitch: z.union([z.literal(0), z.literal(1)]),
  gameGroupId: z.number().int(),
  labelName: z.string(),
  /** Seconds between draws (86400 for daily games). */
  intervalSeconds: z.number().int(),
  prizeModes: z.array(prizeMode),
});

export const gameGroup = z.object({
  gameGroupId: z.number().int(),
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryGame),
});

/** SSC: 5 digits 0-9; 11X5: 5 distinct numbers 01-11; VN: the prize table (G8 ... DB). */
export const drawResult = z.object({
  numbers: z.array(z.string()),
  /** Vietnam lotteries: numbers by prize, from the eighth prize to the special prize (DB). */
  prizes: z
    .partialRecord(z.enum(['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']), z.array(z.string()))
    .optional(),
});

export const drawRecord = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  drawTime: epochMs,
  result: drawResult,
});

/** The game launch payload of a lottery (spec §3), as lottoLobby takes it. */
export const lotteryLaunchPayload = z.object({
  device: z.string().default('web'),
  /** CN (SSC, 11X5), VN (Vietnam lotteries) or SEA; by default the game's area. */
  lottoArea: z.string().max(10).optional(),
  /** By default the lane's: Lott under LOTT and SEA, Elott under ELOTT. */
  lottoPrizeMode: prizeMode.optional(),
  /** LOTT, ELOTT or SEA (the lane). */
  launchMode: z.enum(['LOTT', 'ELOTT', 'SEA']).default('LOTT'),
  language: language.default('CN'),
  /** The game to open, `long_dragon` for long-dragon betting, or empty for the lobby. */
  lottoGameCode: z.string().max(40).default(''),
  /** BET or TREND (the trend chart page). */
  lottoView: z.enum(['BET', 'TREND']).default('BET'),
  hasLobby: z.boolean().default(true),
  labelName: z.string().max(60).default(''),
});

/** The payload as the server resolved it (every field set). */
export const resolvedLaunchPayload = z.object({
  device: z.string(),
  lottoArea: z.string(),
  lottoPrizeMode: prizeMode,
  launchMode: z.enum(['LOTT', 'ELOTT', 'SEA']),
  language,
  lottoGameCode: z.string(),
  lottoView: z.enum(['BET', 'TREND']),
  hasLobby: z.boolean(),
  labelName: z.string(),
});

const gameErrors = ['lottery.game.not.found'] as const;
const prizeModeInput = { prizeMode: prizeMode.optional() };

export const lottery = {
  games: endpoint({
    method: 'GET',
    path: '/lgw/games',
    summary: 'lotteryList: every lottery game with its open issue (numero, remainTime, lockTime)',
    input: z.object({ ...prizeModeInput, gameGroupCode: z.string().max(20).optional() }),
    output: z.object({ serverTime: epochMs, games: z.array(lotteryGame) }),
    access: 'public',
  }),
  popular: endpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    summary: 'Popular games (trend tiles, count 6): ranked by the stakes of the last 24 hours',
    input: z.object({
      count: fromQuery(z.number().int().min(1).max(50).default(6)),
      ...prizeModeInput,
      playType: z.string().max(40).optional(),
    }),
    output: z.array(lotteryGame),
    access: 'public',
  }),
  gameMenus: endpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    summary: 'lottGameMenu: the games grouped by game group (gameGroupCode, labelName, gameMenus)',
    input: z.object(prizeModeInput),
    output: z.array(gameGroup),
    access: 'public',
  }),
  recentMenus: endpoint({
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    summary: 'The games the player bet on most recently (empty when logged out)',
    input: z.object({ ...prizeModeInput, count: fromQuery(z.number().int().min(1).max(20).default(4)) }),
    output: z.array(lotteryGame),
    access: 'optional',
  }),
  draws: endpoint({
    method: 'GET',
    path: '/lgw/draw',
    summary: 'drawLottery: the latest draw results (the list shows 5), of one game or of all',
    input: z.object({
      gameCode: z.string().max(40).optional(),
      size: fromQuery(z.number().int().min(1).max(100).default(5)),
    }),
    output: z.array(drawRecord),
    access: 'public',
    errors: [...gameErrors],
  }),
  nearIssues: endpoint({
    method: 'GET',
    path: '/lgw/numeros/near',
    summary: "lottIssue: a game's open issue and the last drawn one (the countdown re-fetches it at zero)",
    input: z.object({ gameId: idQuery }),
    output: issueTiming.extend({
      gameId: z.number().int(),
      gameCode: z.string(),
      serverTime: epochMs,
      previous: drawRecord.nullable(),
    }),
    access: 'public',
    errors: [...gameErrors],
  }),
  openedNumero: endpoint({
    method: 'GET',
    path: '/lgw/games/opened/numero',
    summary: 'getOpened: the last drawn issue of every game',
    input: z.object(prizeModeInput),
    output: z.array(drawRecord),
    access: 'public',
  }),
  vnGames: endpoint({
    method: 'GET',
    path: '/lgw/vn/games',
    summary: 'Vietnam lotteries by region (NORTH, CENTRAL, SOUTH) with their daily draw time',
    input: z.object({ region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']).optional() }),
    output: z.array(lotteryGame.extend({ region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']) })),
    access: 'public',
  }),
  vnResults: endpoint({
    method: 'GET',
    path: '/lgw/vn/results',
    summary: "A Vietnam lottery's prize table of a day (the latest drawn day by default)",
    input: z.object({
      gameCode: z.string().max(40),
      date: z
        .string()
        .regex(/^\d{8}$/)
        .optional(),
    }),
    output: drawRecord,
    access: 'public',
    errors: [...gameErrors, 'not.found'],
  }),
  longDragon: endpoint({
    method: 'GET',
    path: '/lgw/games/long_dragon',
    summary: 'Long dragon: the current streaks (big/small, odd/even of the sum) of the SSC and 11X5 games',
    description:
      'A streak counts the latest consecutive draws with the same outcome; only streaks of minStreak or more.',
    input: z.object({ minStreak: fromQuery(z.number().int().min(2).max(50).default(3)) }),
    output: z.array(
      z.object({
        gameId: z.number().int(),
        gameCode: z.string(),
        gameName: z.string(),
        /** SUM_SIZE: BIG or SMALL; SUM_PARITY: ODD or EVEN. */
        market: z.enum(['SUM_SIZE', 'SUM_PARITY']),
        outcome: z.enum(['BIG', 'SMALL', 'ODD', 'EVEN']),
        streak: z.number().int(),
        numero: z.string(),
        remainTime: z.number().int(),
      }),
    ),
    access: 'public',
  }),
  lobby: endpoint({
    method: 'POST',
    path: '/wps/lottery/lobby',
    summary: 'lottoLobby: the lottery lobby (or a game) to open, from the launch payload (launchMode LOTT, lottoMode)',
    description:
      'Answers the address of the lottery site (a stand-in page of the sandbox, where bets are placed against the ' +
      'main wallet and settled when the issue is drawn) with a ticket valid for 2 hours, and the payload as ' +
      'resolved. long_dragon always opens in mode 2.',
    input: lotteryLaunchPayload.extend({
      lottoMode: z.number().int().min(1).max(2).default(1),
      lang: language.optional(),
    }),
    output: z.object({
      url: z.string(),
      lottoMode: z.number().int(),
      payload: resolvedLaunchPayload,
      expiresAt: epochMs,
    }),
    access: 'member',
    errors: ['trial.account.refused', ...gameErrors],
  }),
  bet: endpoint({
    method: 'POST',
    path: '/lgw/bets',
    summary:
      "Quick bet: a stake on the open issue of a game, paid from the main wallet and settled at the issue's draw",
    description:
      'The quick-bet widget (points-centres-lottery.md §2) bets its random picks: STRAIGHT on SSC games (the 5 digits ' +
      'in order, selection like "1,2,3,4,5"), ANY5 on 11X5 games (the 5 numbers in any order, "01,03,05,07,09"). ' +
      'SUM_SIZE and SUM_PARITY (BIG/SMALL, ODD/EVEN) are taken too. Refused once the issue is locked ' +
      '(lottery.issue.closed) and for trial accounts. The settled bet joins the betting records.',
    input: z.object({
      gameCode: z.string().min(1).max(40),
      market: z.enum(['STRAIGHT', 'ANY5', 'SUM_SIZE', 'SUM_PARITY']),
      selection: z.string().min(1).max(20),
      amount: z.number().positive().max(1_000_000),
    }),
    output: z.object({ betId: z.number().int(), numero: z.string(), balance: money }),
    access: 'member',
    errors: [
      'trial.account.refused',
      'lottery.issue.closed',
      'balance.not.enough',
      'lottery.selection.invalid',
      'lottery.stake.too.small',
      'field.invalid',
      ...gameErrors,
      'rg.loss.limit',
      'rg.wager.limit',
      'rg.session.limit',
    ],
  }),
  url: endpoint({
    method: 'GET',
    path: '/wps/lottery/url',
    summary:
      'getLottURL: the address of the lottery site (trend page for visitors, betting with a ticket when logged in)',
    input: z.object({ gameCode: z.string().max(40).optional(), lottoView: z.enum(['BET', 'TREND']).default('BET') }),
    output: z.object({ url: z.string() }),
    access: 'optional',
    errors: [...gameErrors],
  }),
  jackpot: endpoint({
    method: 'POST',
    path: '/lgw/jackpot',
    summary: 'postJackpot: the lottery jackpot pool (always in THB)',
    description: 'Grows with every lottery stake of the merchant this month and with time. Errors are never shown.',
    input: z.object({ merchant_code: z.string().max(20).optional(), currency: z.string().max(8).default('THB') }),
    output: z.object({ currency: z.literal('THB'), amount: money, updatedAt: epochMs }),
    access: 'public',
    quiet: true,
  }),
} as const;
