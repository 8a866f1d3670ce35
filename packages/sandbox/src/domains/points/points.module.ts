import type { SandboxModule } from '../../core/module';
import { pointsHandlers } from './points.handlers';
import { seedPoints } from './points.seed';
import { pointsMigrations } from './points.sql';
import { rewardImagePrefix, rewardImageSvg } from './reward-images';

const infoIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="info">' +
  '<circle cx="24" cy="24" r="22" fill="#d4a017"/><rect x="21" y="20" width="6" height="16" rx="3" fill="#fff"/>' +
  '<circle cx="24" cy="13" r="3.5" fill="#fff"/></svg>';

const svgHeaders = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' };

/** The points mall: rates, rewards with generated photos, redemption, conversion and the points ledger. */
export const pointsModule: SandboxModule = {
  name: 'points',
  migrations: pointsMigrations,
  seed: seedPoints,
  handlers: [pointsHandlers],
  routes(app, runtime) {
    app.get(`${rewardImagePrefix}/:rewardId/:file{[0-9]+\\.svg}`, async (c) => {
      const rewardId = Number(c.req.param('rewardId'));
      const index = Number.parseInt(c.req.param('file'), 10);
      const [reward] = await runtime.db.query<{ name: string; image_count: number }>(
        'SELECT name, image_count FROM rewards WHERE id = $1',
        [Number.isSafeInteger(rewardId) ? rewardId : -1],
      );
      if (!reward || index > reward.image_count) return c.notFound();
      return c.body(rewardImageSvg(reward.name, index), 200, svgHeaders);
    });
    app.get('/res/points/info-icon.svg', (c) => c.body(infoIconSvg, 200, svgHeaders));
  },
};
