import { type Contract, contract, type EndpointSpec, endpointFlags } from '@platform/api-client/contract';
import { encryptPayload } from '@platform/crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../src/core/testing';

/** Runs per endpoint (the task asks at least 200 bad inputs per endpoint). */
export const runsPerEndpoint = 200;

/**
 * The player-site groups of the contract. fuzz.player.test.ts fuzzes these and fuzz.centres.test.ts every other
 * group, so the two halves run side by side in two workers.
 */
export const playerGroups = [
  'system',
  'accounts',
  'member',
  'wallet',
  'notices',
  'promotions',
  'payments',
  'games',
  'chat',
  'feedback',
] as const satisfies readonly (keyof Contract)[];

/** Values that break a contract: wrong types, huge and odd strings, odd numbers, nesting. */
const weirdScalar = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    'ñandú',
    'مرحبا',
    'e\u0301\u0301\u0301',
    '\u202Eevil',
    '\uFEFF',
    '𝕏𝕐',
    ' ',
    '\u0000',
    '\uD800',
    '💥🎰',
    'null',
    'undefined',
    'NaN',
    '1e309',
    '-1',
    '0x10',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'x'.repeat(100_000),
  ),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.1, Number.MAX_SAFE_INTEGER),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const weirdValue = fc.oneof(
  { weight: 6, arbitrary: weirdScalar },
  { weight: 1, arbitrary: fc.array(weirdScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), weirdScalar, { maxKeys: 4 }) },
);

/** Any generated value as query or form text (objects without a prototype have no toString). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === null || value === undefined ? '' : (JSON.stringify(value) ?? '');
}

function fieldNames(spec: EndpointSpec): string[] {
  const shape = (spec.input as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** An object with some of the endpoint's own fields (and strangers), each with a value of the wrong kind. */
function badObject(spec: EndpointSpec) {
  const names = [...fieldNames(spec), 'unexpected', '__proto__', 'constructor'];
  return fc.dictionary(fc.constantFrom(...names), weirdValue, { maxKeys: names.length });
}

type Attempt =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'query'; query: [string, string][] }
  | { kind: 'sealed'; body: unknown }
  | { kind: 'garbage-seal'; header: string; value: string };

