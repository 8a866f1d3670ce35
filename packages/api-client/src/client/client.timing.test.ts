import { describe, expect, it, vi } from 'vitest';
import { TimeoutError } from './api.errors';
import { defaultRetryDelayMs } from './client.config';
import { envelope, failure, fakeServer, hangingAnswer, manualTimers, testClient } from './client.test-helpers';

/** Lets ky and the client run until they wait on a timer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('timeouts', () => {
  it('gives up after 20000 ms per request by default', async () => {
    const clock = manualTimers();
    const server = fakeServer(hangingAnswer);
    const { api, messages } = testClient(server, { timers: clock.timers, retryLimit: 0 });
    const call = api.wallet.transfer({ amount: 1 }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([20_000]));
    clock.advance(19_999);
    await settle();
    expect(messages).toEqual([]);
    clock.advance(1);
    const error = await call;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ rule: 'timeout', status: 0, code: null, endpoint: 'wallet.transfer' });
    expect(messages.map((m) => m.key)).toEqual(['timeout_retry_please']);
  });

  it('takes the timeout from the configuration', async () => {
    const clock = manualTimers();
    const { api } = testClient(fakeServer(hangingAnswer), { timers: clock.timers, timeoutMs: 5_000 });
    const call = api.wallet.transfer({}).catch((e: unknown) => e);
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([5_000]));
    clock.advance(5_000);
    await expect(call).resolves.toBeInstanceOf(TimeoutError);
  });

  it('gives up at the timeout even when the injected fetch ignores its signal', async () => {
    const clock = manualTimers();
    const deaf = (() => new Promise<Response>(() => {})) as typeof fetch;
    const { api } = testClient({ fetch: deaf, requests: [] }, { timers: clock.timers, timeoutMs: 1_000 });
    const call = api.system.status().catch((e: unknown) => e);
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([1_000]));
    clock.advance(1_000);
    await expect(call).resolves.toMatchObject({ name: 'TimeoutError', rule: 'timeout' });
  });

  it('clears the timer once the answer is read', async () => {
    const clock = manualTimers();
    const { api } = testClient(fakeServer(), { timers: clock.timers });
    await api.system.status();
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('does not retry a timed-out GET', async () => {
    const clock = manualTimers();
    const server = fakeServer(hangingAnswer);
    const { api } = testClient(server, { timers: clock.timers, retryLimit: 2 });
    const call = api.system.status().catch((e: unknown) => e);
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([20_000]));
    clock.advance(20_000);
    await expect(call).resolves.toBeInstanceOf(TimeoutError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries an idempotent GET on 502, 503 and 504 with a doubling backoff', async () => {
    const clock = manualTimers();
    const answers = [502, 503, 0];
    const server = fakeServer(() => {
      const status = answers.shift() ?? 0;
      return status ? failure(null, null, { status }) : envelope('third time');
    });
    const { api } = testClient(server, { timers: clock.timers, retryDelayMs: defaultRetryDelayMs });
    const call = api.system.status();
    await vi.waitFor(() => expect(clock.pendingDelays()).toContain(300));
    clock.advance(300);
    await vi.waitFor(() => expect(clock.pendingDelays()).toContain(600));
    clock.advance(600);
    await expect(call).resolves.toBe('third time');
    expect(server.requests).toHaveLength(3);
    expect(clock.scheduled.filter((ms) => ms !== 20_000)).toEqual([300, 600]);
  });

  it('retries network errors of idempotent GETs, then reports the last failure', async () => {
    const server = fakeServer(() => {
      throw new TypeError('fetch failed');
    });
    const { api, messages } = testClient(server, { retryLimit: 2 });
    await expect(api.system.status()).rejects.toMatchObject({ name: 'NetworkError', rule: 'network error' });
    expect(server.requests).toHaveLength(3);
    expect(messages).toHaveLength(1);
  });

  it('gives up after the retry limit on a gateway error', async () => {
    const server = fakeServer(() => failure(null, null, { status: 502 }));
    const { api, warnings } = testClient(server, { retryLimit: 2 });
    await expect(api.system.status()).rejects.toMatchObject({ status: 502 });
    expect([server.requests.length, warnings.length]).toEqual([3, 1]);
  });

  it('never retries a POST, a DELETE or a business failure', async () => {
    const server = fakeServer((request) =>
      request.method === 'GET' ? failure('points.not.enough', 'No.') : failure(null, null, { status: 503 }),
    );
    const { api } = testClient(server, { retryLimit: 2 });
    await api.wallet.transfer({}).catch(() => {});
    await api.member.remove({}).catch(() => {});
    await api.system.status().catch(() => {});
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'DELETE', 'GET']);
  });

  it('doubles the default backoff up to 3000 ms', () => {
    expect([1, 2, 3, 4, 5, 6].map(defaultRetryDelayMs)).toEqual([300, 600, 1200, 2400, 3000, 3000]);
  });
});

describe('abort', () => {
  it('rejects with the signal reason and reports nothing', async () => {
    const server = fakeServer(hangingAnswer);
    const { api, messages, calls } = testClient(server);
    const controller = new AbortController();
    const call = api.wallet.transfer({}, { signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
    expect([messages, calls]).toEqual([[], []]);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const server = fakeServer();
    const { api } = testClient(server);
    await expect(api.system.status(undefined, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(server.requests).toEqual([]);
  });

  it('stops waiting for a retry when aborted during the backoff', async () => {
    const clock = manualTimers();
    const server = fakeServer(() => failure(null, null, { status: 503 }));
    const { api, messages } = testClient(server, { timers: clock.timers, retryDelayMs: () => 1_000 });
    const controller = new AbortController();
    const call = api.system.status(undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(clock.pendingDelays()).toContain(1_000));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect([server.requests.length, messages.length]).toEqual([1, 0]);
  });

  it('stops waiting for the shared key fetch when aborted', async () => {
    const server = fakeServer((request) => (request.url.endsWith('/publicKey') ? hangingAnswer() : envelope(true)));
    const { api } = testClient(server);
    const controller = new AbortController();
    const call = api.accounts.login({}, { signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
