import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork } from '../test/fake-network';
import { probeDomain } from './speed.probe';

const A = 'https://a.example';

describe('probeDomain', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('measures the ping round trip and requires the logo', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 42, logoMs: 60 } });
    const result = probeDomain('a.example', { fetch: net.fetch, defaultProtocol: 'https:' });
    await vi.advanceTimersByTimeAsync(60);
    await expect(result).resolves.toEqual({ domain: 'a.example', origin: A, speed: 42, speedClass: 'fast' });
  });

  it('sends both requests with the start time as cache buster', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 5, logoMs: 5 } });
    const result = probeDomain(A, { fetch: net.fetch });
    await vi.advanceTimersByTimeAsync(5);
    await result;
    expect(net.requests.map((r) => r.url).sort()).toEqual([
      `${A}/res/logo.png?timeStamp=1700000000000`,
      `${A}/wps/system/test/ping?speed=1700000000000`,
    ]);
    expect(net.requests[0]?.init?.cache).toBe('no-store');
    expect(net.requests[0]?.init?.mode).toBeUndefined();
  });

  it('passes a request mode through when asked', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 5, logoMs: 5 } });
    const result = probeDomain(A, { fetch: net.fetch, mode: 'no-cors' });
    await vi.advanceTimersByTimeAsync(5);
    await result;
    expect(net.requests.every((r) => r.init?.mode === 'no-cors')).toBe(true);
  });

  it('counts an opaque (no-cors) answer as reached', async () => {
    const opaque = new Response(null, { status: 200 });
    Object.defineProperties(opaque, { ok: { value: false }, type: { value: 'opaque' } });
    const times = [100, 160, 170];
    const result = await probeDomain(A, { fetch: (async () => opaque) as typeof fetch, now: () => times.shift()! });
    expect(result.speed).toBe(60);
  });

  it('classifies by the measured time', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 120, logoMs: 10 } });
    const result = probeDomain(A, { fetch: net.fetch });
    await vi.advanceTimersByTimeAsync(120);
    expect(await result).toMatchObject({ speed: 120, speedClass: 'normal' });
  });

  it('never reports 0 for a reachable domain that answered within the same millisecond', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 0, logoMs: 0 } });
    const result = probeDomain(A, { fetch: net.fetch });
    await vi.advanceTimersByTimeAsync(0);
    expect(await result).toMatchObject({ speed: 1, speedClass: 'fast' });
  });

  it('gives up after 10 s and reports unreachable', async () => {
    const net = fakeNetwork({ [A]: { logoMs: 10 } });
    const result = probeDomain(A, { fetch: net.fetch });
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ speed: 0, speedClass: 'unreachable' });
  });

  it('honours a custom timeout', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 300, logoMs: 10 } });
    const result = probeDomain(A, { fetch: net.fetch, timeoutMs: 200 });
    await vi.advanceTimersByTimeAsync(200);
    expect((await result).speed).toBe(0);
  });

  it('is unreachable when the static host fails, without waiting for the ping', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 5_000, logoMs: 20, logoStatus: 404 } });
    const result = probeDomain(A, { fetch: net.fetch });
    await vi.advanceTimersByTimeAsync(20);
    expect(await result).toMatchObject({ speed: 0, speedClass: 'unreachable' });
  });

  it('ignores the static host when it is not required', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 33 } });
    const result = probeDomain(A, { fetch: net.fetch, requireStaticHost: false });
    await vi.advanceTimersByTimeAsync(33);
    expect((await result).speed).toBe(33);
    expect(net.requests).toHaveLength(1);
  });

  it('is unreachable when the ping answers with an error status', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 5, logoMs: 5, pingStatus: 502 } });
    const result = probeDomain(A, { fetch: net.fetch });
    await vi.advanceTimersByTimeAsync(5);
    expect((await result).speed).toBe(0);
  });

  it('is unreachable when the ping answers HTTP 200 with the domain_not_available envelope', async () => {
    const pingBody = JSON.stringify({
      success: false,
      value: null,
      message: 'This domain is not available.',
      errorCode: 'domain_not_available',
    });
    const net = fakeNetwork({ [A]: { pingMs: 5, logoMs: 50, pingBody } });
    const result = probeDomain(A, { fetch: net.fetch });
    // Refused at once: the logo is not waited for.
    await vi.advanceTimersByTimeAsync(5);
    expect(await result).toMatchObject({ speed: 0, speedClass: 'unreachable' });
    expect(net.requests.every((r) => r.init?.signal?.aborted)).toBe(true);
  });

  it('is unreachable on a failure envelope even when the static host is not required', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 5, pingBody: '{"success":false,"errorCode":"system_maintenance"}' } });
    const result = probeDomain(A, { fetch: net.fetch, requireStaticHost: false });
    await vi.advanceTimersByTimeAsync(5);
    expect((await result).speedClass).toBe('unreachable');
  });

  it('measures a ping answered with a success envelope, or with a body that is not JSON', async () => {
    const pingBody =
      '{"success":true,"value":{"pong":true,"serverTime":1700000000000},"message":null,"errorCode":null}';
    const net = fakeNetwork({
      [A]: { pingMs: 25, logoMs: 5, pingBody },
      'https://b.example': { pingMs: 30, logoMs: 5 },
    });
    const results = Promise.all([
      probeDomain(A, { fetch: net.fetch }),
      probeDomain('https://b.example', { fetch: net.fetch }),
    ]);
    await vi.advanceTimersByTimeAsync(30);
    expect((await results).map((probe) => probe.speed)).toEqual([25, 30]);
  });

  it('is unreachable when the connection is refused', async () => {
    const net = fakeNetwork({ [A]: { refused: true } });
    expect((await probeDomain(A, { fetch: net.fetch })).speed).toBe(0);
  });

  it('reports a candidate that is not a host as unreachable, without a request', async () => {
    const net = fakeNetwork({});
    expect(await probeDomain('ftp://a.example', { fetch: net.fetch })).toEqual({
      domain: 'ftp://a.example',
      speed: 0,
      speedClass: 'unreachable',
    });
    expect(net.requests).toHaveLength(0);
  });

  it("rejects with the caller's reason when cancelled", async () => {
    const net = fakeNetwork({ [A]: { pingMs: 500, logoMs: 500 } });
    const controller = new AbortController();
    const result = probeDomain(A, { fetch: net.fetch, signal: controller.signal });
    const assertion = expect(result).rejects.toBe('left the page');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort('left the page');
    await assertion;
    expect(net.requests.every((r) => r.init?.signal?.aborted)).toBe(true);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 5, logoMs: 5 } });
    await expect(probeDomain(A, { fetch: net.fetch, signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
    expect(net.requests).toHaveLength(0);
  });

  it('uses the global fetch and timers by default', async () => {
    const net = fakeNetwork({ [A]: { pingMs: 7, logoMs: 3 } });
    vi.stubGlobal('fetch', net.fetch);
    try {
      const result = probeDomain(A);
      await vi.advanceTimersByTimeAsync(7);
      expect((await result).speed).toBe(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
