import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, defaultStorage } from './storage';

describe('createMemoryStorage', () => {
  it('keeps, replaces and removes strings', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('a', '2');
    expect(storage.getItem('a')).toBe('2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});

describe('defaultStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('falls back to memory without a window', () => {
    const storage = defaultStorage('session');
    storage.setItem('token', 't');
    expect(storage.getItem('token')).toBe('t');
  });

  it("uses the window's storage of the asked kind", () => {
    const session = createMemoryStorage();
    const local = createMemoryStorage();
    vi.stubGlobal('window', { sessionStorage: session, localStorage: local });
    defaultStorage('session').setItem('token', 's');
    defaultStorage('local').setItem('hisLang', 'EN');
    expect(session.getItem('token')).toBe('s');
    expect(local.getItem('hisLang')).toBe('EN');
  });

  it('falls back to memory when reading the storage property throws', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const storage = defaultStorage('session');
    storage.setItem('token', 'x');
    expect(storage.getItem('token')).toBe('x');
  });

  it('keeps going when the browser refuses reads and writes', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    vi.stubGlobal('window', { localStorage: refusing });
    const storage = defaultStorage('local');
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(() => storage.removeItem('a')).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
  });
});
