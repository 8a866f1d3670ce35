import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app';
import { coreModule } from './core.module';
import { createSandbox, type Sandbox } from './sandbox';
import { type SiteEncoding, siteEncoders } from './site.encoding';
import { createSiteFiles } from './site.files';
import { serveSite, siteCachePolicy } from './site.routes';

// A built site as Vite leaves it: index.html, hashed assets, an unhashed public file, a picture, a dotfile.
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Bx1.js"></script></head>${'<!-- padding -->'.repeat(40)}<body><div id="root"></div></body></html>`;
const entryJs = `export const routes = [${Array.from({ length: 200 }, (_, i) => `{ path: '/route-${i}', title: 'Route ${i}' }`).join(',')}];`;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 600 }, (_, i) => (i * 7919) % 256)]);

let parent: string;
let dir: string;
let encodings: SiteEncoding[];
let app: Hono<AppEnv>;

async function siteApp(root: string) {
  const site = new Hono<AppEnv>();
  serveSite(site, root, {
    // Counts the encoder calls, to show each file is compressed once.
    encoders: Object.fromEntries(
      Object.entries(siteEncoders).map(([coding, encode]) => [
        coding,
        (body: Buffer) => {
          encodings.push(coding as SiteEncoding);
          return encode(body);
        },
      ]),
    ),
  });
  return site;
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'sandbox-site-'));
  dir = join(parent, 'dist');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(parent, 'secret.txt'), 'not for the web');
  await writeFile(join(dir, 'index.html'), indexHtml);
  await writeFile(join(dir, 'assets', 'index-Bx1.js'), entryJs);
  await writeFile(join(dir, 'assets', 'logo-Cd2.png'), png);
  await writeFile(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`);
  await writeFile(join(dir, 'sw.js'), 'self.skipWaiting();');
  await writeFile(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Aurum Palace', start_url: '/' }));
  await writeFile(join(dir, '.env'), 'SECRET=1');
  encodings = [];
  app = await siteApp(dir);
});
afterAll(() => rm(parent, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('compression', () => {
  it('sends gzip to a client that accepts gzip only, varying on Accept-Encoding', async () => {
    const response = await get('/assets/index-Bx1.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(entryJs.length / 4);
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(entryJs);
  });

  it('prefers brotli when the client accepts both, as browsers do', async () => {
    const response = await get('/assets/index-Bx1.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(entryJs);
  });

  it('follows q-values: gzip when brotli is refused', async () => {
    const response = await get('/assets/index-Bx1.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends the bytes as they are to a client that accepts no coding, still varying on Accept-Encoding', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'gzip;q=0, br;q=0' },
    ];
    for (const headers of refusals) {
      const response = await get('/assets/index-Bx1.js', headers);
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      expect(await response.text()).toBe(entryJs);
    }
  });

  it('leaves pictures as they are', async () => {
    const response = await get('/assets/logo-Cd2.png', { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBeNull();
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('compresses each file once per coding, however often it is asked for', async () => {
    const fresh = await siteApp(dir);
    encodings = [];
    for (let i = 0; i < 3; i++) {
      await fresh.request('/assets/index-Bx1.js', { headers: { 'Accept-Encoding': 'gzip' } });
      await fresh.request('/assets/index-Bx1.js', { headers: { 'Accept-Encoding': 'br' } });
    }
    expect(encodings.sort()).toEqual(['br', 'gzip']);
  });
});

describe('the compression cache folder', () => {
  it('keeps each encoded file under its content digest, and a later sandbox reads it instead of compressing', async () => {
    const cacheDir = join(parent, 'encoded-cache');
    const first = createSiteFiles(dir, { cacheDir });
    const file = await first.get('/assets/index-Bx1.js');
    const brotli = (await file?.encoded('br')) as Buffer;
    expect(brotliDecompressSync(brotli).toString()).toBe(entryJs);
    const kept = (await readdir(cacheDir)).filter((name) => name.endsWith('.br'));
    expect(kept).toHaveLength(1);
    expect((await readFile(join(cacheDir, kept[0] as string))).equals(brotli)).toBe(true);
    expect(kept[0]?.startsWith(file?.digest as string)).toBe(true);

    // What the folder holds is what the next sandbox sends: no encoder runs for it.
    const planted = Buffer.from('bytes only the cache folder has');
    await writeFile(join(cacheDir, kept[0] as string), planted);
    const second = createSiteFiles(dir, { cacheDir });
    expect((await (await second.get('/assets/index-Bx1.js'))?.encoded('br'))?.equals(planted)).toBe(true);
  });

  it('leaves a custom encoder out of it, and a folder that cannot be written costs only the encoding', async () => {
    const blocked = join(parent, 'secret.txt', 'not-a-folder');
    const calls: string[] = [];
    const files = createSiteFiles(dir, {
      cacheDir: blocked,
      encoders: {
        gzip: (body) => {
          calls.push('gzip');
          return siteEncoders.gzip(body);
        },
      },
    });
    const file = await files.get('/assets/index-Bx1.js');
    expect(gunzipSync((await file?.encoded('gzip')) as Buffer).toString()).toBe(entryJs);
    expect(calls).toEqual(['gzip']);
    expect(brotliDecompressSync((await file?.encoded('br')) as Buffer).toString()).toBe(entryJs);
  });
});

describe('caching', () => {
  it('caches the hashed assets for a year, immutable', async () => {
    for (const path of ['/assets/index-Bx1.js', '/assets/logo-Cd2.png']) {
      expect((await get(path)).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html, the answer to every route of the app, and unhashed files', async () => {
    for (const path of ['/', '/index.html', '/electron', '/member/wallet', '/favicon.svg']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe(siteCachePolicy.revalidated);
      expect(response.headers.get('ETag')).toMatch(/^"[\w-]{22}"$/);
    }
    const route = await get('/electron');
    expect(route.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await route.text()).toBe(indexHtml);
    // A page address the app keeps as an alias (the legacy /register.html) is a route too, not a missing file.
    expect(await (await get('/register.html')).text()).toBe(indexHtml);
  });

  it('revalidates the service worker and sends the web app manifest as application/manifest+json', async () => {
    // A cached worker would keep serving an old build's shell: the browser must see a new sw.js at once.
    const worker = await get('/sw.js');
    expect(worker.headers.get('Cache-Control')).toBe('no-cache');
    expect(worker.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Aurum Palace', start_url: '/' });
  });

  it('answers 304 without a body to a matching If-None-Match, 200 to another', async () => {
    for (const path of ['/', '/lottery/ssc']) {
      const first = await get(path, { 'Accept-Encoding': 'gzip' });
      const etag = first.headers.get('ETag') ?? '';
      expect(etag).toMatch(/-gzip"$/);
      const again = await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('Cache-Control')).toBe('no-cache');
      expect(again.headers.get('ETag')).toBe(etag);
      expect((await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': '"other"' })).status).toBe(200);
      // The same validator names the gzip bytes only: a client without gzip gets the page.
      expect((await get(path, { 'If-None-Match': etag })).status).toBe(200);
    }
  });

  it('serves a rebuilt index.html under a new ETag', async () => {
    const root = await mkdtemp(join(tmpdir(), 'sandbox-site-'));
    try {
      await writeFile(join(root, 'index.html'), indexHtml);
      const site = await siteApp(root);
      const before = (await site.request('/')).headers.get('ETag');
      const rebuilt = indexHtml.replace('index-Bx1', 'index-Zz9');
      await writeFile(join(root, 'index.html'), rebuilt);
      await utimes(join(root, 'index.html'), new Date(), new Date(Date.now() + 5000));
      const after = await site.request('/');
      expect(after.headers.get('ETag')).not.toBe(before);
      expect(await after.text()).toBe(rebuilt);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('what is not served', () => {
  it('answers 404 for a missing file, a dotfile and a path out of the folder', async () => {
    for (const path of [
      '/assets/missing-Aa1.js',
      '/.env',
      '/assets/..%2f.env',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // Without an extension, a path out of the folder is a route of the app like any other.
    expect(await (await get('/%2e%2e/%2e%2e/etc/passwd')).text()).toBe(indexHtml);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.request('/assets/index-Bx1.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(await response.text()).toBe('');
  });
});

describe('on a merchant site origin', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ modules: [coreModule] });
  });
  afterAll(() => sandbox.close());

  it('leaves the API answers as they were: JSON, uncompressed, not cached', async () => {
    const site = sandbox.app('AURUM');
    serveSite(site, dir);
    const response = await site.request('/wps/system/publicKey', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBeNull();
    expect((await response.json()).value.publicKey).toBe(sandbox.runtime.merchants.get('AURUM')?.public_key);
    expect((await site.request('/wps/no/such/call')).status).toBe(404);
    // The app's page as built, with the site's policy: its scripts come from its own origin, none is rewritten.
    const page = await site.request('/');
    expect(await page.text()).toBe(indexHtml);
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });
});
