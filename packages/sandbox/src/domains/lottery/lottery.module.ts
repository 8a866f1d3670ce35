import type { SandboxModule } from '../../core/module';
import type { SandboxRuntime } from '../../core/runtime';
import { settleDraws } from './draws.service';
import { lobbyHandlers } from './lobby.handlers';
import { lotteryCatalogue, lotteryRules } from './lottery.catalogue';
import { lotteryHandlers } from './lottery.handlers';
import { lotteryMigrations } from './lottery.sql';
import { lotteryRoutes } from './stand-in.routes';

/** Background drawers, one per running sandbox; every lottery call also settles on its own, so they only add timeliness. */
const drawers = new Map<SandboxRuntime, ReturnType<typeof setInterval>>();

async function seedLottery(runtime: SandboxRuntime): Promise<void> {
  for (const [sort, game] of lotteryCatalogue.entries()) {
    await runtime.db.query(
      `INSERT INTO lottery_games (id, code, name, kind, group_code, remark, default_play_type, live_video, schedule, region, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
      [
        game.id,
        game.code,
        game.name,
        game.kind,
        game.groupCode,
        game.remark,
        game.defaultPlayType,
        game.liveVideo,
        JSON.stringify(game.schedule),
        game.region ?? null,
        sort,
      ],
    );
  }
  await settleDraws(runtime.db, runtime.clock.now());
}

/** Lottery games with draws on a schedule, the gateway calls, lottoLobby and the stand-in lottery site. */
export const lotteryModule: SandboxModule = {
  name: 'lottery',
  migrations: lotteryMigrations,
  seed: seedLottery,
  handlers: [lotteryHandlers, lobbyHandlers],
  routes(app, runtime) {
    lotteryRoutes(app, runtime);
    // The drawer starts with the first app, after migrations and seeds: one per sandbox.
    if (drawers.has(runtime)) return;
    const timer = setInterval(() => {
      settleDraws(runtime.db, runtime.clock.now()).catch((error: unknown) => {
        process.stderr.write(
          `[sandbox] lottery draw failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      });
    }, lotteryRules.schedulerTickMs);
    timer.unref();
    drawers.set(runtime, timer);
  },
  dispose() {
    // dispose() does not say which sandbox closes: stop every drawer (calls still settle draws when they run).
    for (const timer of drawers.values()) clearInterval(timer);
    drawers.clear();
  },
};
