import { describe, expect, it } from 'vitest';
import { normaliseLogin, validateLogin } from './login.validate.ts';

describe('validateLogin', () => {
  it('trims the username and keeps the password as typed', () => {
    expect(normaliseLogin({ username: '  player01 ', password: ' pw ' })).toEqual({
      username: 'player01',
      password: ' pw ',
    });
    expect(normaliseLogin({})).toEqual({ username: '', password: '' });
  });

  it('passes a username and a password', () => {
    expect(validateLogin({ username: ' player01 ', password: 'pw' }).ok).toBe(true);
  });

  it('shows the incorrect-password prompt when either box is empty', () => {
    expect(validateLogin({ username: '   ', password: 'pw' })).toMatchObject({
      field: 'username',
      key: 'validation_login_incorrect',
    });
    expect(validateLogin({ username: 'player01', password: '' })).toMatchObject({
      field: 'password',
      key: 'validation_login_incorrect',
    });
  });

  it('in SMS mode wants a digits-only mobile that passes the mobile check', () => {
    const sms = { type: 'sms' as const };
    expect(validateLogin({ username: '13812345678', password: '123456' }, sms).ok).toBe(true);
    expect(validateLogin({ username: '138-1234-5678', password: '123456' }, sms)).toMatchObject({
      field: 'username',
      key: 'br_enright_cphone',
    });
    expect(validateLogin({ username: '1381234567', password: '123456' }, sms).ok).toBe(false);
    expect(validateLogin({ username: '0812345678', password: '1' }, { ...sms, mobileRule: { maxLength: 10 } }).ok).toBe(
      true,
    );
  });

  it('does not apply the mobile check to username logins', () => {
    expect(validateLogin({ username: 'player01', password: 'pw' }, { type: 'username' }).ok).toBe(true);
  });
});
