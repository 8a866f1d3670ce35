/**
 * A fake platform server for component tests: the real api-client talks to it through `fetch`, so the tests exercise
 * the client's error table and callbacks as the site does. Routes answer a value, a failure, or a function of the call.
 */
export interface FakeFailure {
  errorCode: string;
  message?: string;
  value?: unknown;
  /** @default 200 */
  status?: number;
}

export type FakeAnswer = { value: unknown } | { fail: FakeFailure };

export interface FakeCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: string | null;
  /** The request's abort signal (the call options' `signal`, as the client passed it on). */
  signal: AbortSignal;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeServer {
  fetch: typeof fetch;
  calls: FakeCall[];
  /** Replaces or adds the route of `METHOD /path`. */
  on(key: string, route: FakeRoute): void;
  /** The calls made to `METHOD /path`. */
  callsTo(key: string): FakeCall[];
}

export function createFakeServer(routes: Record<string, FakeRoute> = {}): FakeServer {
  const table = new Map(Object.entries(routes));
  const calls: FakeCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? null : await request.text();
    const call: FakeCall = {
      method: request.method,
      path: url.pathname,
      url,
      headers: request.headers,
      body,
      signal: request.signal,
    };
    calls.push(call);
    const route = table.get(`${request.method} ${url.pathname}`);
    if (!route) {
      return Response.json(
        { success: false, value: null, message: 'not faked', errorCode: 'endpoint.unknown' },
        { status: 404 },
      );
    }
    const answer = typeof route === 'function' ? await route(call) : route;
    if ('value' in answer) return Response.json({ success: true, value: answer.value, message: null, errorCode: null });
    const { errorCode, message = errorCode, value = null, status = 200 } = answer.fail;
    return Response.json({ success: false, value, message, errorCode }, { status });
  };
  return {
    fetch: fetchImpl,
    calls,
    on: (key, route) => void table.set(key, route),
    callsTo: (key) => {
      const [method, path] = key.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
