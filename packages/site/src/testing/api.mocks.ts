/**
 * Call-level answers for the fake server: a test gives `vi.fn()`s shaped like api-client groups
 * (`{ accounts: { login: vi.fn() } }`) and each one answers the contract route of its method. The real api-client still
 * builds the request (query string, JSON, form, encryption) and reads the envelope through its error table, so a
 * test sees what the site sees; the mock receives the input as the server would read it and what it returns or
 * throws becomes the envelope.
 *
 * - GET and DELETE: the query string, read by the contract's input schema (numbers and lists as the caller gave them).
 * - Encrypted posts: decrypted with a key pair made for the test file (the server's public key is served too).
 * - A resolved value becomes `{ success: true, value }`; a thrown `ApiError` becomes its failure envelope (code, value,
 *   server message, status); anything else thrown is a broken test and fails the call loudly.
 */
import { ApiError } from '@platform/api-client';
import { contract, type EndpointSpec } from '@platform/api-client/contract';
import { decryptPayload, generateKeyPair } from '@platform/crypto';
import type { FakeAnswer, FakeCall, FakeRoute, FakeServer } from './fake.server';

type Mock = (input: never) => unknown;
/** Some methods of some groups of the api-client, as mocks. */
export type ApiMocks = Record<string, Record<string, Mock>>;

let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
/** One RSA key pair per test file: generating one takes a moment. */
const keyPair = () => {
  keys ??= generateKeyPair();
  return keys;
};

function endpointOf(group: string, method: string): EndpointSpec {
  const spec = (contract as unknown as Record<string, Record<string, EndpointSpec> | undefined>)[group]?.[method];
  if (!spec) throw new Error(`api mocks: the contract has no ${group}.${method}`);
  return spec;
}

async function inputOf(spec: EndpointSpec, call: FakeCall): Promise<unknown> {
  if (spec.method === 'GET' || spec.method === 'DELETE') {
    const query = Object.fromEntries(call.url.searchParams);
    if (Object.keys(query).length === 0) return undefined;
    const parsed = spec.input.safeParse(query);
    return parsed.success ? parsed.data : query;
  }
  const body = call.body ?? '';
  if (spec.encrypted) {
    const { privateKey } = await keyPair();
    return decryptPayload(privateKey, { header: call.headers.get('Encryption') ?? '', body: JSON.parse(body) });
  }
  if (spec.encoding === 'form') return Object.fromEntries(new URLSearchParams(body));
  return body === '' ? undefined : JSON.parse(body);
}

function answerOf(mock: Mock) {
  return async (input: unknown): Promise<FakeAnswer> => {
    try {
      const value = await mock(input as never);
      return { value: value ?? null };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        fail: {
          errorCode: error.code ?? 'unknown',
          value: error.value ?? null,
          ...(error.serverMessage === null ? {} : { message: error.serverMessage }),
          status: error.status || 200,
        },
      };
    }
  };
}

/** The fake server's routes for `mocks`: one per mocked method, plus the public key when a mocked call is encrypted. */
export function routesOf(mocks: ApiMocks): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {};
  for (const [group, methods] of Object.entries(mocks)) {
    for (const [method, mock] of Object.entries(methods)) {
      const spec = endpointOf(group, method);
      const answer = answerOf(mock);
      routes[`${spec.method} ${spec.path}`] = async (call) => answer(await inputOf(spec, call));
      if (spec.encrypted) {
        routes['GET /wps/system/publicKey'] = async () => ({
          value: { publicKey: (await keyPair()).publicKey, keyId: 'test-key' },
        });
      }
    }
  }
  return routes;
}

/** A failure as the api-client throws it (for a mock to throw, or to compare with). */
export function apiError(code: string, value: unknown = null, serverMessage: string | null = null): ApiError {
  return new ApiError({
    code,
    status: 200,
    serverMessage,
    method: 'POST',
    url: '/wps/x',
    value,
    endpoint: 'test',
    rule: '*',
    behaviour: 'message',
  });
}

/** Serves `mocks` from `server` (replacing the routes of the same calls). */
export function serveMocks(server: FakeServer, mocks: ApiMocks): void {
  for (const [key, route] of Object.entries(routesOf(mocks))) server.on(key, route);
}
