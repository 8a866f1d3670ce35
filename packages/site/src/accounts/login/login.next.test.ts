import { describe, expect, it } from 'vitest';
import { isSitePath, nextPageAfterForcedChange, nextPageAfterLogin } from './login.next';

describe('nextPageAfterLogin', () => {
  it('goes to / from the register page whatever the configured page is', () => {
    expect(nextPageAfterLogin({ pathname: '/register', configured: '/promotions', redirect: '/electron' })).toBe('/');
  });

  it('goes to the configured next page from anywhere else', () => {
    expect(nextPageAfterLogin({ pathname: '/login', configured: '/promotions' })).toBe('/promotions');
    expect(nextPageAfterLogin({ pathname: '/electron', configured: '/index' })).toBe('/index');
  });

  it('prefers the page that sent the visitor to log in', () => {
    expect(nextPageAfterLogin({ pathname: '/login', configured: '/', redirect: '/member?page=withdraw' })).toBe(
      '/member?page=withdraw',
    );
  });

  it('falls back to / without a usable configured page', () => {
    expect(nextPageAfterLogin({ pathname: '/login', configured: '' })).toBe('/');
    expect(nextPageAfterLogin({ pathname: '/login', configured: 'https://elsewhere.example/' })).toBe('/');
  });

  it('never redirects off the site or back to /login', () => {
    expect(nextPageAfterLogin({ pathname: '/login', configured: '/', redirect: '//evil.example/' })).toBe('/');
    expect(nextPageAfterLogin({ pathname: '/login', configured: '/', redirect: '/\\evil.example' })).toBe('/');
    expect(nextPageAfterLogin({ pathname: '/login', configured: '/', redirect: '/login' })).toBe('/');
  });

  it('sends a forced change to /index', () => {
    expect(nextPageAfterForcedChange()).toBe('/index');
  });

  it('accepts only absolute paths of this site', () => {
    expect(isSitePath('/a')).toBe(true);
    expect(isSitePath('a')).toBe(false);
    expect(isSitePath(null)).toBe(false);
  });
});
