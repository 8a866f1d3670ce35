/**
 * Sensitive posts against the sandbox: it refuses them in plain text, accepts them from the client, and the client
 * survives a rotation of the merchant's key pair (refetch once, send once more).
 */
import { contract } from '@platform/api-client/contract';
import { generateKeyPair } from '@platform/crypto';
import type { RunningSandbox } from '@platform/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './samples/sample.types';
import { recordingClient, SANDBOX_START_TIMEOUT_MS, startContractSandbox } from './sandbox.fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startContractSandbox();
}, SANDBOX_START_TIMEOUT_MS);
afterAll(() => sandbox?.close());

const credentials = { username: 'member01', password: DEMO_PASSWORD };

describe('sensitive posts', () => {
  it('are refused in plain text', async () => {
    const response = await fetch(`${sandbox.url}${contract.accounts.login.path}`, {
      method: 'POST',
      headers: { Merchant: 'AURUM', Device: 'web', Language: 'EN', 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request.encryption.required' });
  });

  it('are accepted from the client, encrypted with the merchant key', async () => {
    const seen: { encryption: string | null; body: string }[] = [];
    const { client } = recordingClient(sandbox, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.method === 'POST') {
          seen.push({ encryption: request.headers.get('Encryption'), body: await request.clone().text() });
        }
        return fetch(request);
      },
    });
    const session = await client.accounts.login(credentials);
    expect(session).toMatchObject({ customerName: 'member01', token: expect.any(String) });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.encryption).toEqual(expect.any(String));
    expect(Object.keys(JSON.parse(seen[0]?.body ?? '{}'))).toEqual(['value']);
    expect(seen[0]?.body).not.toContain(DEMO_PASSWORD);
  });

  it('go through after the merchant rotates its key pair: the client refetches the key once', async () => {
    const keyFetches: string[] = [];
    const { client, messages } = recordingClient(sandbox, {
      fetch: (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith(contract.system.publicKey.path)) keyFetches.push(request.url);
        return fetch(request);
      },
    });
    await client.accounts.login(credentials);
    const rotated = await generateKeyPair();
    await sandbox.runtime.db.query(
      "UPDATE merchants SET public_key = $1, private_key = $2, key_id = 'aurum-2' WHERE code = 'AURUM'",
      [rotated.publicKey, rotated.privateKey],
    );
    await sandbox.runtime.reloadMerchants();
    await expect(client.accounts.login(credentials)).resolves.toMatchObject({ customerName: 'member01' });
    expect(keyFetches).toHaveLength(2);
    expect(messages).toEqual([]);
    await expect(client.system.publicKey()).resolves.toMatchObject({ keyId: 'aurum-2' });
  });
});
