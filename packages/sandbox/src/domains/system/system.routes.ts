import type { Hono } from 'hono';
import type { AppEnv } from '../../core/app';
import { playerLimits } from '../shared/player.constants';
import { createRaster, encodePng, paint } from '../shared/png';

type Rgba = readonly [number, number, number, number];

/** The speed-test image (`GET /res/logo.png?timeStamp`): a real PNG of about 1 kB, never cached by the browser. */
function drawLogo(): Buffer {
  const raster = createRaster(96, 32, [0, 0, 0, 0]);
  const gold: Rgba = [212, 160, 23, 255];
  const dark: Rgba = [40, 30, 10, 255];
  paint(raster, gold, (x, y) => (x - 16) ** 2 + (y - 16) ** 2 < 14 ** 2);
  paint(raster, dark, (x, y) => (x - 16) ** 2 + (y - 16) ** 2 < 8 ** 2 && x > 12);
  for (let bar = 0; bar < 4; bar++) {
    paint(raster, gold, (x, y) => x > 36 + bar * 14 && x < 46 + bar * 14 && y > 30 - (bar + 2) * 5 && y < 28);
  }
  return encodePng(raster);
}

const palette: Rgba[] = [
  [231, 76, 60, 255],
  [52, 152, 219, 255],
  [46, 204, 113, 255],
  [155, 89, 182, 255],
  [241, 196, 15, 255],
  [230, 126, 34, 255],
  [26, 188, 156, 255],
  [52, 73, 94, 255],
  [236, 64, 122, 255],
];

/** Profile icon n (1..9): a face on a coloured disc, 96 px. */
function drawProfile(n: number): Buffer {
  const raster = createRaster(96, 96, [0, 0, 0, 0]);
  const colour = palette[(n - 1) % palette.length] ?? palette[0]!;
  const skin: Rgba = [255, 224, 189, 255];
  const ink: Rgba = [50, 40, 40, 255];
  paint(raster, colour, (x, y) => (x - 48) ** 2 + (y - 48) ** 2 < 47 ** 2);
  paint(raster, skin, (x, y) => (x - 48) ** 2 + (y - 42) ** 2 < 22 ** 2);
  paint(raster, skin, (x, y) => (x - 48) ** 2 / 34 ** 2 + (y - 96) ** 2 / 30 ** 2 < 1);
  paint(raster, ink, (x, y) => (x - 40) ** 2 + (y - 38) ** 2 < 9 || (x - 56) ** 2 + (y - 38) ** 2 < 9);
  paint(raster, ink, (x, y) => y > 49 && y < 52 && Math.abs(x - 48) < 6 + (n % 3) * 2);
  return encodePng(raster);
}

export function systemRoutes(app: Hono<AppEnv>): void {
  let logo: Buffer | undefined;
  const profiles = new Map<number, Buffer>();
  const png = (body: Buffer, cache: string) =>
    new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/png', 'Cache-Control': cache } });

  app.get('/res/logo.png', () => {
    logo ??= drawLogo();
    // The speed test measures a full round trip: no caching anywhere.
    return png(logo, 'no-store');
  });
  const profile = (c: {
    req: { param(name: string): string | undefined };
    notFound(): Response | Promise<Response>;
  }) => {
    const n = Number.parseInt((c.req.param('file') ?? '').replace(/\.png$/, ''), 10);
    if (!Number.isInteger(n) || n < 1 || n > playerLimits.profileIconCount) return c.notFound();
    let body = profiles.get(n);
    if (!body) {
      body = drawProfile(n);
      profiles.set(n, body);
    }
    return png(body, 'public, max-age=86400');
  };
  app.get('/res/profile/:file', profile);
  app.get('/res/default/profile/:file', profile);
}
