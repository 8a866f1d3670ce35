/**
 * `createApiClient(config)`: a typed method for every call of the contract, built once from the generated route table
 * (run-time facts only: method, path, flags), on ky. Each call goes through the same steps: choose the origin, build
 * the request (headers, query, form, encryption), send it, recover where the error table says so (refetch the key,
 * switch domain), then unwrap `value` or throw the typed error and report it through the callbacks.
 */
import { routeFlag } from '../contract/routes';
import { createApiError, isApiError } from './api.errors';
import { resolveConfig } from './client.config';
import type { ApiClient, ApiClientConfig, ApiClientControls, CallOptions } from './client.types';
import { createDomainRouter } from './domains';
import { createReporter } from './error.report';
import { type ErrorRow, type ErrorTableKey, errorTable, matchErrorRow } from './error.table';
import { formBody, jsonBody, platformHeaders, type WireBody, withQuery } from './request.build';
import { createKeyStore, encryptedBody } from './request.encrypt';
import { createSender, type Outcome, type OutgoingRequest } from './request.send';
import { routes } from './routes.gen';

/** `{ group: { name: [method, path, flags] } }`, as `routes.gen.ts` holds it. */
export type RouteTable = Readonly<Record<string, Readonly<Record<string, readonly [string, string, number]>>>>;

interface Route {
  endpoint: string;
  method: string;
  path: string;
  flags: number;
}

type Method = (input?: unknown, options?: CallOptions) => Promise<unknown>;
export type UntypedClient = Record<string, Readonly<Record<string, Method>>> & ApiClientControls;

const has = (flags: number, flag: number) => (flags & flag) !== 0;

/** The password guard's asks for a captcha (`onPasswordChallenge`). */
const challengeCodes: ReadonlySet<string> = new Set(['password.captcha.required', 'password.captcha.incorrect']);

