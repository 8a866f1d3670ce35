import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, seededRandom } from '../test/fake-network';
import { findFastestDomain, pickFastest, probeDomains, sampleDomains, toDomainRoute } from './speed.choose';
import type { DomainProbe } from './speed.probe';

const probe = (domain: string, speed: number): DomainProbe => ({
  domain,
  speed,
  speedClass: speed === 0 ? 'unreachable' : 'fast',
});

describe('sampleDomains', () => {
  const many = Array.from({ length: 25 }, (_, i) => `d${i}.example`);

  it('keeps every candidate, in order, when there are at most 10', () => {
    const few = many.slice(0, 10);
    expect(sampleDomains(few, { random: () => 0.99 })).toEqual(few);
  });

  it('chooses at most 10 distinct candidates and keeps their given order', () => {
    const chosen = sampleDomains(many, { random: seededRandom(7) });
    expect(chosen).toHaveLength(10);
    expect(new Set(chosen).size).toBe(10);
    const positions = chosen.map((d) => many.indexOf(d));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('chooses differently with a different random source', () => {
    expect(sampleDomains(many, { random: seededRandom(1) })).not.toEqual(
      sampleDomains(many, { random: seededRandom(2) }),
    );
  });

  it('gives every candidate about the same chance', () => {
    const random = seededRandom(42);
    const counts = new Map<string, number>();
    const rounds = 5_000;
    for (let i = 0; i < rounds; i++) {
      for (const d of sampleDomains(many, { random })) counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    const expected = (rounds * 10) / many.length;
    for (const d of many) expect(Math.abs((counts.get(d) ?? 0) - expected) / expected).toBeLessThan(0.1);
  });

  it('survives a random source that returns 1', () => {
    expect(sampleDomains(many, { random: () => 1 })).toHaveLength(10);
  });

  it('drops the same origin written twice before choosing', () => {
    expect(
      sampleDomains(['a.example', 'https://a.example/', 'b.example', 'http://a.example'], {
        defaultProtocol: 'https:',
      }),
    ).toEqual(['a.example', 'b.example', 'http://a.example']);
  });

  it('honours a smaller maximum', () => {
    expect(sampleDomains(many, { maxDomains: 3, random: seededRandom(3) })).toHaveLength(3);
    expect(sampleDomains(many, { maxDomains: -1 })).toEqual([]);
  });
});

describe('pickFastest', () => {
  it('picks the lowest speed and ignores unreachable domains', () => {
    expect(pickFastest([probe('a', 0), probe('b', 90), probe('c', 40), probe('d', 0)])?.domain).toBe('c');
  });

  it('lets the earlier probe win a tie', () => {
    expect(pickFastest([probe('a', 40), probe('b', 40)])?.domain).toBe('a');
  });

  it('returns undefined when nothing is reachable', () => {
    expect(pickFastest([probe('a', 0), probe('b', 0)])).toBeUndefined();
    expect(pickFastest([])).toBeUndefined();
  });
});

describe('probing several domains', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const hosts = {
    'https://a.example': { pingMs: 120, logoMs: 10 },
    'https://b.example': { pingMs: 30, logoMs: 10 },
    'https://c.example': { refused: true },
    'http://127.0.0.1:5101': { pingMs: 200, logoMs: 10 },
  };

  it('probes all candidates at once and reports each as it answers, results in candidate order', async () => {
    const net = fakeNetwork(hosts);
    const seen: string[] = [];
    const result = probeDomains(['a.example', 'b.example', 'c.example', 'http://127.0.0.1:5101'], {
      fetch: net.fetch,
      defaultProtocol: 'https:',
      onProbe: (p) => seen.push(p.domain),
    });
    await vi.advanceTimersByTimeAsync(200);
    const probes = await result;
    expect(probes.map((p) => [p.domain, p.speed, p.speedClass])).toEqual([
      ['a.example', 120, 'normal'],
      ['b.example', 30, 'fast'],
      ['c.example', 0, 'unreachable'],
      ['http://127.0.0.1:5101', 200, 'slow'],
    ]);
    expect(seen).toEqual(['c.example', 'b.example', 'a.example', 'http://127.0.0.1:5101']);
  });

  it('probes at most 10 candidates', async () => {
    const net = fakeNetwork({});
    const domains = Array.from({ length: 30 }, (_, i) => `https://d${i}.example`);
    const probes = await probeDomains(domains, { fetch: net.fetch, random: seededRandom(5) });
    expect(probes).toHaveLength(10);
    expect(new Set(net.requests.map((r) => new URL(r.url).origin)).size).toBe(10);
  });

  it('finds the fastest healthy domain, skipping excluded ones', async () => {
    const net = fakeNetwork(hosts);
    const domains = ['a.example', 'b.example', 'c.example'];
    const first = findFastestDomain(domains, { fetch: net.fetch, defaultProtocol: 'https:' });
    await vi.advanceTimersByTimeAsync(120);
    expect((await first)?.origin).toBe('https://b.example');

    const failover = findFastestDomain(domains, {
      fetch: net.fetch,
      defaultProtocol: 'https:',
      exclude: ['https://b.example/'],
    });
    await vi.advanceTimersByTimeAsync(120);
    expect((await failover)?.domain).toBe('a.example');
  });

  it('passes over the fastest domain when its ping answers domain_not_available', async () => {
    const net = fakeNetwork({
      'https://a.example': { pingMs: 10, logoMs: 10, pingBody: '{"success":false,"errorCode":"domain_not_available"}' },
      'https://b.example': { pingMs: 90, logoMs: 10 },
    });
    const found = findFastestDomain(['a.example', 'b.example'], { fetch: net.fetch, defaultProtocol: 'https:' });
    await vi.advanceTimersByTimeAsync(90);
    expect((await found)?.domain).toBe('b.example');
  });

  it('finds nothing when every domain is down', async () => {
    const net = fakeNetwork({});
    expect(await findFastestDomain(['a.example', 'b.example'], { fetch: net.fetch })).toBeUndefined();
  });
});

describe('toDomainRoute', () => {
  it("writes results in the wire's domainRoute shape", () => {
    expect(toDomainRoute([probe('a.example', 0), probe('b.example', 31)])).toEqual([
      { domainName: 'a.example', speed: 0 },
      { domainName: 'b.example', speed: 31 },
    ]);
  });
});
