import { snapshot, subscribe } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { ROLE_TABLE, UNKNOWN_ROLE, VISITOR_ROLE } from '../roles/roles.table';
import { createMemoryStorage } from '../storage/storage';
import { decode } from './session.keys';
import { createSessionStore } from './session.store';

const make = (sessionItems: Record<string, string> = {}, localItems: Record<string, string> = {}) => {
  const sessionStorage = createMemoryStorage(sessionItems);
  const localStorage = createMemoryStorage(localItems);
  return { sessionStorage, localStorage, store: createSessionStore({ sessionStorage, localStorage }) };
};

const context = {
  username: ' alice ',
  password: 'pw',
  defaultPassword: 'merchant-default',
  forceChangeWhenExpired: false,
};

describe('session store', () => {
  it('reads the spec keys from session and local storage, decoding numbers and JSON', () => {
    const { store } = make(
      {
        token: 't1',
        isAgent: '1',
        username: 'alice',
        merchant: '{"code":"AUR"}',
        game_redirect: '/lottery',
        merchantWallet: '{broken',
      },
      { hisLang: 'TH', templates: '["a","b"]', merchantCode: 'AUR' },
    );
    expect(store.session).toEqual({
      token: 't1',
      isAgent: 1,
      username: 'alice',
      merchant: { code: 'AUR' },
      gameRedirect: '/lottery',
    });
    expect(store.local).toEqual({ hisLang: 'TH', templates: ['a', 'b'], merchantCode: 'AUR' });
  });

  it('decides logged-in by the stored token', () => {
    expect(make().store.loggedIn).toBe(false);
    expect(make({ token: 'x' }).store.loggedIn).toBe(true);
    expect(make({ token: '' }).store.loggedIn).toBe(false);
  });

  it('gives the role of the isAgent value, and the visitor role without a token', () => {
    expect(make({ token: 'x', isAgent: '4' }).store.role).toBe(ROLE_TABLE[4]);
    expect(make({ isAgent: '1' }).store.role).toBe(VISITOR_ROLE);
  });

  it('gives a logged-in session without isAgent yet the unknown role (an account, nothing optional)', () => {
    expect(make({ token: 'x' }).store.role).toBe(UNKNOWN_ROLE);
  });

  it('writes values through to session storage and removes undefined ones', () => {
    const { store, sessionStorage } = make();
    store.set({ isAgent: 2, merchantWallet: { single: true }, gameRedirect: '/slots' });
    expect(sessionStorage.getItem('isAgent')).toBe('2');
    expect(sessionStorage.getItem('merchantWallet')).toBe('{"single":true}');
    expect(sessionStorage.getItem('game_redirect')).toBe('/slots');
    store.set({ gameRedirect: undefined });
    expect(sessionStorage.getItem('game_redirect')).toBeNull();
    expect(store.session.gameRedirect).toBeUndefined();
  });

  it('writes local values to local storage', () => {
    const { store, localStorage } = make();
    store.setLocal({ hisLang: 'VI', templates: { home: 'v2' } });
    expect(localStorage.getItem('hisLang')).toBe('VI');
    expect(decode('json', localStorage.getItem('templates'))).toEqual({ home: 'v2' });
  });

  it('logs in: token and username (the answer’s customerName, else the trimmed input)', () => {
    const { store, sessionStorage } = make();
    expect(store.login({ token: 'tok', firstTimeLogin: true }, context)).toEqual({
      status: 'loggedIn',
      firstTimeLogin: true,
    });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(store.session.username).toBe('alice');
    store.login({ token: 'tok2', customerName: 'Alice88' }, context);
    expect(store.session.username).toBe('Alice88');
    expect(store.loggedIn).toBe(true);
  });

  it("keeps the result pending when the password is the merchant's default (player-site §4)", () => {
    const { store, sessionStorage } = make();
    const outcome = store.login({ token: 'tok' }, { ...context, password: 'merchant-default' });
    expect(outcome).toEqual({ status: 'mustChangePassword', reason: 'defaultPassword', firstTimeLogin: false });
    expect(store.loggedIn).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.pendingLogin?.reason).toBe('defaultPassword');
    // The change-password call still needs the token.
    expect(store.authToken).toBe('tok');
    expect(store.completePendingLogin()).toBe(true);
    expect(store.loggedIn).toBe(true);
    expect(store.session.username).toBe('alice');
    expect(store.pendingLogin).toBeNull();
  });

  it('forces the change for an expired password only with PWDEXPFORCECHANGE3', () => {
    const { store } = make();
    expect(store.login({ token: 't', passwordExpired: true }, context).status).toBe('loggedIn');
    const forced = store.login({ token: 't', passwordExpired: true }, { ...context, forceChangeWhenExpired: true });
    expect(forced).toMatchObject({ status: 'mustChangePassword', reason: 'expired' });
  });

  it('skips the default-password check when the merchant has none', () => {
    const { store } = make();
    expect(store.login({ token: 't' }, { ...context, password: '', defaultPassword: '' }).status).toBe('loggedIn');
  });

  it('completes nothing when nothing is pending, and forgets a cancelled change', () => {
    const { store } = make();
    expect(store.completePendingLogin()).toBe(false);
    store.login({ token: 't', customerName: 'bob' }, { ...context, password: 'merchant-default' });
    store.cancelPendingLogin();
    expect(store.pendingLogin).toBeNull();
    expect(store.authToken).toBeUndefined();
    expect(store.completePendingLogin()).toBe(false);
  });

  it('uses the customerName of a pending login when it completes', () => {
    const { store } = make();
    store.login({ token: 't', customerName: 'bob' }, { ...context, password: 'merchant-default' });
    store.completePendingLogin();
    expect(store.session.username).toBe('bob');
  });

  it('clears the session on logout but keeps the merchant code, and leaves local storage alone', () => {
    const { store, sessionStorage, localStorage } = make(
      { token: 't', isAgent: '1', merchantCode: 'AUR', nickname: 'Al', rebate: '{"r":1}' },
      { hisLang: 'EN', merchantCode: 'AUR' },
    );
    store.logout();
    expect(store.session).toEqual({ merchantCode: 'AUR' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('rebate')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('AUR');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(store.loggedIn).toBe(false);
  });

  it('drops a pending login on logout', () => {
    const { store } = make();
    store.login({ token: 't' }, { ...context, password: 'merchant-default' });
    store.logout();
    expect(store.pendingLogin).toBeNull();
  });

  it('reloads from storage', () => {
    const { store, sessionStorage, localStorage } = make();
    sessionStorage.setItem('token', 'from-elsewhere');
    localStorage.setItem('hisLang', 'JA');
    store.reload();
    expect(store.loggedIn).toBe(true);
    expect(store.local.hisLang).toBe('JA');
  });

  it('is a valtio proxy: snapshots carry the derived fields and subscribers hear changes', async () => {
    const { store } = make();
    let calls = 0;
    subscribe(store, () => calls++, true);
    store.set({ token: 'x', isAgent: 0 });
    const snap = snapshot(store);
    expect(snap.loggedIn).toBe(true);
    expect(snap.role).toBe(ROLE_TABLE[0]);
    expect(calls).toBeGreaterThan(0);
  });

  it('uses memory storage without a browser', () => {
    const store = createSessionStore();
    store.set({ token: 'n' });
    expect(store.loggedIn).toBe(true);
  });
});

describe('decode', () => {
  it('reads an empty or non-numeric isAgent as absent', () => {
    expect(decode('number', '')).toBeUndefined();
    expect(decode('number', 'agent')).toBeUndefined();
    expect(decode('number', '41')).toBe(41);
  });
});
