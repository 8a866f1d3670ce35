import type { IncomingMessage } from 'node:http';
import { contract, type EndpointSpec, errorValues } from '@platform/api-client/contract';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Language, RequestContext } from './context';
import { corsFor } from './cors';
import { failureEnvelope, serializedSuccess, successEnvelope } from './envelope';
import { ApiFailure, isApiFailure } from './failure';
import type { Handler } from './handlers';
import type { SandboxModule } from './module';
import { isSerializedOutput } from './output';
import { pageSecurity } from './page-security';
import {
  alwaysOpenGroups,
  authenticate,
  checkHeaders,
  clientIp,
  firstIssue,
  isDataException,
  languages,
  maxBodyBytes,
  maxUrlBytes,
  readInput,
} from './request';
import type { SandboxRuntime } from './runtime';
export type AppEnv = { Bindings: { incoming?: IncomingMessage } };

export interface AppOptions {
  /** The merchant of calls without a `Merchant` header (a merchant site's own origin). */
  defaultMerchant?: string | undefined;
}

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
