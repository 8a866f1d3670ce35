import type { Hono } from 'hono';
import type { AppEnv } from './app';
import { sitePolicy } from './page-security';
import { chooseEncoding } from './site.encoding';
import { createSiteFiles, type SiteFile, type SiteFiles, type SiteFilesOptions } from './site.files';

/** Cache-Control by kind of file: ONE table. */
export const siteCachePolicy = {
  /** Vite's build output under /assets/: each name carries a hash of the content, so a name never changes meaning. */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html (also the answer to every route of the app) and unhashed files: revalidated on each use (ETag, 304). */
  revalidated: 'no-cache',
} as const;

const cachePolicyOf = (file: SiteFile) =>
  file.path.startsWith('/assets/') ? siteCachePolicy.hashed : siteCachePolicy.revalidated;

/** A route of the single-page app rather than a file: no extension in its last segment. */
/**
 * A path the app routes itself: no extension, or a page's (`/register.html`, the legacy address the site keeps as an
 * alias). A missing script, style or picture stays a 404.
 */
const isAppRoute = (path: string) => !/\.[a-z0-9]+$/i.test(path) || /\.html?$/i.test(path);

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Serves a built single-page app on `app` as a host would: every GET the API routes registered before it leave
 * unanswered gets the file it names, or index.html for a route of the app; text compressed (brotli or gzip, as the
 * client accepts, made once per file), hashed assets cached for a year, the rest revalidated with an ETag.
 * Register it after the API routes: they keep answering first, untouched.
 */
export function serveSite(
  app: Hono<AppEnv>,
  dir: string,
  options: SiteFilesOptions & {
    /**
     * The Content-Security-Policy of the site's pages (index.html), read per answer. @default `sitePolicy([])` (its
     * own origin only); the sandbox CLI adds the API's and the merchants' origins.
     */
    pagePolicy?: () => string;
  } = {},
): SiteFiles {
  const files = createSiteFiles(dir, options);
  const pagePolicy = options.pagePolicy ?? (() => sitePolicy([]));
  app.get('*', async (c) => {
    const path = c.req.path;
    const file = (await files.get(path)) ?? (isAppRoute(path) ? await files.get('/index.html') : null);
    if (!file) return c.notFound();
    const coding = file.compressible ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    const encoded = coding ? await file.encoded(coding) : null;
    const sent = encoded ? coding : null;
    // One validator per representation: the gzip and the brotli bytes differ from the file's.
    const etag = `"${file.digest}${sent ? `-${sent}` : ''}"`;
    const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': cachePolicyOf(file), ETag: etag });
    if (file.compressible) headers.set('Vary', 'Accept-Encoding');
    if (file.type.startsWith('text/html')) {
      headers.set('Content-Security-Policy', pagePolicy());
      headers.set('X-Content-Type-Options', 'nosniff');
    }
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
    if (sent) headers.set('Content-Encoding', sent);
    const body = encoded ?? file.body;
    headers.set('Content-Length', String(body.length));
    // A view, not a copy: the node server writes these bytes as they are.
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      status: 200,
      headers,
    });
  });
  return files;
}
