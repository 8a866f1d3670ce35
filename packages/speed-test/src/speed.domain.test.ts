import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeDomain } from './speed.domain';
import { InvalidDomainError, isInvalidDomainError, isSpeedTestError, SpeedTestError } from './speed.errors';

describe('normalizeDomain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns a bare host name into an origin with the chosen protocol', () => {
    expect(normalizeDomain('A.Example', { defaultProtocol: 'https:' })).toBe('https://a.example');
    expect(normalizeDomain('127.0.0.1:5101', { defaultProtocol: 'http:' })).toBe('http://127.0.0.1:5101');
  });

  it('keeps the scheme and port of a full origin and drops path, query and trailing slash', () => {
    expect(normalizeDomain('http://127.0.0.1:5101/')).toBe('http://127.0.0.1:5101');
    expect(normalizeDomain(' https://a.example/index?x=1 ')).toBe('https://a.example');
    expect(normalizeDomain('https://a.example:443')).toBe('https://a.example');
  });

  it('uses https for bare hosts when there is no page', () => {
    expect(normalizeDomain('a.example')).toBe('https://a.example');
  });

  it("follows the page's protocol for bare hosts", () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    expect(normalizeDomain('a.example')).toBe('http://a.example');
    vi.stubGlobal('location', { protocol: 'file:' });
    expect(normalizeDomain('a.example')).toBe('https://a.example');
  });

  it.each(['', '   ', 'ftp://a.example', 'https://', 'https://user@a.example', 'a b.example'])(
    'refuses %j with a typed error',
    (domain) => {
      let caught: unknown;
      try {
        normalizeDomain(domain, { defaultProtocol: 'https:' });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(InvalidDomainError);
      expect(isInvalidDomainError(caught)).toBe(true);
      expect(isSpeedTestError(caught)).toBe(true);
      expect((caught as InvalidDomainError).domain).toBe(domain);
    },
  );
});

describe('error guards', () => {
  it('recognise errors from another realm by name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'InvalidDomainError' });
    expect(isInvalidDomainError(foreign)).toBe(true);
    expect(isSpeedTestError(foreign)).toBe(true);
    expect(isSpeedTestError(Object.assign(new Error('x'), { name: 'SpeedTestError' }))).toBe(true);
    expect(isSpeedTestError(new SpeedTestError('base'))).toBe(true);
  });

  it('reject other errors and non-errors', () => {
    expect(isSpeedTestError(new TypeError('x'))).toBe(false);
    expect(isInvalidDomainError(new SpeedTestError('x'))).toBe(false);
    expect(isSpeedTestError({ name: 'SpeedTestError' })).toBe(false);
  });
});
