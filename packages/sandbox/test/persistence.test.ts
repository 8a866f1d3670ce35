import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPayload } from '@platform/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDeviceId, testSnapshotVariable } from '../src/core/testing';
import { createSandbox, type Sandbox } from '../src/index';

// Nothing lost: what players write survives a restart of the sandbox on the same data folder.
let folder: string;
const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sandbox-data-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

function client(sandbox: Sandbox) {
  const app = sandbox.app();
  return async (path: string, init: { method?: string; token?: string; body?: unknown; encrypt?: boolean } = {}) => {
    const headers: Record<string, string> = {
      Merchant: 'AURUM',
      Device: 'web',
      Language: 'EN',
      'Content-Type': 'application/json',
      loginDeviceId: testDeviceId,
    };
    if (init.token) headers.Authorization = init.token;
    let body = init.body === undefined ? undefined : JSON.stringify(init.body);
    if (init.encrypt) {
      const sealed = await encryptPayload(sandbox.runtime.merchants.get('AURUM')?.public_key as string, init.body);
      headers.Encryption = sealed.header;
      body = JSON.stringify(sealed.body);
    }
    const response = await app.request(path, { method: init.method ?? 'GET', headers, body });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
    return (await response.json()) as { success: boolean; value: any; errorCode: string | null };
  };
}

describe('the data folder', () => {
  it('keeps registrations, claims, favourites, payment answers, balances and sessions across a restart', async () => {
    const file = process.env[testSnapshotVariable];
    const first = await createSandbox({
      dataDir: folder,
      snapshot: file ? new Blob([await readFile(file)]) : undefined,
    });
    let call = client(first);
    const captcha = first.runtime.services.captcha.issue('AURUM', 'persistence', first.runtime.clock.now());
    const registered = await call('/wps/member/register', {
      method: 'POST',
      encrypt: true,
      body: {
        username: 'keeper1',
        password: 'Keep1234',
        confirmPassword: 'Keep1234',
        captchaKey: captcha.captchaKey,
        captcha: first.runtime.services.captcha.peek(captcha.captchaKey),
      },
    });
    expect(registered.success).toBe(true);
    const login = await call('/wps/member/login', {
      method: 'POST',
      encrypt: true,
      body: { username: 'member01', password: 'Demo1234' },
    });
    const token = login.value.token as string;
    const promotions = await call('/wps/promotion/list', { token });
    const savior = promotions.value.list.find((p: { promotionType: string }) => p.promotionType === 'MISSION_MANUAL');
    const claim = await call('/wps/promotion/claim', {
      method: 'POST',
      token,
      body: { promotionId: savior.id, remarks: 'spun 20 times' },
    });
    expect(claim.success).toBe(true);
    await call('/wps/game/favourites/add', { method: 'POST', token, body: { gameId: 'JILI-RNG-001' } });
    await call('/wps/v2/wallets/transfer', {
      method: 'POST',
      token,
      body: { fromWallet: 'PT', toWallet: 'JILI', amount: 12.34 },
    });
    const balance = (await call('/wps/v2/wallets/balance', { token })).value;
    const payerLogin = await call('/wps/member/login', {
      method: 'POST',
      encrypt: true,
      body: { username: 'payer01', password: 'Demo1234' },
    });
    const [item] = (await call('/wps/payment/confirmation/list', { token: payerLogin.value.token })).value;
    await call('/wps/payment/confirmation/answer', {
      method: 'POST',
      token: payerLogin.value.token,
      body: { payDetailId: item.payDetailId, isMoneyReceived: 'N', proofOfNotReceive: png },
    });
    await first.close();

    const second = await createSandbox({ dataDir: folder });
    call = client(second);
    try {
      const again = await call('/wps/member/login', {
        method: 'POST',
        encrypt: true,
        body: { username: 'keeper1', password: 'Keep1234' },
      });
      expect(again.value).toMatchObject({ customerName: 'keeper1', firstTimeLogin: true });
      // The session issued before the restart is still valid.
      expect((await call('/wps/member/info', { token })).value.account).toBe('member01');
      const list = (await call('/wps/promotion/list', { token })).value.list;
      expect(list.find((p: { id: number }) => p.id === savior.id).claimStatus).toBe('PENDING');
      const favourites = (await call('/wps/game/favourites', { token })).value.games.map(
        (g: { gameId: string }) => g.gameId,
      );
      expect(favourites).toContain('JILI-RNG-001');
      expect((await call('/wps/v2/wallets/balance', { token })).value).toEqual(balance);
      const answers = await second.runtime.db.query<{ answer: string; bytes: number }>(
        'SELECT answer, length(proof)::int AS bytes FROM payment_confirmations WHERE id = $1',
        [item.payDetailId],
      );
      expect(answers).toEqual([{ answer: 'N', bytes: 12 }]);
    } finally {
      await second.close();
    }
  });
});