function attempts(spec: EndpointSpec): fc.Arbitrary<{ attempt: Attempt; withToken: boolean }> {
  const flags = endpointFlags(spec);
  const names = [...fieldNames(spec), 'extra'];
  const bodies = fc.oneof(
    { weight: 5, arbitrary: badObject(spec).map((body): Attempt => ({ kind: 'json', body })) },
    { weight: 1, arbitrary: weirdValue.map((body): Attempt => ({ kind: 'json', body })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,', 'undefined', '{"__proto__":{"x":1}}', '\u0000'))
        .map((text): Attempt => ({ kind: 'raw', text })),
    },
  );
  let attempt: fc.Arbitrary<Attempt>;
  if (flags.inQuery) {
    attempt = fc
      .array(fc.tuple(fc.constantFrom(...names), weirdScalar.map(text)), { maxLength: 6 })
      .map((query): Attempt => ({ kind: 'query', query }));
  } else if (flags.encrypted) {
    attempt = fc.oneof(
      bodies,
      badObject(spec).map((body): Attempt => ({ kind: 'sealed', body })),
      fc
        .tuple(fc.base64String({ maxLength: 400 }), fc.base64String({ maxLength: 200 }))
        .map(([header, value]): Attempt => ({ kind: 'garbage-seal', header, value })),
    );
  } else {
    attempt = bodies;
  }
  return fc.record({ attempt, withToken: fc.boolean() });
}

async function send(
  sandbox: TestSandbox,
  app: ReturnType<TestSandbox['app']>,
  spec: EndpointSpec,
  attempt: Attempt,
  token: string | null,
): Promise<Response> {
  const merchant = sandbox.runtime.merchants.get('AURUM');
  const headers: Record<string, string> = { Merchant: 'AURUM', Device: 'web', Language: 'EN' };
  if (token) headers.Authorization = token;
  const flags = endpointFlags(spec);
  let path = spec.path as string;
  let body: string | undefined;
  if (attempt.kind === 'query') {
    const search = new URLSearchParams(attempt.query);
    path = `${path}?${search.toString()}`;
  } else if (attempt.kind === 'raw') {
    body = attempt.text;
  } else if (attempt.kind === 'sealed') {
    const sealed = await encryptPayload(merchant?.public_key as string, attempt.body);
    headers.Encryption = sealed.header;
    body = JSON.stringify(sealed.body);
  } else if (attempt.kind === 'garbage-seal') {
    headers.Encryption = attempt.header;
    body = JSON.stringify({ value: attempt.value });
  } else {
    body =
      flags.encoding === 'form' && attempt.body && typeof attempt.body === 'object'
        ? new URLSearchParams(Object.entries(attempt.body).map(([k, v]) => [k, text(v)])).toString()
        : JSON.stringify(attempt.body);
  }
  if (body !== undefined)
    headers['Content-Type'] = flags.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return app.request(path, { method: spec.method, headers, body: spec.method === 'GET' ? undefined : body });
}

/** Answers that end the session a call was made with: the next call needs a fresh one. */
export const sessionEnding: ReadonlySet<string> = new Set([
  'user.or.token.invalid',
  'login.not.session',
  'token_ip_different',
  'CUSTOMER_NOT_LOGIN',
]);

/**
 * Sends `runsPerEndpoint` generated bad requests to every endpoint of the given groups and checks that none is
 * answered with a 5xx: every refusal is a 4xx (or a 200 failure envelope) with an errorCode and a message.
 */
export async function fuzzGroups(
  sandbox: TestSandbox,
  groups: readonly (keyof Contract)[],
  options: { runs?: number; report?: (endpoint: string, ms: number) => void } = {},
): Promise<number> {
  let token = await sandbox.tokenFor('member01');
  // One app for the whole run: building one registers every route of the contract.
  const app = sandbox.app();
  let sent = 0;
  for (const groupName of groups) {
    const group = contract[groupName] as unknown as Record<string, EndpointSpec>;
    for (const [name, spec] of Object.entries(group)) {
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(attempts(spec), async ({ attempt, withToken }) => {
          const response = await send(sandbox, app, spec, attempt, withToken ? token : null);
          sent++;
          const text = await response.text();
          const answer = JSON.parse(text) as { success: boolean; errorCode: string | null; message: string | null };
          const where = `${groupName}.${name} ${response.status} ${answer.errorCode}`;
          expect(response.status, where).toBeLessThan(500);
          expect(answer.errorCode, where).not.toBe('server.error');
          if (!answer.success) {
            expect(typeof answer.errorCode, where).toBe('string');
            expect(typeof answer.message, where).toBe('string');
          }
          // A generated call may log the player out (logout takes any body): start a fresh session.
          if (withToken && answer.errorCode && sessionEnding.has(answer.errorCode))
            token = await sandbox.tokenFor('member01');
          if (withToken && spec.path === '/wps/member/logout' && answer.success)
            token = await sandbox.tokenFor('member01');
        }),
        { numRuns: options.runs ?? runsPerEndpoint, seed: 20261122, endOnFailure: true },
      );
      options.report?.(`${groupName}.${name}`, performance.now() - started);
    }
  }
  return sent;
}

/** A test file's fuzz run: its own sandbox, every endpoint of `groups`, `runsPerEndpoint` bad requests each. */
export function describeFuzz(title: string, groups: readonly (keyof Contract)[]) {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  describe(title, () => {
    it(`answers ${runsPerEndpoint} generated bad requests per endpoint with 4xx, never 5xx`, async () => {
      const endpoints = groups.reduce((n, g) => n + Object.keys(contract[g]).length, 0);
      const sent = await fuzzGroups(sandbox, groups);
      expect(sent).toBe(endpoints * runsPerEndpoint);
    }, 900_000);
  });
}
