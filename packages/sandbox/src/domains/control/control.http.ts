import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../core/app';
import { failureEnvelope, successEnvelope } from '../../core/envelope';
import { isApiFailure } from '../../core/failure';
import { jsonInput } from '../../core/route-input';
import type { SandboxRuntime } from '../../core/runtime';
import { hasControlKey } from '../shared/guards';

/** A refusal of the control API: its status and errorCode. */
export class ControlError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** A route parameter (always present on the routes that read it). */
export const param = (c: Context, name: string) => c.req.param(name) ?? '';

export const ok = (c: Context, value: unknown) => c.json(successEnvelope(value));

export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = await jsonInput(c, schema);
  if (!parsed.ok) throw new ControlError(400, 'request.invalid', parsed.problem);
  return parsed.data;
}

type RouteHandler = (c: Context) => Response | Promise<Response>;

/** What the control route files share: the key guard, failures as answers, and lookups of merchants and players. */
export interface ControlKit {
  get(path: string, handler: RouteHandler): void;
  post(path: string, handler: RouteHandler): void;
  del(path: string, handler: RouteHandler): void;
  merchantOf(code: string): string;
  playerOf(merchant: string, username: string): Promise<number>;
  updateMerchant(code: string, sql: string, params: unknown[]): Promise<void>;
}

export function controlKit(app: Hono<AppEnv>, runtime: SandboxRuntime): ControlKit {
  const { db } = runtime;
  const merchantOf = (code: string) => {
    if (!runtime.merchants.has(code)) throw new ControlError(404, 'merchant.unknown', `No merchant ${code}.`);
    return code;
  };
  const playerOf = async (merchant: string, username: string) => {
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM customers WHERE merchant_code = $1 AND lower(username) = lower($2)',
      [merchantOf(merchant), username],
    );
    if (!row) throw new ControlError(404, 'not.found', `No player ${username} at ${merchant}.`);
    return row.id;
  };
  const updateMerchant = async (code: string, sql: string, params: unknown[]) => {
    await db.query(`UPDATE merchants SET ${sql} WHERE code = $1`, [merchantOf(code), ...params]);
    // A new row object per merchant also drops the status cache built from the old one.
    await runtime.reloadMerchants();
  };

  const requireKey = async (c: Context, next: () => Promise<void>) => {
    if (!hasControlKey(c.req.header('X-Control-Key'), runtime.config.controlKey)) {
      return c.json(failureEnvelope('control.key.invalid', 'Send the X-Control-Key header.'), 401);
    }
    await next();
  };
  app.use('/__control', requireKey);
  app.use('/__control/*', requireKey);

  // Failures become answers here (not in a Hono error handler, which would also log them as crashes).
  const guard =
    (handler: (c: Context) => Response | Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      try {
        return await handler(c);
      } catch (error) {
        if (error instanceof ControlError) {
          return c.json(failureEnvelope(error.errorCode, error.message), error.status);
        }
        if (isApiFailure(error)) {
          return c.json(failureEnvelope(error.code, error.message, error.value), 409);
        }
        throw error;
      }
    };

  return {
    get: (path, handler) => void app.get(path, guard(handler)),
    post: (path, handler) => void app.post(path, guard(handler)),
    del: (path, handler) => void app.delete(path, guard(handler)),
    merchantOf,
    playerOf,
    updateMerchant,
  };
}
