/** Turning a method's input into the wire: query strings, form bodies and the platform headers. */
import { CONTENT_TYPES, HEADERS } from './client.constants';

type Scalar = string | number | boolean | bigint;

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as Scalar);
}

/**
 * Flattens an input object into parameters: `undefined` and `null` are left out (the server applies its defaults),
 * arrays become repeated keys (`types=B&types=PL`), dates epoch milliseconds (the contract's time format), and any
 * other object its JSON.
 */
export function toSearchParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof input !== 'object' || input === null) return params;
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const written = text(item);
      if (written !== undefined) params.append(key, written);
    }
  }
  return params;
}

/** `url?query` for GET and DELETE; the URL alone when nothing is left to send. */
export function withQuery(url: string, input: unknown): string {
  if (input === undefined || input === null) return url;
  const query = toSearchParams(input).toString();
  return query ? `${url}?${query}` : url;
}

export interface WireBody {
  body: string;
  contentType: string;
}

/** JSON of the input (an absent input is `{}`, since every input of the contract is an object). */
export function jsonBody(input: unknown): WireBody {
  return { body: JSON.stringify(input ?? {}), contentType: CONTENT_TYPES.json };
}

/** `application/x-www-form-urlencoded`, for the endpoints the spec sends as a form (forgot password by e-mail). */
export function formBody(input: unknown): WireBody {
  return { body: toSearchParams(input).toString(), contentType: CONTENT_TYPES.form };
}

export interface HeaderFacts {
  merchantCode: string;
  device: string;
  language: string;
  token: string | null | undefined;
  loginDeviceId?: string | undefined;
  encryption?: string | undefined;
  contentType?: string | undefined;
}

/** The headers of one call (ARCHITECTURE.md "Wire format"): Merchant, Device, Language, Authorization when a token. */
export function platformHeaders(facts: HeaderFacts): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.accept]: CONTENT_TYPES.json,
    [HEADERS.merchant]: facts.merchantCode,
    [HEADERS.device]: facts.device,
    [HEADERS.language]: facts.language,
  };
  if (facts.token) headers[HEADERS.authorization] = facts.token;
  if (facts.loginDeviceId) headers[HEADERS.loginDeviceId] = facts.loginDeviceId;
  if (facts.encryption) headers[HEADERS.encryption] = facts.encryption;
  if (facts.contentType) headers[HEADERS.contentType] = facts.contentType;
  return headers;
}
