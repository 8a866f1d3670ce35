/**
 * The errors every method throws: `ApiError` and one subclass per family a UI tells apart. The class of a failure
 * comes from its row of the error table (error.table.ts). Type guards fall back to `name` plus the error's own fields,
 * so errors from another realm (an iframe, a second copy of the package) still match.
 */
import type { ErrorCode } from '../contract';
import type { ErrorCodeWithValue, ErrorValues } from '../contract/error-values';
import type { ErrorBehaviour, ErrorKind, ErrorTableKey } from './error.table';

export interface ApiErrorDetails {
  /** The envelope's `errorCode`; null for network errors, timeouts and bodies that are not an envelope. */
  code: ErrorCode | (string & {}) | null;
  /** HTTP status; 0 when no response arrived (network error, timeout). */
  status: number;
  /** The server's human message, as it sent it; null when it sent none. */
  serverMessage: string | null;
  method: string;
  url: string;
  /** The envelope's `value` on failure: details such as the maintenance window or recommended games. */
  value: unknown;
  /** The contract endpoint, `group.name` (`accounts.login`). */
  endpoint: string;
  /** The error table row that decided what happened (`HTTP 401`, `CUSTOMER_NOT_LOGIN`, `*`...). */
  rule: ErrorTableKey;
  behaviour: ErrorBehaviour;
  cause?: unknown;
}

function withoutQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

function summary(details: ApiErrorDetails): string {
  const { code, serverMessage, status } = details;
  const what = code ?? (status > 0 ? `HTTP ${status}` : details.rule);
  const said = serverMessage && serverMessage !== code ? `: ${serverMessage}` : '';
  // Queries are left out: the message ends up in logs.
  return `${what}${said} (${details.method} ${withoutQuery(details.url)})`;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ApiErrorDetails['code'];
  readonly status: number;
  readonly serverMessage: string | null;
  readonly method: string;
  readonly url: string;
  readonly value: unknown;
  readonly endpoint: string;
  readonly rule: ErrorTableKey;
  readonly behaviour: ErrorBehaviour;

  constructor(details: ApiErrorDetails) {
    super(summary(details), details.cause === undefined ? undefined : { cause: details.cause });
    this.code = details.code;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.method = details.method;
    this.url = details.url;
    this.value = details.value;
    this.endpoint = details.endpoint;
    this.rule = details.rule;
    this.behaviour = details.behaviour;
  }
}

/** The session is over (token_ip_different, user.or.token.invalid, login.not.session, CUSTOMER_NOT_LOGIN, HTTP 401). */
export class SessionEndedError extends ApiError {
  override name = 'SessionEndedError';
}

/** What a maintenance or access-denied page needs (points-centres-lottery §2 "Maintenance", §3 "Maintenance info"). */
export interface MaintenanceInfo {
  reason: 'maintenance' | 'region';
  message: string | null;
  /** Start of the window, as the server sends it (`value.content.data.maintainTime`). */
  maintainTime?: unknown;
  /** End of the window (`value.content.data.endTime`). */
  endTime?: unknown;
  /** The visitor's IP, for the access-denied page (`value.ip`). */
  ip?: string;
}

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
}

/** The merchant is in maintenance (`system_maintenance`) or the visitor's region is refused (`region_restricted`). */
export class MaintenanceError extends ApiError {
  override name = 'MaintenanceError';

  get info(): MaintenanceInfo {
    const data = field(field(this.value, 'content'), 'data');
    const info: MaintenanceInfo = {
      reason: this.code === 'region_restricted' ? 'region' : 'maintenance',
      message: this.serverMessage,
    };
    const maintainTime = field(data, 'maintainTime');
    const endTime = field(data, 'endTime');
    const ip = field(this.value, 'ip');
    if (maintainTime !== undefined) info.maintainTime = maintainTime;
    if (endTime !== undefined) info.endTime = endTime;
    if (typeof ip === 'string') info.ip = ip;
    return info;
  }
}

/** No response: the address could not be reached (after the retries an idempotent GET gets). */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
}

/** No response within the request timeout (20 s), or a gateway timeout (HTTP 504). */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
}

/** The domain refused the call (`domain_not_available`), or no domain of the list answers. */
export class DomainUnavailableError extends ApiError {
  override name = 'DomainUnavailableError';
}

const classes: Record<ErrorKind, new (details: ApiErrorDetails) => ApiError> = {
  ApiError,
  SessionEndedError,
  MaintenanceError,
  NetworkError,
  TimeoutError,
  DomainUnavailableError,
};

/** Builds the error of the class the table row names. */
export function createApiError(kind: ErrorKind, details: ApiErrorDetails): ApiError {
  return new classes[kind](details);
}

function looksLike(error: unknown, names: readonly string[]): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; endpoint?: unknown; behaviour?: unknown };
  // `name` alone is not enough: DOMException uses 'TimeoutError' and 'NetworkError' too.
  return (
    typeof candidate.name === 'string' &&
    names.includes(candidate.name) &&
    typeof candidate.endpoint === 'string' &&
    typeof candidate.behaviour === 'string'
  );
}

const kinds = Object.keys(classes);

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || looksLike(error, kinds);
}
export function isSessionEndedError(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError || looksLike(error, ['SessionEndedError']);
}
export function isMaintenanceError(error: unknown): error is MaintenanceError {
  return error instanceof MaintenanceError || looksLike(error, ['MaintenanceError']);
}
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || looksLike(error, ['NetworkError']);
}
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError || looksLike(error, ['TimeoutError']);
}
export function isDomainUnavailableError(error: unknown): error is DomainUnavailableError {
  return error instanceof DomainUnavailableError || looksLike(error, ['DomainUnavailableError']);
}

/**
 * The typed `value` of a failure with this error code (the contract's `errorValues`), or undefined when the error is
 * another code or carries none: `errorValueOf(error, 'login_verify_required')?.methods`. Types only: the client
 * trusts the server's value as it trusts its outputs (the sandbox checks both against the contract).
 */
export function errorValueOf<C extends ErrorCodeWithValue>(error: unknown, code: C): ErrorValues[C] | undefined {
  if (!isApiError(error) || error.code !== code || error.value === null || typeof error.value !== 'object') {
    return undefined;
  }
  return error.value as ErrorValues[C];
}
