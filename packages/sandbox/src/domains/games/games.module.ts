import type { Hono } from 'hono';
import type { AppEnv } from '../../core/app';
import type { SandboxModule } from '../../core/module';
import type { SandboxRuntime } from '../../core/runtime';
import { gamePageRoutes } from './game-page.routes';
import { gamesHandlers } from './games.handlers';
import { cardSvg, gameIconSvg, vendorLogoSvg } from './games.icons';
import { findGame } from './games.queries';
import { seedGames } from './games.seed';
import { gamesMigrations } from './games.sql';
import { launchHandlers } from './launch.handlers';
import { vendorByCode } from './vendors.catalog';

function iconRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime) {
  const svg = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  const id = (file: string) => decodeURIComponent(file).replace(/\.svg$/, '');
  app.get('/res/games/:file', async (c) => {
    const game = await findGame(runtime.db, id(c.req.param('file')));
    if (!game) return c.notFound();
    const brand = vendorByCode.get(game.vendor)?.colour ?? '#333';
    return svg(
      gameIconSvg(
        { gameId: game.game_id, displayName: game.display_name, vendor: game.vendor, gameType: game.game_type },
        brand,
      ),
    );
  });
  app.get('/res/vendors/:file', (c) => {
    const vendor = vendorByCode.get(id(c.req.param('file')));
    return vendor ? svg(vendorLogoSvg(vendor)) : c.notFound();
  });
  app.get('/res/cards/:file', async (c) => {
    const [card] = await runtime.db.query<{ title: string; game_type: string; vendor: string }>(
      'SELECT title, game_type, vendor FROM game_cards WHERE id = $1',
      [Number.parseInt(id(c.req.param('file')), 10) || 0],
    );
    if (!card) return c.notFound();
    return svg(
      cardSvg({ title: card.title, gameType: card.game_type, colour: vendorByCode.get(card.vendor)?.colour ?? '#333' }),
    );
  });
}

/** Vendors, 300+ games with generated icons, lists, favourites, launches and the stand-in game page. */
export const gamesModule: SandboxModule = {
  name: 'player-games',
  migrations: gamesMigrations,
  seed: seedGames,
  handlers: [gamesHandlers, launchHandlers],
  routes(app, runtime) {
    iconRoutes(app, runtime);
    gamePageRoutes(app, runtime);
  },
};
