import type { SandboxModule } from '../../core/module';
import { BANNER_SIZE, bannerSvg } from '../notices/banner.art';
import { artSize, svgResponse } from '../shared/svg';
import { promotionsHandlers } from './promotions.handlers';
import { seedPromotions } from './promotions.seed';
import { promotionsMigrations } from './promotions.sql';

/** Promotions of every type, claims with pictures, daily raffle draws, prizes and manual bonuses. */
export const promotionsModule: SandboxModule = {
  name: 'promotions',
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
      const size = artSize(c.req.query(), BANNER_SIZE);
      return svgResponse(
        bannerSvg(
          { seed: `promotion-${match[1]}-${match[2]}`, title: row.texts.EN?.title ?? '', subtitle: 'Promotion' },
          size,
        ),
      );
    });
  },
};
