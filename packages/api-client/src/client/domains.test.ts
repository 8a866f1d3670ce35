import { describe, expect, it, vi } from 'vitest';
import { DomainUnavailableError } from './api.errors';
import { preserveAttributionParams } from './attribution';
import { envelope, failure, fakeServer, testClient } from './client.test-helpers';
import type { DomainFinder } from './client.types';
import { toOrigin } from './domains';

const origin = (url: string) => new URL(url).origin;

/** A server where some origins are down (network error) and others refuse (domain_not_available). */
function domainsServer(down: string[] = [], refused: string[] = []) {
  return fakeServer((request) => {
    if (down.includes(origin(request.url))) throw new TypeError('fetch failed');
    if (refused.includes(origin(request.url))) return failure('domain_not_available', 'Not here.');
    return envelope(origin(request.url));
  });
}

describe('domain routing', () => {
  it('starts on the domain the finder picks, and tells', async () => {
    const server = domainsServer();
    const finder = vi.fn<DomainFinder>(async () => ({ domain: 'b.test', origin: 'https://b.test' }));
    const { api, calls } = testClient(server, {
      baseUrl: undefined,
      domains: ['a.test', 'b.test'],
      findFastestDomain: finder,
    });
    await expect(api.system.status()).resolves.toBe('https://b.test');
    expect(api.getOrigin()).toBe('https://b.test');
    expect(finder).toHaveBeenCalledWith(
      ['a.test', 'b.test'],
      expect.objectContaining({ exclude: [], requireStaticHost: false, fetch: server.fetch }),
    );
    expect(calls).toEqual([
      { callback: 'onDomainChange', argument: { from: undefined, to: 'https://b.test', reason: 'start' } },
    ]);
  });

  it('chooses once for calls that start together', async () => {
    const finder = vi.fn<DomainFinder>(async () => ({ domain: 'a.test' }));
    const { api } = testClient(domainsServer(), { baseUrl: undefined, domains: ['a.test'], findFastestDomain: finder });
    await Promise.all([api.system.status(), api.system.status(), api.wallet.transfer({})]);
    expect(finder).toHaveBeenCalledTimes(1);
    expect(api.getOrigin()).toBe('https://a.test');
  });

  it('without a finder takes the first domain of the list, loaded lazily', async () => {
    const load = vi.fn(async () => ['http://first.test:8080/', 'second.test']);
    const { api } = testClient(domainsServer(), { baseUrl: undefined, domains: load });
    expect(api.getOrigin()).toBeUndefined();
    await expect(api.system.status()).resolves.toBe('http://first.test:8080');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('moves an idempotent call to the next domain after a network error, once', async () => {
    const server = domainsServer(['https://a.test']);
    const { api, calls } = testClient(server, {
      domains: ['a.test', 'b.test'],
      baseUrl: 'https://a.test',
      retryLimit: 0,
    });
    await expect(api.system.status()).resolves.toBe('https://b.test');
    expect(calls).toEqual([
      {
        callback: 'onDomainChange',
        argument: { from: 'https://a.test', to: 'https://b.test', reason: 'network error' },
      },
    ]);
    await api.system.status();
    expect(server.requests.map((r) => origin(r.url))).toEqual(['https://a.test', 'https://b.test', 'https://b.test']);
  });

  it('moves any call after domain_not_available, since the server refused it', async () => {
    const server = domainsServer([], ['https://a.test']);
    const { api, messages } = testClient(server, { domains: ['a.test', 'b.test'], baseUrl: 'https://a.test' });
    await expect(api.wallet.transfer({ amount: 1 })).resolves.toBe('https://b.test');
    expect(server.requests.map((r) => [origin(r.url), r.body])).toEqual([
      ['https://a.test', '{"amount":1}'],
      ['https://b.test', '{"amount":1}'],
    ]);
    expect(messages).toEqual([]);
  });

  it('does not send a POST twice after a network error, but moves later calls', async () => {
    const server = domainsServer(['https://a.test']);
    const { api, messages } = testClient(server, { domains: ['a.test', 'b.test'], baseUrl: 'https://a.test' });
    await expect(api.wallet.transfer({ amount: 1 })).rejects.toMatchObject({ name: 'NetworkError' });
    expect(messages.map((m) => m.key)).toEqual(['errors.network']);
    await expect(api.wallet.transfer({ amount: 1 })).resolves.toBe('https://b.test');
    expect(server.requests.map((r) => origin(r.url))).toEqual(['https://a.test', 'https://b.test']);
  });

  it('reports the domain unavailable when no other domain answers', async () => {
    const server = domainsServer(['https://a.test', 'https://b.test']);
    const finder: DomainFinder = async (domains, { exclude }) => {
      const left = domains.map((d) => `https://${d}`).filter((d) => !exclude.includes(d));
      return left[0] ? { domain: left[0] } : undefined;
    };
    const { api, calls, messages } = testClient(server, {
      domains: ['a.test', 'b.test'],
      baseUrl: 'https://a.test',
      findFastestDomain: finder,
      retryLimit: 0,
    });
    // a fails, b is chosen and fails too: the call was retried there once and reports its network error.
    await expect(api.system.status()).rejects.toMatchObject({ name: 'NetworkError' });
    // b fails, every domain has failed: domain unavailable.
    const error = await api.system.status().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainUnavailableError);
    expect(error).toMatchObject({ rule: 'domain_not_available', behaviour: 'domainUnavailable' });
    expect(calls.map((c) => c.callback)).toEqual(['onDomainChange', 'onDomainUnavailable']);
    expect(messages.map((m) => m.key)).toEqual(['errors.network']);
  });

  it('reports the domain unavailable when none answers at start', async () => {
    const { api, calls } = testClient(domainsServer(), {
      baseUrl: undefined,
      domains: ['a.test'],
      findFastestDomain: async () => undefined,
    });
    await expect(api.system.status()).rejects.toBeInstanceOf(DomainUnavailableError);
    expect(calls.map((c) => c.callback)).toEqual(['onDomainUnavailable']);
  });

  it('probes every domain again on switchDomain (the modal retry)', async () => {
    const finder = vi.fn<DomainFinder>(async () => ({ domain: 'c.test', origin: 'https://c.test' }));
    const { api, calls } = testClient(domainsServer(), { domains: ['a.test', 'c.test'], findFastestDomain: finder });
    await expect(api.switchDomain()).resolves.toBe('https://c.test');
    expect(finder).toHaveBeenLastCalledWith(['a.test', 'c.test'], expect.objectContaining({ exclude: [] }));
    expect(calls[0]?.argument).toEqual({ from: 'http://api.test', to: 'https://c.test', reason: 'retry' });
  });

  it('shares one switch among calls that fail together', async () => {
    const server = domainsServer(['https://a.test']);
    const finder = vi.fn<DomainFinder>(async () => ({ domain: 'b.test', origin: 'https://b.test' }));
    const { api } = testClient(server, {
      domains: ['a.test', 'b.test'],
      baseUrl: 'https://a.test',
      findFastestDomain: finder,
      retryLimit: 0,
    });
    await Promise.all([api.system.status(), api.system.status(), api.system.status()]);
    expect(finder).toHaveBeenCalledTimes(1);
  });
});

describe('toOrigin', () => {
  it('gives bare hosts the protocol, keeps origins, and refuses other schemes', () => {
    expect(toOrigin('b.test', 'https:')).toBe('https://b.test');
    expect(toOrigin(' http://127.0.0.1:5101/path ', 'https:')).toBe('http://127.0.0.1:5101');
    expect(toOrigin('ftp://x.test', 'https:')).toBeUndefined();
    expect(toOrigin('http://', 'https:')).toBeUndefined();
  });
});

describe('preserveAttributionParams', () => {
  it('keeps affiliateCode, referralCode and r, the path and the hash, on the new origin', () => {
    expect(
      preserveAttributionParams(
        'https://a.test/register?affiliateCode=AF1&referralCode=RF2&r=9&tab=2#top',
        'https://b.test',
      ),
    ).toBe('https://b.test/register?affiliateCode=AF1&referralCode=RF2&r=9#top');
  });

  it('gives a bare host the protocol of the page', () => {
    expect(preserveAttributionParams(new URL('http://a.test/?r=7'), 'b.test:8080')).toBe('http://b.test:8080/?r=7');
  });

  it('drops everything else', () => {
    expect(preserveAttributionParams('https://a.test/lottery?gameCode=X', 'https://b.test/ignored')).toBe(
      'https://b.test/lottery',
    );
  });
});
