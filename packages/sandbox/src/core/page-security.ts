import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { normaliseOrigin } from './cors';

/**
 * What keeps the HTML the sandbox serves from running anything it did not write:
 *
 * - every page the sandbox writes itself (the stand-in game, lottery, chat, sign-in and download pages, their error
 *   pages) gets a Content-Security-Policy with a fresh nonce per answer, which `pageSecurity` adds to the page's own
 *   `<script>` and `<style>` blocks: an injected script, event handler or `javascript:` URL does not run, and only
 *   the merchants' sites may frame the pages;
 * - the merchant sites' files get `sitePolicy` (their scripts come only from their own origin);
 * - values a page reflects go through `scriptJson` inside a script (no `</script>` can close it) and `escapeHtml`
 *   in markup; a redirect a page follows must be one of the merchants' origins (`allowedRedirect`); a message a page
 *   posts goes to those origins only, never to `'*'`.
 */

/** JSON to put inside a `<script>` block: `<`, `>`, `&` and the line separators as escapes, so no value ends it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `raw` when it is an absolute http(s) URL on one of `origins` (the merchants' sites and domains, or the page's own
 * origin), else null: a stand-in page never sends a token to another site, nor runs a `javascript:` URL.
 */
export function allowedRedirect(raw: string, origins: ReadonlySet<string>): string | null {
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const origin = normaliseOrigin(url.origin);
  return origin && origins.has(origin) ? url.href : null;
}

/** The policy of a page the sandbox writes: its own nonce'd script and style, same-origin calls and images. */
export function pagePolicy(nonce: string, frameAncestors: Iterable<string>): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

/**
 * The merchant sites' policy: scripts, fonts and calls from their own origin (and the merchants' API origins), the
 * styles the ui-kit's dialogs insert at run time, images from anywhere https (banners and game art come from the
 * merchant's CDNs; images inside server HTML are filtered by SafeHtml's own policy), frames from their own origins.
 */
export function sitePolicy(origins: Iterable<string>): string {
  const listed = [...origins];
  const own = ["'self'", ...listed].join(' ');
  const sockets = listed.map((origin) => origin.replace(/^http/, 'ws'));
  return [
    `default-src ${own}`,
    `script-src ${own}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${own} data: blob: https:`,
    `font-src ${own} data:`,
    `connect-src ${own} ${sockets.join(' ')}`.trim(),
    `frame-src ${own}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Adds the page policy (and its nonce) to every HTML answer that has no policy yet: whichever route wrote it, a page
 * the sandbox serves is never without one.
 */
export function pageSecurity(origins: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (!type.startsWith('text/html') || c.res.headers.has('Content-Security-Policy')) return;
    const nonce = randomBytes(16).toString('base64');
    const { status } = c.res;
    const html = (await c.res.text()).replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Security-Policy', pagePolicy(nonce, origins));
    headers.set('X-Content-Type-Options', 'nosniff');
    // Cleared first: Hono would otherwise merge the old answer's headers into the new one.
    c.res = undefined;
    c.res = new Response(html, { status, headers });
  };
}
