import { describe, expect, it } from 'vitest';
import { checkLogin, checkSmsMobile } from './login.rules';

const fields = (username: string, password: string, captcha = '') => ({ username, password, captcha });

describe('checkLogin', () => {
  it('trims the username and keeps the password as typed', () => {
    const result = checkLogin(fields('  player01 ', ' secret '), { mode: 'username', captchaInForm: false });
    expect(result).toEqual({ ok: true, values: { type: 'username', username: 'player01', password: ' secret ' } });
  });

  it('gives the one incorrect-password prompt for either empty box, and focuses the empty one', () => {
    const noName = checkLogin(fields('   ', 'secret'), { mode: 'username', captchaInForm: false });
    const noPassword = checkLogin(fields('player01', ''), { mode: 'username', captchaInForm: false });
    expect(noName).toEqual({ ok: false, errors: { form: 'validation_login_incorrect' }, focus: 'username' });
    expect(noPassword).toEqual({ ok: false, errors: { form: 'validation_login_incorrect' }, focus: 'password' });
  });

  it('wants a digits-only mobile that passes the mobile check in SMS mode', () => {
    const letters = checkLogin(fields('1380013800a', '123456'), { mode: 'sms', captchaInForm: false });
    const short = checkLogin(fields('138001', '123456'), { mode: 'sms', captchaInForm: false });
    const good = checkLogin(fields('13800138000', '123456'), { mode: 'sms', captchaInForm: false });
    expect(letters).toMatchObject({ ok: false, errors: { username: 'br_enright_cphone' } });
    expect(short).toMatchObject({ ok: false, errors: { username: 'br_enright_cphone' } });
    expect(good).toEqual({ ok: true, values: { type: 'sms', username: '13800138000', password: '123456' } });
  });

  it("follows the merchant's mobile rule when one is configured", () => {
    const rule = { minLength: 9, maxLength: 10, acceptedPattern: '0[0-9]+' };
    expect(checkLogin(fields('0812345678', '1234'), { mode: 'sms', mobileRule: rule, captchaInForm: false }).ok).toBe(
      true,
    );
    expect(checkLogin(fields('13800138000', '1234'), { mode: 'sms', mobileRule: rule, captchaInForm: false }).ok).toBe(
      false,
    );
  });

  it('asks for the captcha only when the form shows it, and sends it trimmed', () => {
    expect(checkLogin(fields('player01', 'secret'), { mode: 'username', captchaInForm: true })).toEqual({
      ok: false,
      errors: { captcha: 'validation_captcha_required' },
      focus: 'captcha',
    });
    expect(checkLogin(fields('player01', 'secret', ' 4kx9 '), { mode: 'username', captchaInForm: true })).toEqual({
      ok: true,
      values: { type: 'username', username: 'player01', password: 'secret', captcha: '4kx9' },
    });
  });
});

describe('checkSmsMobile', () => {
  it('refuses a code request without a valid mobile', () => {
    expect(checkSmsMobile('')).toBe('br_enright_cphone');
    expect(checkSmsMobile('12345')).toBe('br_enright_cphone');
    expect(checkSmsMobile(' 13800138000 ')).toBeUndefined();
  });
});
