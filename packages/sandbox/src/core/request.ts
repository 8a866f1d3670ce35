import { type EndpointSpec, endpointFlags } from '@platform/api-client/contract';
import { decryptPayload } from '@platform/crypto';
import type { Context } from 'hono';
import type { z } from 'zod';
import { hashToken } from './accounts';
import type { AppEnv } from './app';
import { ApiFailure } from './failure';
import type { CustomerRow, MerchantRow, SessionRow } from './rows';
import type { SandboxRuntime } from './runtime';

// What the contract pipeline reads of a request before a handler runs: the platform headers, the caller's address,
// the session behind a token and the input by the endpoint's media type.

export const languages = new Set<string>(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
/** The `Device` values the document allows. */
export const devices = new Set<string>(['web']);
/** The document's `loginDeviceId`: 36 characters (a UUID, or the device id @platform/crypto derives). */
export const loginDeviceIdLength = 36;
/** Longest URL answered (path and query); Node's own header limit answers 431 the same way (core/server.ts). */
export const maxUrlBytes = 16 * 1024;
/** Groups that keep answering while a merchant is in maintenance or region-restricted (the site must learn why). */
export const alwaysOpenGroups = new Set<string>(['system']);
/** Claim pictures travel as data URLs: 3 images of 5 MB grow by a third in base64. */
export const maxBodyBytes = 25 * 1024 * 1024;

/** The media type of a request without parameters, lower case (`application/json; charset=utf-8` -> `application/json`). */
export function mediaTypeOf(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Refuses header values the document does not allow (absent Device and Language keep their defaults). */
export function checkHeaders(c: Context, spec: EndpointSpec): void {
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

export function clientIp(c: Context<AppEnv>): string {
  const address = c.env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: a number beyond the column's range, malformed text for a type) come
 * from values the caller sent that passed the contract but not the store: a bad request, not a server failure.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/**
 * The session behind a token and its player, from the read cache while neither table was written since (a login,
 * logout or any change of a player drops it). Looked up by the token's SHA-256: the store never holds the token.
 */
export function readSession(runtime: SandboxRuntime, token: string) {
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
export const sessionTables = ['sessions', 'customers'] as const;

/** Decides who is calling. Throws the session-ending failures only where `strict` (member endpoints). */
export async function authenticate(
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

export async function readInput(c: Context<AppEnv>, spec: EndpointSpec, merchant: MerchantRow): Promise<unknown> {
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
