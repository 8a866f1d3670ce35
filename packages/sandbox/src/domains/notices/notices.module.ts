import type { SandboxModule } from '../../core/module';
import { artSize, svgResponse } from '../shared/svg';
import { BANNER_SIZE, bannerSvg } from './banner.art';
import { noticesHandlers } from './notices.handlers';
import { seedNotices } from './notices.seed';
import { noticesMigrations } from './notices.sql';

/** Banners and notices; banner images are generated at the carousel's size (`/res/banners/<id>.svg`, `banner.art.ts`). */
export const noticesModule: SandboxModule = {
  name: 'notices',
  migrations: noticesMigrations,
  seed: seedNotices,
  handlers: [noticesHandlers],
  routes(app, runtime) {
    app.get('/res/banners/:file', async (c) => {
      const id = Number.parseInt(c.req.param('file'), 10);
      const [row] = await runtime.db.query<{ texts: Record<string, { title: string; content: string }> }>(
        'SELECT texts FROM notices WHERE id = $1',
        [Number.isFinite(id) ? id : 0],
      );
      if (!row) return c.notFound();
      const text = row.texts.EN ?? { title: '', content: '' };
      const size = artSize(c.req.query(), BANNER_SIZE);
      return svgResponse(
        bannerSvg({ seed: String(id), title: text.title, subtitle: text.content.replace(/<[^>]*>/g, '') }, size),
      );
    });
  },
};
