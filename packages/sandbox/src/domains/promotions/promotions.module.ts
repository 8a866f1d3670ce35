import type { SandboxModule } from '../../core/module';
import { escapeHtml } from '../shared/http';
import { hashOf } from '../shared/random';
import { promotionsHandlers } from './promotions.handlers';
import { seedPromotions } from './promotions.seed';
import { promotionsMigrations } from './promotions.sql';

/** Promotions of every type, claims with pictures, daily raffle draws, prizes and manual bonuses. */
export const promotionsModule: SandboxModule = {
  name: 'player-promotions',
  migrations: promotionsMigrations,
  seed: seedPromotions,
  handlers: [promotionsHandlers],
  routes(app, runtime) {
    // Announcement images: generated banners, `/res/promotions/<id>-<n>.svg`.
    app.get('/res/promotions/:file', async (c) => {
      const match = /^(\d+)-(\d+)\.svg$/.exec(c.req.param('file'));
      if (!match) return c.notFound();
      const [row] = await runtime.db.query<{ texts: Record<string, { title: string }> }>(
        'SELECT texts FROM promotions WHERE id = $1',
        [Number(match[1])],
      );
      if (!row) return c.notFound();
      const title = escapeHtml(row.texts.EN?.title ?? '');
      const hue = hashOf(`${match[1]}-${match[2]}`) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${title}">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},75%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},75%,25%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#p)"/><circle cx="1000" cy="120" r="160" fill="rgba(255,255,255,.08)"/>
<text x="80" y="220" font-family="sans-serif" font-size="64" font-weight="800" fill="#fff">${title}</text></svg>`;
      return new Response(svg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    });
  },
};
