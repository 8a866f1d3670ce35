import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { failureEnvelope } from './envelope';
import type { SandboxModule } from './module';
import { sitePolicy } from './page-security';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { serveSite } from './site.routes';

export interface SiteOptions {
  /** The merchant whose site this listener serves (its calls need no Merchant header). */
  merchant: string;
  /** A built single-page app (index.html plus assets). */
  dir: string;
  port: number;
}

export interface ListenOptions {
  /** The API's own port; 0 picks a free one. @default 8080 */
  port?: number;
  /** @default '127.0.0.1' */
  hostname?: string;
  /** Merchant sites, each on its own origin in front of the same API. */
  sites?: readonly SiteOptions[];
  /**
   * Where the sites' compressed files are kept between runs (see `SiteFilesOptions.cacheDir`): a sandbox started again
   * on the same build serves them without compressing anything. Undefined compresses in memory at every start.
   */
  siteCacheDir?: string;
}

export interface RunningSandbox extends Sandbox {
  url: string;
  port: number;
  sites: readonly { merchant: string; url: string; port: number }[];
}

/**
 * A request whose head Node refuses before the app sees it (a URL or headers over Node's 16 KB limit, a malformed
 * request line) gets the envelope in JSON too, not Node's empty answer.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify(
    failureEnvelope(
      'request.invalid',
      tooLarge ? 'The URL or headers are too long (16 KB at most).' : 'The request could not be read.',
    ),
  );
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function listen(fetch: ReturnType<Sandbox['app']>['fetch'], port: number, hostname: string) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve(
      { fetch, port, hostname, websocket: { server: new WebSocketServer({ noServer: true }) } },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    server.on('clientError', answerClientError);
    server.once('error', reject);
  });
}

/**
 * A site was asked for a merchant the sandbox does not seed: every call of that site would answer "Unknown merchant",
 * so the sandbox refuses to start and says where a merchant is added.
 */
export class UnknownMerchantError extends Error {
  constructor(
    readonly unknown: readonly string[],
    readonly known: readonly string[],
  ) {
    super(
      `The sandbox knows no merchant ${unknown.join(', ')} (it seeds ${known.join(', ')}). Add the merchant's seed ` +
        '(its row in packages/sandbox/src/core/merchants.seed.ts and its flags, settings, footer and languages in ' +
        'packages/sandbox/src/domains/system/merchants.player.ts), or serve the site under a known code.',
    );
    this.name = 'UnknownMerchantError';
  }
}

/** Starts the sandbox API (and the merchant sites in front of it) on loopback. */
export async function startSandbox(
  options: SandboxOptions & ListenOptions & { modules: readonly SandboxModule[] },
): Promise<RunningSandbox> {
  const sandbox = await createSandbox(options);
  const unknown = (options.sites ?? []).filter((site) => !sandbox.runtime.merchants.has(site.merchant));
  if (unknown.length > 0) {
    await sandbox.close();
    throw new UnknownMerchantError(
      unknown.map((site) => site.merchant),
      [...sandbox.runtime.merchants.keys()],
    );
  }
  const hostname = options.hostname ?? '127.0.0.1';
  const servers: ServerType[] = [];
  try {
    const api = await listen(sandbox.app().fetch, options.port ?? 8080, hostname);
    servers.push(api.server);
    const sites = [];
    const apiOrigins = [hostname, 'localhost', '127.0.0.1'].map((host) => `http://${host}:${api.port}`);
    for (const site of options.sites ?? []) {
      const app = sandbox.app(site.merchant);
      const files = serveSite(app, site.dir, {
        cacheDir: options.siteCacheDir,
        // Its own origin is 'self'; the API's port and the other merchants' origins are the CORS list.
        pagePolicy: () => sitePolicy([...apiOrigins, ...sandbox.runtime.config.corsOrigins]),
      });
      const listening = await listen(app.fetch, site.port, hostname);
      servers.push(listening.server);
      // Compress the site's files in the background; a request that comes first waits for its own file only.
      files.warm().catch((error: unknown) => process.stderr.write(`[sandbox] ${site.dir}: ${String(error)}\n`));
      sites.push({ merchant: site.merchant, port: listening.port, url: `http://${hostname}:${listening.port}` });
      // A merchant's own site may call the API's port cross-origin.
      for (const host of [hostname, 'localhost', '127.0.0.1']) {
        sandbox.runtime.config.corsOrigins.add(`http://${host}:${listening.port}`);
      }
    }
    return {
      ...sandbox,
      url: `http://${hostname}:${api.port}`,
      port: api.port,
      sites,
      async close() {
        await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
        await sandbox.close();
      },
    };
  } catch (error) {
    for (const s of servers) s.close();
    await sandbox.close();
    throw error;
  }
}
