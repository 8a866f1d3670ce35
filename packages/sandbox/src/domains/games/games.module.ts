import type { Hono } from 'hono';
import type { AppEnv } from '../../core/app';
import type { SandboxModule } from '../../core/module';
import type { SandboxRuntime } from '../../core/runtime';
import { artSize, svgResponse } from '../shared/svg';
import { gamePageRoutes } from './game-page.routes';
import { gamesHandlers } from './games.handlers';
import { ART_SIZES, cardSvg, gameIconSvg, vendorLogoSvg } from './games.icons';
import { findGame } from './games.queries';
import { seedGames } from './games.seed';
import { gamesMigrations } from './games.sql';
import { launchHandlers } from './launch.handlers';
import { type VendorSpec, vendorByCode } from './vendors.catalog';

const fallbackVendor: VendorSpec | undefined = vendorByCode.get('PT');

/**
 * The generated artwork, each drawn at the size the page asks for (`?w=&h=` in px, else the artwork's own size), so an
 * image box of any aspect ratio gets a picture composed for it rather than a crop of another.
 */
function iconRoutes(app: Hono<AppEnv>, runtime: SandboxRuntime) {
  const id = (file: string) => decodeURIComponent(file).replace(/\.svg$/, '');
  const vendorOf = (code: string) => vendorByCode.get(code) ?? fallbackVendor;
  app.get('/res/games/:file', async (c) => {
    const game = await findGame(runtime.db, id(c.req.param('file')));
    const vendor = game && vendorOf(game.vendor);
    if (!game || !vendor) return c.notFound();
    return svgResponse(
      gameIconSvg(
        { gameId: game.game_id, displayName: game.display_name, gameType: game.game_type },
        vendor,
        artSize(c.req.query(), ART_SIZES.game),
      ),
    );
  });
  // The vendor's logo (its mark by default); with `?type=` (its lane) and a picture's size asked, its artwork for that
  // lane: a card. The electronic lobby's vendor cards and its chips share one URL; only the card asks for a size.
  app.get('/res/vendors/:file', (c) => {
    const vendor = vendorByCode.get(id(c.req.param('file')));
    if (!vendor) return c.notFound();
    const type = c.req.query('type');
    const size = artSize(c.req.query(), ART_SIZES.vendor);
    const asked = c.req.query('w') !== undefined || c.req.query('h') !== undefined;
    if (type && asked && size.height >= 96 && size.width >= 96) {
      return svgResponse(cardSvg({ id: vendor.code, title: vendor.displayName, gameType: type }, vendor, size));
    }
    return svgResponse(vendorLogoSvg(vendor, size));
  });
  app.get('/res/cards/:file', async (c) => {
    const [card] = await runtime.db.query<{ id: number; title: string; game_type: string; vendor: string }>(
      'SELECT id, title, game_type, vendor FROM game_cards WHERE id = $1',
      [Number.parseInt(id(c.req.param('file')), 10) || 0],
    );
    const vendor = card && vendorOf(card.vendor);
    if (!card || !vendor) return c.notFound();
    return svgResponse(
      cardSvg(
        { id: card.id, title: card.title, gameType: card.game_type },
        vendor,
        artSize(c.req.query(), ART_SIZES.card),
      ),
    );
  });
}

/** Vendors, 300+ games with generated icons, lists, favourites, launches and the stand-in game page. */
export const gamesModule: SandboxModule = {
  name: 'games',
  migrations: gamesMigrations,
  seed: seedGames,
  handlers: [gamesHandlers, launchHandlers],
  routes(app, runtime) {
    iconRoutes(app, runtime);
    gamePageRoutes(app, runtime);
  },
};
