/**
 * One call on the wire, through ky: the request timeout on the injected timers, ky's retry for idempotent GETs (with
 * the backoff on the injected timers too), and the envelope read back into a success or the facts of a failure.
 */
import ky, { isHTTPError, type Options } from 'ky';
import type { ResolvedConfig } from './client.config';
import { RETRY_STATUS_CODES } from './client.constants';
import type { FailureFacts } from './error.table';

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Retry on network errors and 502/503/504 (idempotent GETs only). */
  retry: boolean;
}

export type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; facts: FailureFacts; serverMessage: string | null; value: unknown; cause?: unknown };

interface Envelope {
  success: boolean;
  value?: unknown;
  message?: unknown;
  errorCode?: unknown;
}

/** Marks the abort of an attempt that ran out of time (its name keeps ky from retrying it). */
class RequestTimeout extends Error {
  override name = 'TimeoutError';
}

function readEnvelope(text: string): Envelope | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as Envelope).success === 'boolean') {
      return parsed as Envelope;
    }
  } catch {
    // Not JSON: a gateway's HTML page, an empty body...
  }
  return undefined;
}

/** AbortSignal.any for platforms without it (Safari before 17.4). */
export function combineSignals(signals: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([...signals]) : combineSignals(signals);
}

/** Waits `ms` on the given timers; rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, timers: ResolvedConfig['timers'], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function protocolOf(url: string): string {
  return url.startsWith('https:') ? 'https:' : 'http:';
}

export function createSender(config: ResolvedConfig) {
  const { timers } = config;

  return async function send(request: OutgoingRequest): Promise<Outcome> {
    const { signal, url } = request;
    const timeout = new AbortController();
    const callSignal = signal ? anySignal([signal, timeout.signal]) : timeout.signal;
    let stopTimer = () => {};

    // Each attempt gets the full timeout; the timer runs until the body is read (or the next attempt starts).
    const timedFetch = (input: Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        stopTimer();
        const handle = timers.setTimeout(() => {
          const reason = new RequestTimeout(`no response within ${config.timeoutMs} ms`);
          timeout.abort(reason);
          reject(reason);
        }, config.timeoutMs);
        stopTimer = () => timers.clearTimeout(handle);
        // The call's signal goes to fetch directly rather than through ky, which would combine it with its own
        // (AbortSignal.any costs more than the rest of ky on a loopback call).
        config.fetch(input, { ...init, signal: callSignal }).then(resolve, (error: unknown) => {
          stopTimer();
          reject(error);
        });
      });

    const failure = (transport: 'network error' | 'timeout', cause: unknown): Outcome => {
      stopTimer();
      if (signal?.aborted) throw signal.reason;
      return {
        ok: false,
        facts: { code: null, status: 0, transport, protocol: protocolOf(url) },
        serverMessage: null,
        value: null,
        cause,
      };
    };

    // Only retried calls need ky's HTTPError (its retry acts on thrown errors); the others read any status as is.
    const options: Options = {
      method: request.method,
      headers: request.headers,
      body: request.body,
      timeout: false,
      throwHttpErrors: request.retry,
      fetch: timedFetch as typeof fetch,
      retry: 0,
    };
    if (request.retry) {
      options.retry = {
        limit: config.retryLimit,
        methods: [request.method.toLowerCase()],
        statusCodes: [...RETRY_STATUS_CODES],
        afterStatusCodes: [],
        delay: () => 0,
        shouldRetry: ({ error }) =>
          isHTTPError(error) ? RETRY_STATUS_CODES.includes(error.response.status) : error instanceof TypeError,
      };
      options.hooks = {
        beforeRetry: [({ retryCount }) => sleep(config.retryDelayMs(retryCount), timers, callSignal)],
      };
    }

    let response: Response;
    try {
      response = await ky(url, options);
    } catch (error) {
      if (isHTTPError(error)) response = error.response;
      else return failure(error instanceof RequestTimeout ? 'timeout' : 'network error', error);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return failure(timeout.signal.aborted ? 'timeout' : 'network error', error);
    }
    stopTimer();
    const envelope = readEnvelope(text);
    if (response.ok && envelope?.success === true) return { ok: true, value: envelope.value ?? null };
    return {
      ok: false,
      facts: {
        code: typeof envelope?.errorCode === 'string' && envelope.errorCode ? envelope.errorCode : null,
        status: response.status,
        transport: 'response',
        protocol: protocolOf(url),
      },
      serverMessage: typeof envelope?.message === 'string' && envelope.message ? envelope.message : null,
      value: envelope?.value ?? null,
    };
  };
}
