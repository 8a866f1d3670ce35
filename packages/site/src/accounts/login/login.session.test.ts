import { createMemoryStorage, createSessionStore } from '@platform/session';
import { describe, expect, it } from 'vitest';
import { loginValue } from '../accounts.test-helpers';
import { loginContextFor, sessionValuesFromLogin, sessionValuesFromMember } from './login.session';

const session = () =>
  createSessionStore({ sessionStorage: createMemoryStorage(), localStorage: createMemoryStorage() });
const off = { PWDEXPFORCECHANGE3: false };
const on = { PWDEXPFORCECHANGE3: true };

describe('loginContextFor (the forced change decided with session.login)', () => {
  it('forces a change when the server says the typed password is the default one', () => {
    const store = session();
    const result = loginValue({ passwordIsDefault: true, forceChangePassword: true });
    const outcome = store.login(result, loginContextFor(result, { username: '0912000005', password: 'Start#1' }, off));
    expect(outcome).toEqual({ status: 'mustChangePassword', reason: 'defaultPassword', firstTimeLogin: false });
    expect(store.loggedIn).toBe(false);
    expect(store.pendingLogin?.result.token).toBe('token-1');
  });

  it('forces a change for a temporary password (forced, not expired)', () => {
    const store = session();
    const result = loginValue({ forceChangePassword: true });
    expect(store.login(result, loginContextFor(result, { username: 'member01', password: 'tmp' }, off)).status).toBe(
      'mustChangePassword',
    );
  });

  it('forces an expired password only under PWDEXPFORCECHANGE3', () => {
    const expired = loginValue({ passwordExpired: true });
    expect(session().login(expired, loginContextFor(expired, { username: 'e', password: 'p' }, off)).status).toBe(
      'loggedIn',
    );
    const outcome = session().login(expired, loginContextFor(expired, { username: 'e', password: 'p' }, on));
    expect(outcome).toMatchObject({ status: 'mustChangePassword', reason: 'expired' });
  });

  it('follows the server when it enforces expiry the flags did not say', () => {
    const expired = loginValue({ passwordExpired: true, forceChangePassword: true });
    expect(session().login(expired, loginContextFor(expired, { username: 'e', password: 'p' }, off))).toMatchObject({
      reason: 'expired',
    });
  });

  it('works without a typed password (social and second-factor logins)', () => {
    const result = loginValue({ passwordIsDefault: true });
    expect(session().login(result, loginContextFor(result, { username: 'x' }, off)).status).toBe('mustChangePassword');
    const plain = loginValue();
    expect(session().login(plain, loginContextFor(plain, { username: '' }, off)).status).toBe('loggedIn');
  });
});

describe('session values', () => {
  it('fills the spec keys from the login answer', () => {
    expect(sessionValuesFromLogin(loginValue({ memberLabel: null }))).toEqual({
      isAgent: 0,
      account: 'member01',
      customerId: '7',
      nickname: 'Lucky Star',
      memberLabel: undefined,
      merchantCode: 'AURUM',
    });
  });

  it('fills them again from member info', () => {
    const info = { id: 9, account: 'a', nickname: 'n', isAgent: 4, memberLabel: 'L' } as Parameters<
      typeof sessionValuesFromMember
    >[0];
    expect(sessionValuesFromMember(info)).toEqual({
      isAgent: 4,
      account: 'a',
      customerId: '9',
      nickname: 'n',
      memberLabel: 'L',
    });
  });
});
