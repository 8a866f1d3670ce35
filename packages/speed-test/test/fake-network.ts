// A fetch stand-in for the probes: each host answers its ping and logo after a set delay on the (fake) timers,
// with a set status, or never; aborts reject like the real fetch does.
export interface FakeHost {
  /** ms until the ping answers; undefined: never answers. */
  pingMs?: number;
  /** ms until the logo answers; undefined: never answers. */
  logoMs?: number;
  pingStatus?: number;
  logoStatus?: number;
  /** What the ping answers. @default 'ok' */
  pingBody?: string;
  /** The connection is refused at once (a network error). */
  refused?: boolean;
}

export interface FakeNetwork {
  fetch: typeof fetch;
  requests: { url: string; init: RequestInit | undefined }[];
}

export function fakeNetwork(hosts: Record<string, FakeHost>): FakeNetwork {
  const requests: FakeNetwork['requests'] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    requests.push({ url: url.href, init });
    const host = hosts[url.origin];
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (host === undefined || host.refused) return reject(new TypeError('fetch failed'));
      const isPing = url.pathname === '/wps/system/test/ping';
      const delay = isPing ? host.pingMs : host.logoMs;
      const status = (isPing ? host.pingStatus : host.logoStatus) ?? 200;
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (delay !== undefined) {
        timer = setTimeout(() => resolve(new Response(isPing ? (host.pingBody ?? 'ok') : 'png', { status })), delay);
      }
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

/** A seeded uniform source (mulberry32), so random choices in tests are repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
