import type { z } from 'zod';
import type { ErrorCode } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint.
 * - `public`: no token needed (a token, when sent, is ignored unless the handler reads it).
 * - `optional`: works logged out, and knows the player when a valid token is sent.
 * - `member`: needs a valid token; without one the server answers `CUSTOMER_NOT_LOGIN`.
 */
export type Access = 'public' | 'optional' | 'member';

/** One call of the wire contract. The single source of truth for the server, the client and the OpenAPI document. */
export interface EndpointSpec<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Absolute path on the platform's origin, e.g. `/wps/system/status`. No path parameters: ids travel in the input. */
  path: `/${string}`;
  /** One line for the OpenAPI summary and the client's JSDoc. */
  summary: string;
  /** Longer notes: behaviour, the spec section it comes from, choices made where the spec is silent. */
  description?: string;
  /** Query parameters for GET and DELETE, the body for POST and PUT. Always an object schema. */
  input: I;
  /** The envelope's `value` when `success` is true. */
  output: O;
  /** Kept as its literal type, so a server handler of a `member` endpoint knows the player is there. */
  access: A;
  /** Body encoding. @default 'json' */
  encoding?: 'json' | 'form';
  /** Sensitive post: the body travels encrypted (`{ value }` + `Encryption` header); the server refuses plain text. @default false */
  encrypted?: boolean;
  /** The request carries the `loginDeviceId` header (login and register). @default false */
  loginDeviceId?: boolean;
  /** Errors of this call are never shown to the player (unread counts, promotions, jackpot, wallet, avatar, affiliate). @default false */
  quiet?: boolean;
  /** Safe to retry on a network failure. @default true for GET, false otherwise */
  idempotent?: boolean;
  /** Error codes this call answers with beyond the common ones; documentation and OpenAPI. */
  errors?: readonly ErrorCode[];
}

/** Declares an endpoint, keeping its exact input and output schema types. */
export function endpoint<const I extends z.ZodType, const O extends z.ZodType, const A extends Access>(
  spec: EndpointSpec<I, O, A>,
): EndpointSpec<I, O, A> {
  return spec;
}

/** A group of endpoints (`accounts`, `games`...), and the contract as groups. */
export type EndpointGroup = Readonly<Record<string, EndpointSpec>>;
export type ContractShape = Readonly<Record<string, EndpointGroup>>;

/** What the caller passes (before defaults and transforms). */
export type InputOf<E extends EndpointSpec> = z.input<E['input']>;
/** What the caller receives: the unwrapped `value`. */
export type OutputOf<E extends EndpointSpec> = z.output<E['output']>;
/** What a server handler receives, after parsing. */
export type ParsedInputOf<E extends EndpointSpec> = z.output<E['input']>;
/** What a server handler returns, before serialisation. */
export type ServerOutputOf<E extends EndpointSpec> = z.input<E['output']>;

/** Resolved flags with their defaults applied in one place. */
export function endpointFlags(spec: EndpointSpec) {
  return {
    encoding: spec.encoding ?? 'json',
    encrypted: spec.encrypted ?? false,
    loginDeviceId: spec.loginDeviceId ?? false,
    quiet: spec.quiet ?? false,
    idempotent: spec.idempotent ?? spec.method === 'GET',
    inQuery: spec.method === 'GET' || spec.method === 'DELETE',
  } as const;
}
