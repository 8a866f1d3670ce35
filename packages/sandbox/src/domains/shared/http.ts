import type { Context } from 'hono';

/** The origin the caller used (scheme, host and port), for absolute URLs to the sandbox's own pages. */
export function originOf(c: Context): string {
  const host = c.req.header('X-Forwarded-Host') ?? c.req.header('Host') ?? 'localhost';
  const proto = c.req.header('X-Forwarded-Proto') ?? new URL(c.req.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** Escapes text for HTML pages the sandbox renders (stand-in pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
