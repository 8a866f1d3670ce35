import type { IncomingMessage } from 'node:http';
import { contract, type EndpointSpec, endpointFlags, errorValues } from '@platform/api-client/contract';
import { decryptPayload } from '@platform/crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { hashToken } from './accounts';
import type { Language, RequestContext } from './context';
import { corsFor } from './cors';
import { failureEnvelope, serializedSuccess, successEnvelope } from './envelope';
import { ApiFailure, isApiFailure } from './failure';
import type { Handler } from './handlers';
import type { SandboxModule } from './module';
import { isSerializedOutput } from './output';
import { pageSecurity } from './page-security';
import type { CustomerRow, MerchantRow, SessionRow } from './rows';
import type { SandboxRuntime } from './runtime';

export type AppEnv = { Bindings: { incoming?: IncomingMessage } };

export interface AppOptions {
  /** The merchant of calls without a `Merchant` header (a merchant site's own origin). */
  defaultMerchant?: string | undefined;
}

const languages = new Set<string>(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
/** The `Device` values the document allows. */
const devices = new Set<string>(['web']);
/** The document's `loginDeviceId`: 36 characters (a UUID, or the device id @platform/crypto derives). */
const loginDeviceIdLength = 36;
/** Longest URL answered (path and query); Node's own header limit answers 431 the same way (core/server.ts). */
export const maxUrlBytes = 16 * 1024;
/** Groups that keep answering while a merchant is in maintenance or region-restricted (the site must learn why). */
const alwaysOpenGroups = new Set<string>(['system']);
/** Claim pictures travel as data URLs: 3 images of 5 MB grow by a third in base64. */
const maxBodyBytes = 25 * 1024 * 1024;

function envelope(
  c: Context,
  status: number,
  body: { value?: unknown; message?: string | null; errorCode: string },
  headers?: Record<string, string>,
) {
  return c.json(
    failureEnvelope(body.errorCode, body.message, body.value ?? null),
    status as ContentfulStatusCode,
    headers,
  );
}

/** The media type of a request without parameters, lower case (`application/json; charset=utf-8` -> `application/json`). */
function mediaTypeOf(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Refuses header values the document does not allow (absent Device and Language keep their defaults). */
function checkHeaders(c: Context, spec: EndpointSpec): void {
  const device = c.req.header('Device');
  if (device !== undefined && !devices.has(device)) {
    throw new ApiFailure('request.invalid', `Device: must be one of ${[...devices].join(', ')}`, { status: 400 });
  }
  const language = c.req.header('Language');
  if (language !== undefined && !languages.has(language)) {
    throw new ApiFailure('request.invalid', `Language: must be one of ${[...languages].join(', ')}`, { status: 400 });
  }
  if (endpointFlags(spec).loginDeviceId) {
    const id = c.req.header('loginDeviceId');
    if (id === undefined || id.length !== loginDeviceIdLength) {
      throw new ApiFailure(
        'request.invalid',
        `loginDeviceId: a header of ${loginDeviceIdLength} characters is required`,
        {
          status: 400,
        },
      );
    }
  }
}

function clientIp(c: Context<AppEnv>): string {
  const address = c.env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: a number beyond the column's range, malformed text for a type) come
 * from values the caller sent that passed the contract but not the store: a bad request, not a server failure.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/** Collects the handlers of every module by endpoint, refusing duplicates. */
export function collectHandlers(modules: readonly SandboxModule[]): Map<EndpointSpec, Handler<EndpointSpec>> {
  const byEndpoint = new Map<EndpointSpec, Handler<EndpointSpec>>();
  const groups = contract as unknown as Record<string, Record<string, EndpointSpec>>;
  for (const module of modules) {
    for (const registration of module.handlers ?? []) {
      const group = groups[registration.group];
      if (!group) throw new Error(`${module.name}: no contract group ${registration.group}`);
      for (const [name, handler] of Object.entries(registration.handlers)) {
        const spec = group[name];
        if (!spec) throw new Error(`${module.name}: no endpoint ${registration.group}.${name} in the contract`);
        if (byEndpoint.has(spec)) throw new Error(`${registration.group}.${name} is implemented twice`);
        byEndpoint.set(spec, handler);
      }
    }
  }
  return byEndpoint;
}

/**
 * The session behind a token and its player, from the read cache while neither table was written since (a login,
 * logout or any change of a player drops it). Looked up by the token's SHA-256: the store never holds the token.
 */
function readSession(runtime: SandboxRuntime, token: string) {
  const tokenHash = hashToken(token);
  return runtime.cache.get(`session:${tokenHash}`, sessionTables, async () => {
    const rows = await runtime.db.query<SessionRow & { customer: CustomerRow }>(
      `SELECT s.*, row_to_json(c.*) AS customer FROM sessions s JOIN customers c ON c.id = s.customer_id
       WHERE s.token_hash = $1`,
      [tokenHash],
    );
    return rows[0];
  });
}
const sessionTables = ['sessions', 'customers'] as const;

/** Decides who is calling. Throws the session-ending failures only where `strict` (member endpoints). */
async function authenticate(
  runtime: SandboxRuntime,
  merchant: MerchantRow,
  token: string | null,
  ip: string,
  strict: boolean,
) {
  if (!token) {
    if (strict) throw new ApiFailure('CUSTOMER_NOT_LOGIN', 'Please log in first.');
    return { customer: null, session: null };
  }
  const row = await readSession(runtime, token);
  let failure: ApiFailure | null = null;
  if (!row || row.merchant_code !== merchant.code)
    failure = new ApiFailure('user.or.token.invalid', 'Please log in again.');
  else if (row.ended_reason === 'replaced')
    failure = new ApiFailure('login.not.session', 'Your account was logged in elsewhere.');
  else if (row.ended_reason || row.expires_at <= runtime.clock.now())
    failure = new ApiFailure('user.or.token.invalid', 'Your session has expired. Please log in again.');
  else if (row.ip !== ip) failure = new ApiFailure('token_ip_different', 'Your network changed. Please log in again.');
  if (failure) {
    if (strict) throw failure;
    return { customer: null, session: null };
  }
  const { customer, ...session } = row as SessionRow & { customer: CustomerRow };
  return { customer, session: session as SessionRow };
}

async function readInput(c: Context<AppEnv>, spec: EndpointSpec, merchant: MerchantRow): Promise<unknown> {
  const flags = endpointFlags(spec);
  if (flags.inQuery) {
    const input: Record<string, string | string[]> = {};
    for (const [key, values] of Object.entries(c.req.queries())) input[key] = values.length === 1 ? values[0]! : values;
    return input;
  }
  const text = await c.req.text();
  // A body travels in the media type the document gives it; an empty body (no fields) needs none.
  const expected = flags.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  if (text.length > 0 && mediaTypeOf(c) !== expected) {
    throw new ApiFailure('request.invalid', `Content-Type: send ${expected}`, { status: 415 });
  }
  if (flags.encrypted) {
    const header = c.req.header('Encryption');
    if (!header) throw new ApiFailure('request.encryption.required', 'This call must be encrypted.', { status: 400 });
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Refused below as undecryptable.
    }
    try {
      return await decryptPayload(merchant.private_key, { header, body });
    } catch {
      throw new ApiFailure('request.encryption.invalid', 'The request could not be decrypted.', { status: 400 });
    }
  }
  if (flags.encoding === 'form') return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiFailure('request.invalid', 'The body is not valid JSON.', { status: 400 });
  }
}

/** Builds the sandbox's HTTP app: every contract endpoint through one pipeline, then the modules' own routes. */
export function createApp(runtime: SandboxRuntime, modules: readonly SandboxModule[], options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const handlers = collectHandlers(modules);

  // Over-long URLs answer the envelope (Node's own limit on the request head answers alike, core/server.ts).
  app.use('*', (c, next) =>
    c.req.url.length > maxUrlBytes
      ? Promise.resolve(
          envelope(c, 431, { errorCode: 'request.invalid', message: 'The URL is too long (16 KB at most).' }),
        )
      : next(),
  );
  // CORS headers matter only to cross-origin browser calls, which always send Origin; the middleware skips the rest,
  // which keeps the response on the server's fast path (no header merge into a copied Response).
  app.use('*', corsFor(runtime.config.corsOrigins));
  // Every HTML page the sandbox writes gets its Content-Security-Policy (core/page-security.ts).
  app.use('*', pageSecurity(runtime.config.corsOrigins));
  // Only methods with a body: on a GET, reading the body would build a full Request for nothing (the hot status call).
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => envelope(c, 413, { errorCode: 'request.invalid', message: 'The body is too large.' }),
  });
  for (const prefix of ['/wps/*', '/lgw/*']) app.on(['POST', 'PUT', 'PATCH', 'DELETE'], prefix, limit);

  for (const [groupName, group] of Object.entries(
    contract as unknown as Record<string, Record<string, EndpointSpec>>,
  )) {
    for (const [name, spec] of Object.entries(group)) {
      const handler = handlers.get(spec);
      app.on(spec.method, spec.path, async (c) => {
        const started = runtime.clock.now();
        try {
          const code = c.req.header('Merchant') || options.defaultMerchant;
          const merchant = code ? runtime.merchants.get(code) : undefined;
          if (!merchant)
            return envelope(c, 400, {
              errorCode: 'merchant.unknown',
              message: `Unknown merchant ${code ?? '(none)'}.`,
            });

          const host = (c.req.header('Host') ?? '').toLowerCase();
          if (
            runtime.faults.unavailableHosts.has(host) ||
            runtime.faults.unavailableHosts.has(host.split(':')[0] ?? '')
          ) {
            return envelope(c, 200, { errorCode: 'domain_not_available', message: 'This domain is not available.' });
          }
          const fault = runtime.faults.take(spec.method, spec.path, merchant.code);
          if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
          if (fault && (fault.status || fault.errorCode)) {
            return envelope(c, fault.status ?? 200, {
              errorCode: fault.errorCode ?? `http.${fault.status}`,
              message: fault.message ?? null,
              value: fault.value,
            });
          }

          if (!alwaysOpenGroups.has(groupName)) {
            if (merchant.maintenance) {
              const { message, maintainTime, endTime } = merchant.maintenance;
              throw new ApiFailure('system_maintenance', message, {
                value: { content: { data: { maintainTime, endTime } } },
              });
            }
            if (merchant.region_restricted)
              throw new ApiFailure('region_restricted', 'Access denied in your region.', {
                value: { ip: clientIp(c) },
              });
          }

          if (!handler)
            return envelope(c, 501, {
              errorCode: 'endpoint.unknown',
              message: `${groupName}.${name} is not implemented.`,
            });

          const ip = clientIp(c);
          const rawToken = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') || null;
          const { customer, session } = await authenticate(runtime, merchant, rawToken, ip, spec.access === 'member');

          const parsed = spec.input.safeParse(await readInput(c, spec, merchant));
          if (!parsed.success) throw new ApiFailure('request.invalid', firstIssue(parsed.error), { status: 400 });
          checkHeaders(c, spec);

          const languageHeader = c.req.header('Language') ?? '';
          const ctx: RequestContext = {
            runtime,
            db: runtime.db,
            merchant,
            customer,
            session,
            token: rawToken,
            language: (languages.has(languageHeader) ? languageHeader : merchant.default_language) as Language,
            ip,
            loginDeviceId: c.req.header('loginDeviceId') ?? null,
            host,
            now: () => runtime.clock.now(),
            publish: (customerId, event) => runtime.events.publish(customerId, event),
            hono: c,
          };
          const result = await handler(parsed.data as never, ctx as never);
          if (isSerializedOutput(result)) {
            return c.body(serializedSuccess(result.json), 200, {
              'Content-Type': 'application/json',
            });
          }
          let value: unknown = result;
          if (runtime.config.validateOutput) {
            const checked = spec.output.safeParse(result);
            if (!checked.success) {
              process.stderr.write(
                `[sandbox] ${groupName}.${name} answered outside the contract: ${firstIssue(checked.error)}\n`,
              );
              return envelope(c, 500, {
                errorCode: 'server.error',
                message: 'The server answered outside its contract.',
              });
            }
            value = checked.data;
          }
          return c.json(successEnvelope(value));
        } catch (error) {
          if (isApiFailure(error)) {
            // A failure's value is part of the contract too (errorValues): checked like an output.
            const valueSchema = (errorValues as Partial<Record<string, z.ZodType>>)[error.code];
            const checked = runtime.config.validateOutput ? valueSchema?.safeParse(error.value) : undefined;
            if (checked && !checked.success) {
              process.stderr.write(
                `[sandbox] ${groupName}.${name}: a ${error.code} value outside the contract: ${firstIssue(checked.error)}\n`,
              );
              return envelope(c, 500, {
                errorCode: 'server.error',
                message: 'The server answered outside its contract.',
              });
            }
            return envelope(c, error.status, { errorCode: error.code, message: error.message, value: error.value });
          }
          if (isDataException(error))
            return envelope(c, 400, { errorCode: 'request.invalid', message: 'A value is out of range or malformed.' });
          process.stderr.write(
            `[sandbox] ${groupName}.${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`,
          );
          return envelope(c, 500, { errorCode: 'server.error', message: 'Unexpected server error.' });
        } finally {
          if (runtime.config.logRequests) {
            process.stderr.write(`[sandbox] ${spec.method} ${spec.path} ${runtime.clock.now() - started} ms\n`);
          }
        }
      });
    }
  }

  for (const module of modules) module.routes?.(app, runtime);

  // A known path called with another method: 405 with the methods it has (after the modules' routes, which may
  // answer other methods on the same path).
  const methodsByPath = new Map<string, Set<string>>();
  for (const group of Object.values(contract as unknown as Record<string, Record<string, EndpointSpec>>)) {
    for (const spec of Object.values(group)) {
      const methods = methodsByPath.get(spec.path) ?? new Set<string>();
      methods.add(spec.method);
      methodsByPath.set(spec.path, methods);
    }
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
    app.all(path, (c) =>
      c.req.method === 'OPTIONS'
        ? c.body(null, 204, { Allow: allow })
        : envelope(
            c,
            405,
            { errorCode: 'endpoint.unknown', message: `${c.req.method} is not allowed on ${path}; use ${allow}.` },
            { Allow: allow },
          ),
    );
  }

  app.all('/wps/*', (c) =>
    envelope(c, 404, { errorCode: 'endpoint.unknown', message: `No such call: ${c.req.method} ${c.req.path}` }),
  );
  app.all('/lgw/*', (c) =>
    envelope(c, 404, { errorCode: 'endpoint.unknown', message: `No such call: ${c.req.method} ${c.req.path}` }),
  );
  // Whatever no route answers, and whatever a route throws, answers the envelope too (never plain text).
  app.notFound((c) =>
    envelope(c, 404, { errorCode: 'endpoint.unknown', message: `No such call: ${c.req.method} ${c.req.path}` }),
  );
  app.onError((error, c) => {
    process.stderr.write(`[sandbox] ${c.req.method} ${c.req.path} failed: ${error.stack ?? String(error)}\n`);
    return envelope(c, 500, { errorCode: 'server.error', message: 'Unexpected server error.' });
  });
  return app;
}
