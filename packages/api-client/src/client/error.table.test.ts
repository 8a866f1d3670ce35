import { describe, expect, it } from 'vitest';
import type { ApiError } from './api.errors';
import { envelope, failure, fakeServer, hangingAnswer, testClient } from './client.test-helpers';
import type { ApiClientConfig } from './client.types';
import { type ErrorTableKey, errorTable, errorTableKeys, matchErrorRow } from './error.table';

describe('matching a failure to a row', () => {
  it('prefers the code, then the status over the protocol, then the status, then the transport, then *', () => {
    expect(errorTableKeys({ code: 'x', status: 504, transport: 'response', protocol: 'https:' })).toEqual([
      'x',
      'HTTP 504 over https',
      'HTTP 504',
      '*',
    ]);
    expect(errorTableKeys({ code: null, status: 0, transport: 'timeout', protocol: 'http:' })).toEqual([
      'timeout',
      '*',
    ]);
  });

  it('lets a known code win over the status it came with', () => {
    const facts = { code: 'CUSTOMER_NOT_LOGIN', status: 502, transport: 'response', protocol: 'http:' } as const;
    expect(matchErrorRow(facts).key).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('falls through an unknown code to the status (the sandbox answers faults as http.<status>)', () => {
    const facts = { code: 'http.502', status: 502, transport: 'response', protocol: 'http:' } as const;
    expect(matchErrorRow(facts).key).toBe('HTTP 502');
  });
});

type Observed = { callbacks: string[]; messages: { key?: string; text: string }[]; warnings: number };

/** Calls a non-quiet GET answered with `response`, and records which callbacks ran. */
async function observe(
  response: () => Response | Promise<Response>,
  config: Partial<ApiClientConfig> = {},
): Promise<Observed> {
  const server = fakeServer(response);
  const { api, calls, messages, warnings } = testClient(server, { retryLimit: 0, ...config });
  await expect(api.system.status()).rejects.toBeDefined();
  return {
    callbacks: calls.map((c) => c.callback),
    messages: messages.map(({ key, text }) => (key ? { key, text } : { text })),
    warnings: warnings.length,
  };
}

const shown = (text: string) => ({ callbacks: [], messages: [{ text }], warnings: 0 });
const silent = { callbacks: [], messages: [], warnings: 0 };

interface RowCase {
  title: string;
  respond: () => Response | Promise<Response>;
  config?: Partial<ApiClientConfig>;
  expected: Observed;
}

const endsSession = (code: string): RowCase => ({
  title: 'shows the message and ends the session',
  respond: () => failure(code, 'Please log in again.'),
  expected: { ...shown('Please log in again.'), callbacks: ['onSessionEnded'] },
});
const isSilent = (code: string): RowCase => ({
  title: 'is silent',
  respond: () => failure(code, 'said nothing'),
  expected: silent,
});
const calls = (code: string, callback: string): RowCase => ({
  title: `calls ${callback}`,
  respond: () => failure(code, 'said something'),
  expected: { ...silent, callbacks: [callback] },
});

/** One case per row: the type makes a new row of the table fail to compile until it has its case. */
const rowCases: Record<ErrorTableKey, RowCase> = {
  token_ip_different: endsSession('token_ip_different'),
  'user.or.token.invalid': endsSession('user.or.token.invalid'),
  'login.not.session': endsSession('login.not.session'),
  CUSTOMER_NOT_LOGIN: endsSession('CUSTOMER_NOT_LOGIN'),
  'HTTP 401': {
    title: 'ends the session, with the session-expired key when the server says nothing',
    respond: () => new Response('', { status: 401 }),
    expected: {
      callbacks: ['onSessionEnded'],
      messages: [{ key: 'errors.sessionExpired', text: 'Your session has expired. Please log in again.' }],
      warnings: 0,
    },
  },
  'merchant.acct.setup.err': isSilent('merchant.acct.setup.err'),
  login_verify_required: isSilent('login_verify_required'),
  TOO_MANY_REQUEST: isSilent('TOO_MANY_REQUEST'),
  TOO_MANY_REQUESTS: isSilent('TOO_MANY_REQUESTS'),
  bind_customer_required: isSilent('bind_customer_required'),
  'HTTP 504 over https': {
    title: 'is silent',
    respond: () => failure(null, 'Gateway timeout', { status: 504 }),
    config: { baseUrl: 'https://api.test' },
    expected: silent,
  },
  'HTTP 504 over http': {
    title: 'shows the server message',
    respond: () => failure(null, 'Gateway timeout', { status: 504 }),
    expected: shown('Gateway timeout'),
  },
  timeout: {
    title: 'shows timeout_retry_please',
    respond: hangingAnswer,
    // Timers that fire at once: the 20 s limit passes immediately.
    config: {
      timers: { setTimeout: (callback) => setTimeout(callback, 0), clearTimeout: (id) => clearTimeout(id as number) },
    },
    expected: {
      callbacks: [],
      messages: [{ key: 'timeout_retry_please', text: 'The request timed out. Please try again.' }],
      warnings: 0,
    },
  },
  'HTTP 502': {
    title: 'is only logged',
    respond: () => failure(null, 'Bad gateway', { status: 502 }),
    expected: { ...silent, warnings: 1 },
  },
  vendor_under_maintenance: calls('vendor_under_maintenance', 'onVendorMaintenance'),
  launch_game_balance_not_enough: calls('launch_game_balance_not_enough', 'onDepositPrompt'),
  domain_not_available: calls('domain_not_available', 'onDomainUnavailable'),
  'network error': {
    title: 'with one address shows error.network',
    respond: () => {
      throw new TypeError('fetch failed');
    },
    expected: {
      callbacks: [],
      messages: [{ key: 'errors.network', text: 'Network error. Please check your connection and try again.' }],
      warnings: 0,
    },
  },
  system_maintenance: calls('system_maintenance', 'onMaintenance'),
  region_restricted: calls('region_restricted', 'onMaintenance'),
  'request.encryption.invalid': {
    title: 'on a call that was not encrypted shows the server message',
    respond: () => failure('request.encryption.invalid', 'Cannot decrypt.', { status: 400 }),
    expected: shown('Cannot decrypt.'),
  },
  '*': {
    title: 'shows the server message',
    respond: () => failure('points.not.enough', 'Not enough points.'),
    expected: shown('Not enough points.'),
  },
};

describe('every row of the table, through an injected fetch', () => {
  for (const [row, rowCase] of Object.entries(rowCases)) {
    it(`${row} ${rowCase.title}`, async () => {
      expect(await observe(rowCase.respond, rowCase.config)).toEqual(rowCase.expected);
    });
  }

  it('HTTP 504 over http without a message shows timeout_retry_please', async () => {
    expect(await observe(() => failure('http.504', 'http.504', { status: 504 }))).toEqual({
      callbacks: [],
      messages: [{ key: 'timeout_retry_please', text: 'The request timed out. Please try again.' }],
      warnings: 0,
    });
  });

  it('HTTP 502 is logged without bodies or tokens', async () => {
    const server = fakeServer(() => failure(null, 'Bad gateway', { status: 502 }));
    const { api, warnings } = testClient(server, { retryLimit: 0, getToken: () => 'secret-token' });
    await expect(api.member.remove({ password: 'hunter2' })).rejects.toMatchObject({ status: 502, rule: 'HTTP 502' });
    expect(warnings[0]?.details).toMatchObject({
      endpoint: 'member.remove',
      status: 502,
      url: 'http://api.test/wps/member/favourite',
    });
    expect(JSON.stringify(warnings)).not.toMatch(/secret-token|hunter2/);
  });

  it('vendor_under_maintenance passes the value, with recommended games when resType is 1', async () => {
    const value = { resType: 1, games: [7] };
    const server = fakeServer(() => failure('vendor_under_maintenance', 'PT is resting.', { value }));
    const { api, calls } = testClient(server);
    const error = await api.system.status().catch((e: unknown) => e);
    expect(calls).toEqual([
      {
        callback: 'onVendorMaintenance',
        argument: { message: 'PT is resting.', showRecommendedGames: true, value, error },
      },
    ]);
  });

  it('vendor_under_maintenance without resType 1 opens the plain window', async () => {
    const server = fakeServer(() => failure('vendor_under_maintenance', 'PT is resting.', { value: { resType: 0 } }));
    const { api, calls } = testClient(server);
    await api.system.status().catch(() => {});
    expect(calls[0]?.argument).toMatchObject({ showRecommendedGames: false });
  });

  it('covers every row of the table', () => {
    expect(Object.keys(rowCases).sort()).toEqual(Object.keys(errorTable).sort());
  });
});

describe('behaviours without their callback fall back to onMessage', () => {
  const bare = {
    onMaintenance: undefined,
    onDepositPrompt: undefined,
    onVendorMaintenance: undefined,
    onDomainUnavailable: undefined,
  };

  for (const code of [
    'system_maintenance',
    'launch_game_balance_not_enough',
    'vendor_under_maintenance',
    'domain_not_available',
  ]) {
    it(`${code} shows the server message`, async () => {
      expect(await observe(() => failure(code, `${code} said`), bare)).toEqual(shown(`${code} said`));
    });
  }
});

describe('quiet endpoints', () => {
  it('never call onMessage, and still throw', async () => {
    const server = fakeServer(() => failure('points.not.enough', 'Not shown.'));
    const { api, messages } = testClient(server);
    await expect(api.member.unread()).rejects.toMatchObject({ code: 'points.not.enough' });
    expect(messages).toEqual([]);
  });

  it('still end the session, without the message', async () => {
    const server = fakeServer(() => failure('user.or.token.invalid', 'Log in again.'));
    const { api, messages, calls } = testClient(server, { getToken: () => 't' });
    await expect(api.member.unread()).rejects.toBeInstanceOf(Error);
    expect([messages.length, calls.map((c) => c.callback)]).toEqual([0, ['onSessionEnded']]);
  });

  it('can be asked for per call, and a quiet endpoint cannot be made loud by omission', async () => {
    const server = fakeServer(() => failure('points.not.enough', 'Not shown.'));
    const { api, messages } = testClient(server);
    await expect(api.wallet.transfer({}, { quiet: true })).rejects.toBeDefined();
    await expect(api.member.unread(undefined, {})).rejects.toBeDefined();
    await expect(api.member.unread(undefined, { quiet: false })).rejects.toBeDefined();
    expect(messages.map((m) => m.text)).toEqual(['Not shown.']);
  });
});

describe('the session ends once', () => {
  it('reports several calls failing together once', async () => {
    const server = fakeServer(() => failure('user.or.token.invalid', 'Log in again.'));
    const { api, messages, calls } = testClient(server, { getToken: () => 'old' });
    const results = await Promise.allSettled([api.system.status(), api.wallet.transfer({}), api.member.remove({})]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls.filter((c) => c.callback === 'onSessionEnded')).toHaveLength(1);
    expect(messages).toHaveLength(1);
  });

  it('stops sending the ended token, and reports the next session again', async () => {
    let token = 'old';
    const server = fakeServer((request) =>
      request.headers.authorization === 'new' && token === 'new'
        ? failure('login.not.session', 'Logged in elsewhere.')
        : failure('CUSTOMER_NOT_LOGIN', 'Log in.'),
    );
    const { api, calls } = testClient(server, { getToken: () => token });
    await api.system.status().catch(() => {});
    await api.system.status().catch(() => {});
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['old', undefined]);
    expect(calls).toHaveLength(1);
    token = 'new';
    await api.system.status().catch(() => {});
    expect(calls.map((c) => (c.argument as ApiError).code)).toEqual(['CUSTOMER_NOT_LOGIN', 'login.not.session']);
  });

  it('reports a visitor calling a member endpoint once', async () => {
    const server = fakeServer(() => failure('CUSTOMER_NOT_LOGIN', 'Log in.'));
    const { api, calls } = testClient(server);
    await Promise.allSettled([api.wallet.transfer({}), api.wallet.transfer({})]);
    await api.wallet.transfer({}).catch(() => {});
    expect(calls).toHaveLength(1);
  });

  it('does not end a session on a successful answer', async () => {
    const { api, calls } = testClient(
      fakeServer(() => envelope(true)),
      { getToken: () => 't' },
    );
    await api.system.status();
    expect(calls).toEqual([]);
  });
});
