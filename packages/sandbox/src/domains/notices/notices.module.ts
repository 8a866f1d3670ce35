import type { SandboxModule } from '../../core/module';
import { escapeHtml } from '../shared/http';
import { hashOf } from '../shared/random';
import { noticesHandlers } from './notices.handlers';
import { seedNotices } from './notices.seed';
import { noticesMigrations } from './notices.sql';

/** Banners and notices; banner images are generated (`/res/banners/<id>.svg`). */
export const noticesModule: SandboxModule = {
  name: 'player-notices',
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
      const hue = hashOf(String(id)) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="480" viewBox="0 0 1920 480" role="img" aria-label="${escapeHtml(text.title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,15%)"/></linearGradient></defs>
<rect width="1920" height="480" fill="url(#b)"/><circle cx="1500" cy="240" r="220" fill="rgba(255,255,255,.07)"/>
<text x="160" y="230" font-family="sans-serif" font-size="84" font-weight="800" fill="#fff">${escapeHtml(text.title)}</text>
<text x="160" y="310" font-family="sans-serif" font-size="40" fill="rgba(255,255,255,.85)">${escapeHtml(text.content.replace(/<[^>]*>/g, ''))}</text></svg>`;
      return new Response(svg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    });
  },
};
