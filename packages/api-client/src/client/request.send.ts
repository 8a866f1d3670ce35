/**
 * One call on the wire, through ky: the request timeout on the injected timers, ky's retry for idempotent GETs (with
 * the backoff on the injected timers too), and the envelope read back into a success or the facts of a failure.
 *
 * This is the hot path of every call, and on loopback a call takes a few hundred microseconds, so it is written to
 * cost little beside ky (packages/contract-tests/bench/overhead.bench.ts measures it; the README has the figures):
 * one AbortController per call carries both the timeout and the caller's signal (AbortSignal.any costs about 13 µs a
 * call on Node 20, and ky calls it whenever it is given a signal), and ky gets only the options that differ from its
 * defaults.
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

/** ky retries what ky throws: gateway answers (as HTTPError) and network errors (fetch's TypeError). */
function worthRetrying({ error }: { error: Error }): boolean {
  return isHTTPError(error) ? RETRY_STATUS_CODES.includes(error.response.status) : error instanceof TypeError;
}

const noDelay = () => 0;
const ignore = () => {};

/** A call that got no answer: it timed out, or the network failed. A caller's abort rejects with its reason instead. */
function noAnswer(url: string, signal: AbortSignal | undefined, timedOut: boolean, cause: unknown): Outcome {
  if (signal?.aborted) throw signal.reason;
  return {
    ok: false,
    facts: { code: null, status: 0, transport: timedOut ? 'timeout' : 'network error', protocol: protocolOf(url) },
    serverMessage: null,
    value: null,
    cause,
  };
}

export function createSender(config: ResolvedConfig) {
  const { timers, timeoutMs } = config;
  const statusCodes = [...RETRY_STATUS_CODES];

  return async function send(request: OutgoingRequest): Promise<Outcome> {
    const { signal, url } = request;
    signal?.throwIfAborted();
    // One controller per call, for the timeout and the caller's signal alike.
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    let timer: unknown;
    let timing = false;
    let rejectAttempt: (reason: unknown) => void = ignore;
    const stopTimer = () => {
      if (!timing) return;
      timing = false;
      timers.clearTimeout(timer);
    };
    const onTimeout = () => {
      timing = false;
      const reason = new RequestTimeout(`no response within ${timeoutMs} ms`);
      controller.abort(reason);
      // Rejects even where an injected fetch does not listen to its signal.
      rejectAttempt(reason);
    };

    // Each attempt gets the full timeout; the timer runs until the body is read (or the next attempt starts). The
    // call's signal goes to fetch here rather than through ky, which would combine it with its own (AbortSignal.any).
    const timedFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      new Promise<Response>((resolve, reject) => {
        stopTimer();
        rejectAttempt = reject;
        timing = true;
        timer = timers.setTimeout(onTimeout, timeoutMs);
        config.fetch(input, { ...init, signal: controller.signal }).then(resolve, reject);
      });

    // Only what differs from ky's defaults: ky merges and copies every key on every call. Only retried calls need
    // ky's HTTPError (its retry acts on thrown errors); the others read any status as it is.
    const options: Options = { headers: request.headers, timeout: false, fetch: timedFetch };
    if (request.method !== 'GET') options.method = request.method;
    if (request.body !== undefined) options.body = request.body;
    if (request.retry) {
      options.retry = {
        limit: config.retryLimit,
        methods: ['get'],
        statusCodes,
        afterStatusCodes: [],
        // The backoff runs in the beforeRetry hook, on the injected timers; ky's own wait is none.
        delay: noDelay,
        shouldRetry: worthRetrying,
      };
      options.hooks = {
        beforeRetry: [({ retryCount }) => sleep(config.retryDelayMs(retryCount), timers, controller.signal)],
      };
    } else {
      options.retry = 0;
      options.throwHttpErrors = false;
    }

    try {
      let response: Response;
      try {
        response = await ky(url, options);
      } catch (error) {
        if (!isHTTPError(error))
          return noAnswer(url, signal, controller.signal.reason instanceof RequestTimeout, error);
        response = error.response;
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        return noAnswer(url, signal, controller.signal.reason instanceof RequestTimeout, error);
      }
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
    } finally {
      stopTimer();
      signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
