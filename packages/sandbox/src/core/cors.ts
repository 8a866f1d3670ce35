import type { Context, MiddlewareHandler } from 'hono';
import { failureEnvelope } from './envelope';

/**
 * Cross-origin calls are answered only for the merchants' own origins (`SandboxConfig.corsOrigins`: the sites the
 * sandbox serves, the merchants' seeded domains, and what `--cors-origin` / `SANDBOX_CORS_ORIGINS` add). Any other
 * origin, `null` included, gets no CORS headers at all (so no credentials either): the browser keeps the answer from
 * the page. A refused preflight answers 403 with the envelope. Calls without `Origin` (same-origin pages, servers,
 * tests) skip this entirely and stay on the server's fast path.
 */
export function corsFor(allowed: ReadonlySet<string>): MiddlewareHandler {
  const allowHeaders = 'Content-Type, Merchant, Device, Language, Authorization, Encryption, loginDeviceId';
  const allowMethods = 'GET, POST, PUT, DELETE, OPTIONS';
  return async (c: Context, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined) return next();
    const ok = origin !== 'null' && allowed.has(normaliseOrigin(origin) ?? '');
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      if (!ok) {
        return c.json(failureEnvelope('request.invalid', `Origin ${origin} is not allowed.`), 403, { Vary: 'Origin' });
      }
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': allowHeaders,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    c.header('Vary', 'Origin');
    if (ok) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Access-Control-Expose-Headers', 'Date');
    }
    await next();
    // Routes that build their own Response (stand-ins, files) get the same headers.
    try {
      if (!c.res.headers.has('Vary')) c.res.headers.set('Vary', 'Origin');
      if (ok && !c.res.headers.has('Access-Control-Allow-Origin')) {
        c.res.headers.set('Access-Control-Allow-Origin', origin);
        c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      }
    } catch {
      // An immutable Response (fetched elsewhere) keeps its own headers.
    }
  };
}

/** `scheme://host[:port]` in lower case without a default port or a path; null when `value` is not an origin. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}
