/**
 * Test doubles for the client's unit tests: a route table with every flag, a fake server behind an injected fetch
 * (recording what went over the wire), and manual timers. No global mocks.
 */
import { routeFlag } from '../contract/routes';
import { createClientFromRoutes, type RouteTable } from './client';
import type { ApiClientConfig, ClientMessage, ClientTimers } from './client.types';

const { encrypted, form, loginDeviceId, quiet, idempotent, member, inQuery } = routeFlag;

/** One endpoint per combination of flags the client treats differently. */
export const testRoutes = {
  system: {
    publicKey: ['GET', '/wps/system/publicKey', idempotent | inQuery],
    status: ['GET', '/wps/system/status', idempotent | inQuery],
  },
  accounts: {
    login: ['POST', '/wps/member/login', encrypted | loginDeviceId],
    forgotByEmail: ['POST', '/wps/member/password/forgot/email', form],
  },
  member: {
    unread: ['GET', '/wps/member/message/unread', idempotent | inQuery | quiet | member],
    remove: ['DELETE', '/wps/member/favourite', inQuery | member],
    update: ['PUT', '/wps/member/info', member],
  },
  wallet: {
    transfer: ['POST', '/wps/wallet/transfer', member],
  },
} as const satisfies RouteTable;

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type Handler = (request: Recorded, raw: Request) => Response | Promise<Response>;

export function envelope(value: unknown, init: ResponseInit = {}): Response {
  return Response.json({ success: true, value, message: null, errorCode: null }, init);
}

export function failure(
  errorCode: string | null,
  message: string | null,
  init: ResponseInit & { value?: unknown } = {},
) {
  return Response.json({ success: false, value: init.value ?? null, message, errorCode }, init);
}

/** A fetch that answers from `handler` and records every request it received. */
export function fakeServer(handler: Handler = () => envelope(true)) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = new Request(input, init);
    raw.signal.throwIfAborted();
    const recorded: Recorded = {
      method: raw.method,
      url: raw.url,
      headers: Object.fromEntries(raw.headers),
      body: raw.method === 'GET' || raw.method === 'HEAD' ? '' : await raw.clone().text(),
    };
    requests.push(recorded);
    const answer = handler(recorded, raw);
    // Answers that wait (timeouts) give up when the request is aborted, as a real fetch does.
    return new Promise<Response>((resolve, reject) => {
      raw.signal.addEventListener('abort', () => reject(raw.signal.reason), { once: true });
      Promise.resolve(answer).then(resolve, reject);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A fetch that never answers until its request is aborted. */
export const hangingAnswer = (): Promise<Response> => new Promise<Response>(() => {});

/** Timers that only move when the test says so. */
export function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; ms: number; callback: () => void }>();
  const scheduled: number[] = [];
  const timers: ClientTimers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, ms, callback });
      scheduled.push(ms);
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** Every delay ever scheduled, in order. */
    scheduled,
    pendingDelays: () => [...pending.values()].map((timer) => timer.ms),
    /** Moves the clock forward, running what falls due in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}

/** A client on the test routes with a recorder for every callback. */
export function testClient(server: ReturnType<typeof fakeServer>, config: Partial<ApiClientConfig> = {}) {
  const messages: ClientMessage[] = [];
  const calls: { callback: string; argument: unknown }[] = [];
  const record = (callback: string) => (argument: unknown) => {
    calls.push({ callback, argument });
  };
  const warnings: { message: string; details: Record<string, unknown> }[] = [];
  const client = createClientFromRoutes(testRoutes, {
    baseUrl: 'http://api.test',
    merchantCode: 'AURUM',
    fetch: server.fetch,
    getDeviceId: () => 'd'.repeat(36),
    onMessage: (message) => {
      messages.push(message);
    },
    onSessionEnded: record('onSessionEnded'),
    onMaintenance: record('onMaintenance'),
    onDepositPrompt: record('onDepositPrompt'),
    onDomainUnavailable: record('onDomainUnavailable'),
    onVendorMaintenance: record('onVendorMaintenance'),
    onDomainChange: record('onDomainChange'),
    logger: { warn: (message, details) => warnings.push({ message, details }) },
    retryDelayMs: () => 0,
    ...config,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test routes are untyped; tests call them by name.
  const api = client as any;
  return { client, api, messages, calls, warnings };
}
