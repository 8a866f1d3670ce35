/**
 * The client's rules that span calls, against the sandbox over real HTTP: quiet endpoints, the session reported once,
 * retries of idempotent GETs, aborts, and the public key fetched once.
 */
import { type ApiClient, isApiError, SessionEndedError } from '@platform/api-client';
import { buildRouteTable, contract, routeFlag } from '@platform/api-client/contract';
import type { RunningSandbox } from '@platform/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingClient, SANDBOX_START_TIMEOUT_MS, startContractSandbox } from './sandbox.fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startContractSandbox();
}, SANDBOX_START_TIMEOUT_MS);
afterAll(() => sandbox?.close());
beforeEach(() => sandbox.runtime.faults.clear());

type AnyMethod = (input?: unknown, options?: { signal?: AbortSignal; quiet?: boolean }) => Promise<unknown>;
function method(client: ApiClient, group: string, name: string): AnyMethod {
  const found = (client as unknown as Record<string, Record<string, AnyMethod>>)[group]?.[name];
  if (!found)
    throw new Error(`the client has no ${group}.${name}: run \`pnpm --filter @platform/api-client generate\``);
  return found;
}

const routeTable = buildRouteTable(contract);
const quietRoutes = Object.entries(routeTable).flatMap(([group, entries]) =>
  Object.entries(entries)
    .filter(([, [, , flags]]) => (flags & routeFlag.quiet) !== 0)
    .map(([name, [httpMethod, path]]) => ({ group, name, method: httpMethod, path })),
);

describe('quiet endpoints (unread counts, promotions, jackpot, wallet, avatar, agent affiliate)', () => {
  it('exist in the contract', () => {
    expect(quietRoutes.map((r) => `${r.group}.${r.name}`)).toEqual(expect.arrayContaining(['wallet.balance']));
  });

  for (const route of quietRoutes) {
    it(`${route.group}.${route.name} throws without calling onMessage`, async () => {
      sandbox.runtime.faults.add({
        path: route.path,
        method: route.method,
        errorCode: 'points.not.enough',
        message: 'Hidden.',
      });
      const { client, messages } = recordingClient(sandbox);
      const error = await method(client, route.group, route.name)({}).catch((e: unknown) => e);
      expect(isApiError(error) && error.code).toBe('points.not.enough');
      expect(messages).toEqual([]);
    });
  }

  it('a loud endpoint shows the same failure', async () => {
    sandbox.runtime.faults.add({
      path: contract.system.publicKey.path,
      errorCode: 'points.not.enough',
      message: 'Shown.',
    });
    const { client, messages } = recordingClient(sandbox);
    await client.system.publicKey().catch(() => {});
    expect(messages.map((m) => m.text)).toEqual(['Shown.']);
  });
});

describe('the session ends once', () => {
  it('reports several calls that fail together once', async () => {
    sandbox.runtime.faults.add({ path: '*', errorCode: 'user.or.token.invalid', message: 'Log in again.', times: 3 });
    const { client, calls, messages } = recordingClient(sandbox, { getToken: () => 'stale-token' });
    const results = await Promise.allSettled([
      client.system.publicKey(),
      client.wallet.balance(),
      client.member.info(),
    ]);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof SessionEndedError)).toBe(true);
    expect(calls.map((c) => c.callback)).toEqual(['onSessionEnded']);
    expect(messages).toHaveLength(1);
  });

  it('answers a member call without a token with CUSTOMER_NOT_LOGIN and ends the visitor session once', async () => {
    const { client, calls } = recordingClient(sandbox);
    await expect(client.points.balance()).rejects.toMatchObject({ code: 'CUSTOMER_NOT_LOGIN', status: 200 });
    await expect(client.points.balance()).rejects.toBeInstanceOf(SessionEndedError);
    expect(calls.map((c) => c.callback)).toEqual(['onSessionEnded']);
  });

  it('answers an unknown token with user.or.token.invalid', async () => {
    const { client, calls } = recordingClient(sandbox, { getToken: () => 'no-such-token' });
    await expect(client.points.balance()).rejects.toMatchObject({ code: 'user.or.token.invalid' });
    expect(calls).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries an idempotent GET after a 502 and succeeds', async () => {
    sandbox.runtime.faults.add({ path: contract.system.publicKey.path, status: 502, times: 2 });
    const { client, warnings } = recordingClient(sandbox, { retryLimit: 2 });
    await expect(client.system.publicKey()).resolves.toMatchObject({ keyId: 'aurum-1' });
    expect(warnings).toEqual([]);
  });

  it('never retries a POST', async () => {
    sandbox.runtime.faults.add({ path: contract.wallet.transfer.path, status: 503, times: 3 });
    const { client } = recordingClient(sandbox, { retryLimit: 2 });
    const input = { fromWallet: 'MAIN', toWallet: 'PT', amount: 1 };
    await expect(client.wallet.transfer(input)).rejects.toMatchObject({ status: 503 });
    // One call reached the server: two of the three faults are left.
    expect(sandbox.runtime.faults.list().map((f) => f.remaining)).toEqual([2]);
  });
});

describe('abort', () => {
  it('cancels a call the server is slow to answer (it would succeed after the delay)', async () => {
    sandbox.runtime.faults.add({ path: contract.system.publicKey.path, delayMs: 2_000 });
    const { client, messages } = recordingClient(sandbox);
    const controller = new AbortController();
    const call = client.system.publicKey(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(messages).toEqual([]);
  });
});
