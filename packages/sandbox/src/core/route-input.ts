import type { Context } from 'hono';
import type { z } from 'zod';

// Input checking for the routes outside the contract (control API, stand-ins, the game page): one place that runs a
// zod schema over a request's body, form or a value and says what is wrong. Each route answers a refusal in its own
// format (the platform envelope, or the vendor's own for a stand-in); the contract's routes go through app.ts.

export type Checked<T> = { ok: true; data: T } | { ok: false; problem: string };

/** `value` checked by `schema`; the first problem named with its path. */
export function checkInput<S extends z.ZodType>(schema: S, value: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid input' };
}

/** The JSON body checked by `schema` (a body that is not JSON is checked as `undefined`). */
export async function jsonInput<S extends z.ZodType>(c: Context, schema: S): Promise<Checked<z.output<S>>> {
  return checkInput(schema, await c.req.json().catch(() => undefined));
}

/** The url-encoded form body checked by `schema`. */
export async function formInput<S extends z.ZodType>(c: Context, schema: S): Promise<Checked<z.output<S>>> {
  return checkInput(schema, Object.fromEntries(new URLSearchParams(await c.req.text())));
}
