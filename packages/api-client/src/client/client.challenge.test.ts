import { describe, expect, it } from 'vitest';
import { envelope, failure, fakeServer, testClient } from './client.test-helpers';
import type { PasswordChallenge } from './client.types';

/** A server whose password guard asks for a captcha until one of `good` is sent with the call. */
function guardedServer(good: readonly string[]) {
  return fakeServer((request) => {
    const body = JSON.parse(request.body) as { captcha?: string };
    if (body.captcha === undefined) return failure('password.captcha.required', null, { value: { captcha: true } });
    if (!good.includes(body.captcha)) return failure('password.captcha.incorrect', null, { value: { captcha: true } });
    return envelope({ done: true });
  });
}

describe('the password challenge', () => {
  it('sends the same call again with the answer the product resolves', async () => {
    const server = guardedServer(['AB12']);
    const challenges: PasswordChallenge[] = [];
    const { api, messages } = testClient(server, {
      onPasswordChallenge: async (challenge) => {
        challenges.push(challenge);
        return { captcha: 'AB12', captchaKey: 'key-1' };
      },
    });
    await expect(api.wallet.transfer({ amount: 5, paymentPassword: 'pw' })).resolves.toEqual({ done: true });
    expect(challenges).toEqual([{ endpoint: 'wallet.transfer', incorrect: false }]);
    expect(server.requests.map((request) => JSON.parse(request.body))).toEqual([
      { amount: 5, paymentPassword: 'pw' },
      { amount: 5, paymentPassword: 'pw', captcha: 'AB12', captchaKey: 'key-1' },
    ]);
    // The ask was answered, not shown to the player as an error.
    expect(messages).toEqual([]);
  });

  it('asks again, saying the last answer was wrong, until one passes', async () => {
    const server = guardedServer(['GOOD']);
    const answers = ['BAD1', 'GOOD'];
    const seen: boolean[] = [];
    const { api } = testClient(server, {
      onPasswordChallenge: async ({ incorrect }) => {
        seen.push(incorrect);
        return { captcha: answers.shift() as string, captchaKey: 'k' };
      },
    });
    await expect(api.wallet.transfer({ amount: 1 })).resolves.toEqual({ done: true });
    expect(seen).toEqual([false, true]);
    expect(server.requests).toHaveLength(3);
  });

  it('fails with the ask when the player cancels, and reports it like any refusal', async () => {
    const server = guardedServer(['x']);
    const { api, messages } = testClient(server, { onPasswordChallenge: async () => null });
    await expect(api.wallet.transfer({ amount: 1 })).rejects.toMatchObject({ code: 'password.captcha.required' });
    expect(server.requests).toHaveLength(1);
    expect(messages.map((message) => message.error.code)).toEqual(['password.captcha.required']);
  });

  it('without a handler the ask is an ordinary error', async () => {
    const server = guardedServer(['x']);
    await expect(testClient(server).api.wallet.transfer({ amount: 1 })).rejects.toMatchObject({
      code: 'password.captcha.required',
      value: { captcha: true },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('leaves other refusals alone', async () => {
    let asked = 0;
    const server = fakeServer(() => failure('payment.password.incorrect', null, { value: { captcha: true } }));
    const { api } = testClient(server, {
      onPasswordChallenge: async () => {
        asked++;
        return { captcha: 'x', captchaKey: 'k' };
      },
    });
    await expect(api.wallet.transfer({ amount: 1 })).rejects.toMatchObject({ code: 'payment.password.incorrect' });
    expect(asked).toBe(0);
  });

  it('stops when the call is cancelled while the player answers', async () => {
    const server = guardedServer(['x']);
    const controller = new AbortController();
    const { api } = testClient(server, {
      onPasswordChallenge: async () => {
        controller.abort(new Error('left the page'));
        return { captcha: 'x', captchaKey: 'k' };
      },
    });
    await expect(api.wallet.transfer({ amount: 1 }, { signal: controller.signal })).rejects.toThrow('left the page');
    expect(server.requests).toHaveLength(1);
  });
});
