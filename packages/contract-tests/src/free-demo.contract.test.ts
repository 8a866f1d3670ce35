/**
 * The free demo through the published client against the sandbox over real HTTP: `client.accounts.trialLogin()` as a
 * site calls it (no input, the device id header), the trial session it opens, and the refusal where it is off.
 */
import { isApiError } from '@platform/api-client';
import type { RunningSandbox } from '@platform/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingClient, SANDBOX_START_TIMEOUT_MS, startContractSandbox } from './sandbox.fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startContractSandbox();
}, SANDBOX_START_TIMEOUT_MS);
afterAll(() => sandbox?.close());

const deviceId = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ff';

describe('accounts.trialLogin', () => {
  it('opens a trial session (isAgent 4) whose token the client then uses for member calls', async () => {
    const seen: Headers[] = [];
    const { client: visitor } = recordingClient(sandbox, {
      getDeviceId: () => deviceId,
      fetch: (input, init) => {
        seen.push(new Headers(input instanceof Request ? input.headers : init?.headers));
        return fetch(input, init);
      },
    });
    const result = await visitor.accounts.trialLogin();
    expect(result).toMatchObject({ isAgent: 4, merchantCode: 'AURUM', forceChangePassword: false });
    const [headers] = seen;
    expect(headers?.get('loginDeviceId')).toBe(deviceId);
    expect(headers?.get('Encryption')).toBeNull();
    expect(headers?.get('Authorization')).toBeNull();

    const { client: player } = recordingClient(sandbox, { getToken: () => result.token });
    const info = await player.member.info();
    expect(info).toMatchObject({ account: result.customerName, isAgent: 4 });
  });

  it('rejects with trial.disabled where the merchant has the free demo off, and says nothing itself', async () => {
    const { client, messages } = recordingClient(sandbox, { merchantCode: 'VERDE' });
    const error = await client.accounts.trialLogin(undefined, { quiet: true }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('trial.disabled');
    expect(messages).toEqual([]);
  });
});
