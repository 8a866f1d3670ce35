import { describe, expect, it, vi } from 'vitest';
import { retryDomain } from '../errors/domain.retry';
import { createDomainList } from './domains';

describe('createDomainList', () => {
  it('loads the list once per call and keeps the last good list when loading fails later', async () => {
    const fetchRoutes = vi
      .fn()
      .mockResolvedValueOnce([{ domainName: 'https://a.example' }, { domainName: 'b.example' }])
      .mockRejectedValueOnce(new Error('domain_not_available'));
    const list = createDomainList(fetchRoutes);
    expect(await list.load()).toEqual(['https://a.example', 'b.example']);
    expect(await list.load()).toEqual(['https://a.example', 'b.example']);
    expect(fetchRoutes).toHaveBeenCalledTimes(2);
  });

  it('rejects when no list was ever loaded', async () => {
    const list = createDomainList(() => Promise.reject(new Error('offline')));
    await expect(list.load()).rejects.toThrow('offline');
  });

  it('shares one load between concurrent callers, and prefetch swallows errors', async () => {
    const fetchRoutes = vi.fn().mockResolvedValue([{ domainName: 'a.example' }]);
    const list = createDomainList(fetchRoutes);
    await Promise.all([list.load(), list.load()]);
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
    createDomainList(() => Promise.reject(new Error('x'))).prefetch();
  });
});

describe('retryDomain', () => {
  it('reloads on the domain the probe chose, keeping affiliate and referral codes', async () => {
    const go = vi.fn();
    const api = { switchDomain: vi.fn(async () => 'https://b.example') };
    const done = await retryDomain(
      { api: api as never },
      { currentUrl: () => 'https://a.example/register?affiliateCode=AF1&referralCode=RC&page=3#top', go },
    );
    expect(done).toBe(true);
    expect(go).toHaveBeenCalledWith('https://b.example/register?affiliateCode=AF1&referralCode=RC#top');
  });

  it('stays when no domain answers', async () => {
    const go = vi.fn();
    const api = { switchDomain: vi.fn(async () => undefined) };
    expect(await retryDomain({ api: api as never }, { currentUrl: () => 'https://a.example/', go })).toBe(false);
    const failing = { switchDomain: vi.fn(async () => Promise.reject(new Error('x'))) };
    expect(await retryDomain({ api: failing as never }, { currentUrl: () => 'https://a.example/', go })).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('probeHealthyDomain', () => {
  it('skips a domain whose ping answers domain_not_available and picks one that answers', async () => {
    const { probeHealthyDomain } = await import('./domains.probe');
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/res/logo.png') return new Response('PNG');
      const refused = url.hostname === 'a.example';
      return Response.json(refused ? { success: false, errorCode: 'domain_not_available' } : { success: true });
    }) as unknown as typeof fetch;
    const found = await probeHealthyDomain(['https://a.example', 'https://b.example'], {
      exclude: [],
      fetch: fetchImpl,
      requireStaticHost: false,
    });
    expect(found?.domain).toBe('https://b.example');
  });

  it('finds nothing when every domain refuses', async () => {
    const { probeHealthyDomain } = await import('./domains.probe');
    const refusing = (async () => Response.json({ success: false })) as unknown as typeof fetch;
    expect(
      await probeHealthyDomain(['https://a.example'], { exclude: [], fetch: refusing, requireStaticHost: false }),
    ).toBeUndefined();
  });
});
