import { readFile } from 'node:fs/promises';
import { encryptPayload } from '@platform/crypto';
import { allModules } from '../domains';
import { issueSession } from './accounts';
import type { SandboxModule } from './module';
import type { CustomerRow } from './rows';
import { createSandbox, type Sandbox } from './sandbox';

/** Helpers for the sandbox's own tests: an in-process sandbox and a caller that speaks the wire format. */
export interface TestSandbox extends Sandbox {
  /** Calls the app in-process with the platform headers; encrypts when `encrypt` is set. Returns status and JSON. */
  call(
    method: string,
    path: string,
    options?: {
      merchant?: string;
      token?: string | null;
      body?: unknown;
      query?: Record<string, string | number>;
      encrypt?: boolean;
      form?: boolean;
      headers?: Record<string, string>;
    },
  ): Promise<{
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response values; the contract checks their shape.
    body: { success: boolean; value: any; message: string | null; errorCode: string | null };
  }>;
  /** A valid token for the customer `username` of `merchant` (default AURUM), without going through login. */
  tokenFor(username: string, merchant?: string): Promise<string>;
  customer(username: string, merchant?: string): Promise<CustomerRow>;
  /** Logs in through the real encrypted call; answers the envelope. */
  login(
    username: string,
    options?: {
      merchant?: string;
      password?: string;
      type?: 'username' | 'sms' | 'mobileNum';
      extra?: Record<string, unknown>;
    },
  ): ReturnType<TestSandbox['call']>;
  /** A token from a real login (throws when the login fails). */
  loginToken(username: string, merchant?: string, password?: string): Promise<string>;
  /** Calls the control API with the key. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary control answers.
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** The sandbox clock's time when the test began: with `frozenAtSeed`, the moment the seed ran (plus a second). */
  startedAt: number;
}

/** The `loginDeviceId` test calls send: 36 characters, as the document asks. */
export const testDeviceId = 'sandbox-test-device-0000000000000000';

/** Set by the test global setup: a data folder already migrated and seeded, so each test file skips both. */
export const testSnapshotVariable = 'SANDBOX_TEST_SNAPSHOT';

async function testSnapshot(modules: readonly SandboxModule[] | undefined): Promise<Blob | undefined> {
  const file = process.env[testSnapshotVariable];
  // Only the full module list matches the snapshot's tables and seeds.
  if (!file || modules) return undefined;
  return new Blob([await readFile(file)]);
}

export interface TestSandboxOptions {
  modules?: readonly SandboxModule[];
  now?: () => number;
  /**
   * Freezes the clock just after the seed ran. Test files open a snapshot seeded once per run, at the time of the
   * run; freezing the clock at that moment keeps every "yesterday", "last hour" and period boundary of the seeded
   * data where the tests expect it, and makes times in answers exact (the centres' records, points, agent figures).
   */
  frozenAtSeed?: boolean;
}

/** The one sandbox of the sandbox's own tests: in process, on the seeded snapshot, with a caller and the control API. */
export async function createTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  let frozen = Date.now();
  const sandbox = await createSandbox({
    modules: options.modules ?? allModules,
    now: options.frozenAtSeed ? () => frozen : options.now,
    snapshot: await testSnapshot(options.modules),
  });
  if (options.frozenAtSeed) {
    const [seeded] = await sandbox.runtime.db.query<{ at: number }>(
      `SELECT (extract(epoch FROM max(applied_at)) * 1000)::bigint AS at FROM sandbox_migrations WHERE id LIKE 'seed:%'`,
    );
    frozen = Math.min(Date.now(), Number(seeded?.at ?? frozen) + 1000);
  }
  const apps = new Map<string, ReturnType<Sandbox['app']>>();
  const appFor = (merchant: string) => {
    const existing = apps.get(merchant);
    if (existing) return existing;
    const created = sandbox.app(merchant);
    apps.set(merchant, created);
    return created;
  };
  const customer = async (username: string, merchant = 'AURUM') => {
    const [row] = await sandbox.runtime.db.query<CustomerRow>(
      'SELECT * FROM customers WHERE merchant_code = $1 AND username = $2',
      [merchant, username],
    );
    if (!row) throw new Error(`no customer ${username} at ${merchant}`);
    return row;
  };
  const login: TestSandbox['login'] = (username, o = {}) =>
    call('POST', '/wps/member/login', {
      merchant: o.merchant,
      encrypt: true,
      body: { username, password: o.password ?? 'Demo1234', type: o.type ?? 'username', ...o.extra },
    });
  const call: TestSandbox['call'] = async (method, path, options = {}) => {
    const merchant = options.merchant ?? 'AURUM';
    // Every call carries a loginDeviceId of the document's length (only login and register read it).
    const headers: Record<string, string> = {
      Merchant: merchant,
      Device: 'web',
      Language: 'EN',
      loginDeviceId: testDeviceId,
      ...options.headers,
    };
    if (options.token) headers.Authorization = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      if (options.encrypt) {
        const key = sandbox.runtime.merchants.get(merchant)?.public_key;
        if (!key) throw new Error(`no merchant ${merchant}`);
        const encrypted = await encryptPayload(key, options.body);
        headers.Encryption = encrypted.header;
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(encrypted.body);
      } else if (options.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.body as Record<string, string>).toString();
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }
    const query = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const response = await appFor(merchant).request(`${path}${query}`, { method, headers, body });
    return { status: response.status, body: await response.json() };
  };
  return {
    ...sandbox,
    customer,
    call,
    login,
    startedAt: options.frozenAtSeed ? frozen : (options.now ?? Date.now)(),
    async loginToken(username, merchant, password) {
      const answer = await login(username, { merchant, password });
      if (!answer.body.success) throw new Error(`login ${username}: ${answer.body.errorCode}`);
      return answer.body.value.token as string;
    },
    async control(method, path, body) {
      const response = await appFor('AURUM').request(path, {
        method,
        headers: { 'X-Control-Key': sandbox.runtime.config.controlKey, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async tokenFor(username, merchant = 'AURUM') {
      return (await issueSession(sandbox.runtime, await customer(username, merchant), '127.0.0.1', null)).token;
    },
  };
}
