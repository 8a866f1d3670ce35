/**
 * Every row of the client's error table, driven through the sandbox's fault injection over real HTTP
 * (points-centres-lottery §8). The cases are typed by the table's keys: a new row does not compile without its case.
 */
import { type ApiClient, type ApiClientConfig, type ErrorTableKey, errorTable, isApiError } from '@platform/api-client';
import { contract } from '@platform/api-client/contract';
import type { FaultRule, RunningSandbox } from '@platform/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closedOrigin,
  fetchVia,
  recordingClient,
  SANDBOX_START_TIMEOUT_MS,
  startContractSandbox,
} from './sandbox.fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startContractSandbox();
}, SANDBOX_START_TIMEOUT_MS);
afterAll(() => sandbox?.close());
beforeEach(() => sandbox.runtime.faults.clear());

// The one endpoint the sandbox core implements itself: the cases that end in success need a real answer.
const statusPath = contract.system.publicKey.path;
const launchPath = contract.games.launch.path;
const loginPath = contract.accounts.login.path;

interface Observed {
  error: { name: string; rule: string } | 'resolved';
  callbacks: string[];
  /** i18n key of the client's own messages, else the server's text. */
  messages: string[];
  warnings: number;
}

interface RowCase {
  title: string;
  /** Where the faults go. @default system.publicKey */
  path?: string;
  faults?: (path: string) => FaultRule[];
  config?: () => Partial<ApiClientConfig> | Promise<Partial<ApiClientConfig>>;
  call?: (client: ApiClient) => Promise<unknown>;
  expected: Observed;
}

const fault =
  (errorCode: string, message: string, extra: Partial<FaultRule> = {}) =>
  (path: string) => [{ path, errorCode, message, ...extra }];

const endsSession = (code: string): RowCase => ({
  title: 'ends the session and shows the message',
  faults: fault(code, 'Please log in again.'),
  expected: {
    error: { name: 'SessionEndedError', rule: code },
    callbacks: ['onSessionEnded'],
    messages: ['Please log in again.'],
    warnings: 0,
  },
});
const silent = (code: string): RowCase => ({
  title: 'is silent',
  faults: fault(code, 'not for the player'),
  expected: { error: { name: 'ApiError', rule: code }, callbacks: [], messages: [], warnings: 0 },
});
const callback = (code: string, name: string, callbackName: string, value?: unknown): RowCase => ({
  title: `calls ${callbackName}`,
  faults: fault(code, 'see the callback', value === undefined ? {} : { value }),
  expected: { error: { name, rule: code }, callbacks: [callbackName], messages: [], warnings: 0 },
});

const rows: Record<ErrorTableKey, RowCase> = {
  token_ip_different: endsSession('token_ip_different'),
  'user.or.token.invalid': endsSession('user.or.token.invalid'),
  'login.not.session': endsSession('login.not.session'),
  CUSTOMER_NOT_LOGIN: endsSession('CUSTOMER_NOT_LOGIN'),
  'HTTP 401': {
    title: 'ends the session with the session-expired message',
    faults: (path) => [{ path, status: 401 }],
    expected: {
      error: { name: 'SessionEndedError', rule: 'HTTP 401' },
      callbacks: ['onSessionEnded'],
      messages: ['errors.sessionExpired'],
      warnings: 0,
    },
  },
  'merchant.acct.setup.err': silent('merchant.acct.setup.err'),
  login_verify_required: silent('login_verify_required'),
  TOO_MANY_REQUEST: silent('TOO_MANY_REQUEST'),
  TOO_MANY_REQUESTS: silent('TOO_MANY_REQUESTS'),
  bind_customer_required: silent('bind_customer_required'),
  'HTTP 504 over https': {
    title: 'is silent (the client calls an https origin that leads to the sandbox)',
    faults: (path) => [{ path, status: 504 }],
    config: () => ({ baseUrl: 'https://sandbox.test', fetch: fetchVia('https://sandbox.test', sandbox.url) }),
    expected: {
      error: { name: 'TimeoutError', rule: 'HTTP 504 over https' },
      callbacks: [],
      messages: [],
      warnings: 0,
    },
  },
  'HTTP 504 over http': {
    title: 'shows timeout_retry_please when the gateway says nothing',
    faults: (path) => [{ path, status: 504 }],
    expected: {
      error: { name: 'TimeoutError', rule: 'HTTP 504 over http' },
      callbacks: [],
      messages: ['timeout_retry_please'],
      warnings: 0,
    },
  },
  timeout: {
    title: 'gives up after the request timeout and shows timeout_retry_please',
    faults: (path) => [{ path, delayMs: 1_000 }],
    config: () => ({ timeoutMs: 100 }),
    expected: {
      error: { name: 'TimeoutError', rule: 'timeout' },
      callbacks: [],
      messages: ['timeout_retry_please'],
      warnings: 0,
    },
  },
  'HTTP 502': {
    title: 'is only logged',
    faults: (path) => [{ path, status: 502 }],
    expected: { error: { name: 'ApiError', rule: 'HTTP 502' }, callbacks: [], messages: [], warnings: 1 },
  },
  vendor_under_maintenance: callback('vendor_under_maintenance', 'ApiError', 'onVendorMaintenance', { resType: 1 }),
  launch_game_balance_not_enough: {
    ...callback('launch_game_balance_not_enough', 'ApiError', 'onDepositPrompt'),
    path: launchPath,
    call: (client) => client.games.launch({ gameId: 'PT-1', vassalage: 'PT' }),
  },
  domain_not_available: {
    title: 'moves to the next domain of the list and carries on there',
    config: () => {
      const port = new URL(sandbox.url).port;
      sandbox.runtime.faults.unavailableHosts.add('localhost');
      return { baseUrl: `http://localhost:${port}`, domains: [`localhost:${port}`, `127.0.0.1:${port}`] };
    },
    expected: { error: 'resolved', callbacks: ['onDomainChange'], messages: [], warnings: 0 },
  },
  'network error': {
    title: 'moves an idempotent call from a dead domain to the next one',
    config: async () => {
      const dead = await closedOrigin();
      return { baseUrl: dead, domains: [dead, sandbox.url] };
    },
    expected: { error: 'resolved', callbacks: ['onDomainChange'], messages: [], warnings: 0 },
  },
  system_maintenance: callback('system_maintenance', 'MaintenanceError', 'onMaintenance', {
    content: { data: { maintainTime: 1, endTime: 2 } },
  }),
  region_restricted: callback('region_restricted', 'MaintenanceError', 'onMaintenance', { ip: '203.0.113.9' }),
  'request.encryption.invalid': {
    title: 'refetches the key and resends once, then shows the server message',
    path: loginPath,
    faults: fault('request.encryption.invalid', 'Cannot decrypt.', { times: 2 }),
    call: (client) => client.accounts.login({ username: 'member01', password: 'x' }),
    expected: {
      error: { name: 'ApiError', rule: 'request.encryption.invalid' },
      callbacks: [],
      messages: ['Cannot decrypt.'],
      warnings: 0,
    },
  },
  '*': {
    title: 'shows the server message',
    faults: fault('points.not.enough', 'Not enough points.'),
    expected: { error: { name: 'ApiError', rule: '*' }, callbacks: [], messages: ['Not enough points.'], warnings: 0 },
  },
};

