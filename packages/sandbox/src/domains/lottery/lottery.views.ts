import type { Db } from '../../core/db';
import { type DrawRow, type LotteryGameRow, lotteryGames, settleDraws } from './draws.service';
import { lotteryGroups } from './lottery.catalogue';
import { intervalOf, openIssue } from './schedule';

export const lotteryIconUrl = (code: string) => `/res/lottery/icons/${code}.svg`;

/** Every game is offered in both prize tables; the lane's vendor list decides which one a merchant's site uses. */
const prizeModes = ['Lott', 'Elott'] as const;

export function gameView(game: LotteryGameRow, now: number) {
  const group = lotteryGroups.find((g) => g.code === game.group_code);
  return {
    ...openIssue(game.schedule, now),
    gameId: game.id,
    gameCode: game.code,
    gameName: game.name,
    kind: game.kind,
    remark: game.remark,
    defaultPlayType: game.default_play_type,
    webIconUrl: lotteryIconUrl(game.code),
    liveVideoSwitch: game.live_video === 1 ? (1 as const) : (0 as const),
    gameGroupId: group?.id ?? 0,
    labelName: group?.labelName ?? game.group_code,
    intervalSeconds: Math.round(intervalOf(game.schedule) / 1000),
    prizeModes: [...prizeModes],
  };
}

export function drawView(draw: DrawRow, games: ReadonlyMap<string, LotteryGameRow>) {
  const game = games.get(draw.game_code);
  return {
    gameId: game?.id ?? 0,
    gameCode: draw.game_code,
    gameName: game?.name ?? draw.game_code,
    numero: draw.numero,
    drawTime: draw.draw_time,
    result: draw.result,
  };
}

/** The games after settling what closed: every lottery call sees stored results up to now. */
export async function settledGames(db: Db, now: number) {
  await settleDraws(db, now);
  const games = await lotteryGames(db);
  return { games, byCode: new Map(games.map((g) => [g.code, g])), byId: new Map(games.map((g) => [g.id, g])) };
}