/** Rejects as soon as `signal` aborts, for waits shared with other calls (the key fetch). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The client over any route table; `createApiClient` passes the contract's. */
export function createClientFromRoutes(table: RouteTable, config: ApiClientConfig): UntypedClient {
  const resolved = resolveConfig(config);
  const router = createDomainRouter(resolved);
  const reporter = createReporter(resolved);
  const send = createSender(resolved);
  const keyRoute = table.system?.publicKey;
  const keys = createKeyStore(async () => {
    if (!keyRoute) throw new Error('@platform/api-client: the route table has no system.publicKey');
    const [method, path, flags] = keyRoute;
    const value = await perform({ endpoint: 'system.publicKey', method, path, flags }, {}, null, undefined);
    return (value as { publicKey: string }).publicKey;
  });

  function failure(
    route: Route,
    request: OutgoingRequest,
    outcome: Outcome & { ok: false },
    key: ErrorTableKey,
    row: ErrorRow,
  ) {
    return createApiError(row.kind, {
      code: outcome.facts.code,
      status: outcome.facts.status,
      serverMessage: outcome.serverMessage,
      method: route.method,
      url: request.url,
      value: outcome.value,
      endpoint: route.endpoint,
      rule: key,
      behaviour: row.behaviour,
      cause: outcome.cause,
    });
  }

  /** No domain of the list answered at start. */
  function noDomain(route: Route) {
    const { kind, behaviour } = errorTable.domain_not_available;
    return createApiError(kind, {
      code: null,
      status: 0,
      serverMessage: null,
      method: route.method,
      url: route.path,
      value: null,
      endpoint: route.endpoint,
      rule: 'domain_not_available',
      behaviour,
    });
  }

  async function build(
    route: Route,
    input: unknown,
    origin: string,
    token: string | null,
    key: Promise<CryptoKey> | undefined,
    signal?: AbortSignal,
  ): Promise<OutgoingRequest> {
    const { method, flags } = route;
    let url = router.url(origin, route.path);
    let wire: (WireBody & { encryption?: string }) | undefined;
    if (has(flags, routeFlag.inQuery)) url = withQuery(url, input);
    else if (key) wire = await encryptedBody(await untilAborted(key, signal), input);
    else wire = has(flags, routeFlag.form) ? formBody(input) : jsonBody(input);
    const headers = platformHeaders({
      merchantCode: resolved.merchantCode,
      device: resolved.device,
      language: resolved.language(),
      token,
      loginDeviceId: has(flags, routeFlag.loginDeviceId) ? await resolved.getDeviceId() : undefined,
      encryption: wire?.encryption,
      contentType: wire?.contentType,
    });
    const retry = has(flags, routeFlag.idempotent) && method === 'GET';
    return { method, url, headers, body: wire?.body, signal, retry };
  }

  async function perform(route: Route, input: unknown, token: string | null, signal: AbortSignal | undefined) {
    let origin = router.current() ?? (await router.start());
    let keyRefetched = false;
    let domainSwitched = false;
    for (;;) {
      if (!origin) throw noDomain(route);
      const key = has(route.flags, routeFlag.encrypted) ? keys.get() : undefined;
      const request = await build(route, input, origin, token, key, signal);
      const outcome = await send(request);
      if (outcome.ok) return outcome.value;
      const matched = matchErrorRow(outcome.facts);
      const { recovery } = matched.row;
      if (recovery === 'refetchKey' && key && !keyRefetched) {
        keyRefetched = true;
        keys.invalidate(key);
        continue;
      }
      if (recovery === 'switchDomain' && router.hasList && !domainSwitched) {
        domainSwitched = true;
        const refused = outcome.facts.transport === 'response';
        const next = await router.switchFrom(origin, refused ? 'domain_not_available' : 'network error');
        if (!next) throw failure(route, request, outcome, 'domain_not_available', errorTable.domain_not_available);
        origin = next;
        // A refusal never reached the handler, so any call may go again; after a network error only an idempotent
        // call is sent twice (a redeem or a transfer may have arrived).
        if (refused || has(route.flags, routeFlag.idempotent)) continue;
      }
      throw failure(route, request, outcome, matched.key, matched.row);
    }
  }

  /** The player's captcha answer when the password guard asked for one and the product can show it, else null. */
  async function challengeAnswer(route: Route, error: unknown, signal: AbortSignal | undefined) {
    const ask = config.onPasswordChallenge;
    if (!ask || !isApiError(error) || signal?.aborted || !challengeCodes.has(String(error.code))) return null;
    const answer = await ask({
      endpoint: route.endpoint,
      incorrect: error.code === 'password.captcha.incorrect',
      ...(signal ? { signal } : {}),
    });
    signal?.throwIfAborted();
    return answer;
  }

  async function call(route: Route, input: unknown, options?: CallOptions): Promise<unknown> {
    const signal = options?.signal;
    signal?.throwIfAborted();
    // No await (and no microtask) where the product gave no token getter: most of a loopback call is fixed cost.
    const token = reporter.usableToken(config.getToken ? await config.getToken() : null);
    const startedAt = resolved.now();
    let sent = input;
    try {
      for (;;) {
        try {
          return await perform(route, sent, token, signal);
        } catch (error) {
          const answer = await challengeAnswer(route, error, signal);
          if (!answer) throw error;
          // The same call again, with the answer beside what the player typed (nothing of it is kept).
          sent = { ...(input as object), ...answer };
        }
      }
    } catch (error) {
      if (isApiError(error) && !signal?.aborted) {
        const quiet = options?.quiet ?? has(route.flags, routeFlag.quiet);
        reporter.report(error, { quiet, token, startedAt });
      }
      throw error;
    }
  }

  const client: Record<string, unknown> = {};
  for (const [group, entries] of Object.entries(table)) {
    const methods: Record<string, Method> = {};
    for (const [name, [method, path, flags]] of Object.entries(entries)) {
      const route: Route = { endpoint: `${group}.${name}`, method, path, flags };
      methods[name] = (input, options) => call(route, input, options);
    }
    client[group] = Object.freeze(methods);
  }
  const controls: ApiClientControls = {
    getOrigin: () => router.current(),
    setLanguage: (language) => resolved.setLanguage(language),
    switchDomain: (options = {}) => router.probeAll(options.signal),
  };
  return Object.freeze(Object.assign(client, controls)) as UntypedClient;
}

/**
 * Creates a client (there is no global one). Every call of the contract is a method, grouped by resource, that
 * resolves with the unwrapped `value` or rejects with a typed `ApiError`.
 *
 * @example
 * const client = createApiClient({ baseUrl: 'https://www.example.com', merchantCode: 'AURUM', getToken: () => token });
 * const { publicKey } = await client.system.publicKey();
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  return createClientFromRoutes(routes, config) as unknown as ApiClient;
}