async function observe(rowCase: RowCase): Promise<Observed> {
  for (const rule of rowCase.faults?.(rowCase.path ?? statusPath) ?? []) sandbox.runtime.faults.add(rule);
  const recorder = recordingClient(sandbox, { retryLimit: 0, ...(await rowCase.config?.()) });
  const call = rowCase.call ?? ((client: ApiClient) => client.system.publicKey());
  let error: Observed['error'] = 'resolved';
  try {
    await call(recorder.client);
  } catch (thrown) {
    if (!isApiError(thrown)) throw thrown;
    error = { name: thrown.name, rule: thrown.rule };
  }
  return {
    error,
    callbacks: recorder.calls.map((c) => c.callback),
    messages: recorder.messages.map((m) => m.key ?? m.text),
    warnings: recorder.warnings.length,
  };
}

describe('the error table against the sandbox', () => {
  for (const [key, rowCase] of Object.entries(rows)) {
    it(`${key} ${rowCase.title}`, async () => {
      expect(await observe(rowCase)).toEqual(rowCase.expected);
    });
  }

  it('has a case for every row', () => {
    expect(Object.keys(rows).sort()).toEqual(Object.keys(errorTable).sort());
  });
});

describe('rows with more than one outcome', () => {
  it('HTTP 504 over http shows the message when the gateway gives one', async () => {
    const observed = await observe({
      ...rows['HTTP 504 over http'],
      faults: (path) => [{ path, status: 504, message: 'Upstream slow.' }],
    });
    expect(observed.messages).toEqual(['Upstream slow.']);
  });

  it('domain_not_available without a domain list reports the domain unavailable', async () => {
    const port = new URL(sandbox.url).port;
    sandbox.runtime.faults.unavailableHosts.add('localhost');
    const observed = await observe({
      ...rows.domain_not_available,
      config: () => ({ baseUrl: `http://localhost:${port}` }),
    });
    expect(observed).toEqual({
      error: { name: 'DomainUnavailableError', rule: 'domain_not_available' },
      callbacks: ['onDomainUnavailable'],
      messages: [],
      warnings: 0,
    });
  });

  it('a network error with one address shows error.network', async () => {
    const dead = await closedOrigin();
    const observed = await observe({ ...rows['network error'], config: () => ({ baseUrl: dead }) });
    expect(observed).toEqual({
      error: { name: 'NetworkError', rule: 'network error' },
      callbacks: [],
      messages: ['errors.network'],
      warnings: 0,
    });
  });

  it('vendor_under_maintenance passes recommended games when resType is 1', async () => {
    sandbox.runtime.faults.add({
      path: statusPath,
      errorCode: 'vendor_under_maintenance',
      value: { resType: 1, games: [3] },
    });
    const { client, calls } = recordingClient(sandbox);
    await client.system.publicKey().catch(() => {});
    expect(calls[0]?.argument).toMatchObject({ showRecommendedGames: true, value: { resType: 1, games: [3] } });
  });

  it('system_maintenance hands over the maintenance window', async () => {
    const value = { content: { data: { maintainTime: 1_700_000_000_000, endTime: 1_700_003_600_000 } } };
    sandbox.runtime.faults.add({ path: statusPath, errorCode: 'system_maintenance', message: 'Upgrading.', value });
    const { client, calls } = recordingClient(sandbox);
    await client.system.publicKey().catch(() => {});
    expect(calls[0]?.argument).toMatchObject({
      reason: 'maintenance',
      message: 'Upgrading.',
      maintainTime: 1_700_000_000_000,
      endTime: 1_700_003_600_000,
    });
  });
});
