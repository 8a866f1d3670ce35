import type { Messages } from '@platform/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  englishMessages,
  fakeAccountsPlatform,
  fakeRuntime,
  loginValue,
  sameFailure,
} from '../accounts.test-helpers';
import { createLoginController } from './login.controller';

let messages: Messages;
beforeAll(async () => {
  messages = await englishMessages();
});

function setup(
  options: Parameters<typeof fakeAccountsPlatform>[0] = {},
  where: Parameters<typeof fakeRuntime>[2] = {},
) {
  const fake = fakeAccountsPlatform(options);
  const runtime = fakeRuntime(fake, messages, where);
  return { ...fake, runtime, login: createLoginController(runtime) };
}

const credentials = { type: 'username' as const, username: 'member01', password: 'Demo1234' };

describe('login', () => {
  it('writes the session keys and goes to the configured next page', async () => {
    const s = setup({}, { pathname: '/login' });
    s.api.accounts.login.mockResolvedValue(loginValue());
    expect(await s.login.login(credentials)).toEqual({ ok: true });
    expect(s.api.accounts.login).toHaveBeenCalledWith({ username: 'member01', password: 'Demo1234', type: 'username' });
    expect(s.session.session).toMatchObject({
      token: 'token-1',
      username: 'member01',
      account: 'member01',
      customerId: '7',
      nickname: 'Lucky Star',
      isAgent: 0,
      memberLabel: 'VIP3',
      merchantCode: 'AURUM',
    });
    expect(s.runtime.navigated).toEqual(['/']);
  });

  it('goes to / from the register page and to ?redirect= from elsewhere', async () => {
    const fromRegister = setup({}, { pathname: '/register', search: { redirect: '/electron' } });
    fromRegister.api.accounts.login.mockResolvedValue(loginValue());
    await fromRegister.login.login(credentials);
    expect(fromRegister.runtime.navigated).toEqual(['/']);

    const redirected = setup({}, { pathname: '/login', search: { redirect: '/electron?page=hot' } });
    redirected.api.accounts.login.mockResolvedValue(loginValue());
    await redirected.login.login(credentials);
    expect(redirected.runtime.navigated).toEqual(['/electron?page=hot']);
  });

  it('loads loginInfo at once and member info 500 ms later into the session keys', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeAccountsPlatform();
      const runtime = { ...fakeRuntime(fake, messages), timers: undefined };
      fake.api.accounts.login.mockResolvedValue(loginValue());
      fake.api.member.info.mockResolvedValue({
        id: 7,
        account: 'member01',
        nickname: 'New Nick',
        isAgent: 1,
        memberLabel: 'AGENT',
      });
      await createLoginController(runtime).login(credentials);
      await vi.advanceTimersByTimeAsync(0);
      expect(fake.api.accounts.loginInfo).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(fake.api.member.info).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.api.member.info).toHaveBeenCalledTimes(1);
      expect(fake.session.session).toMatchObject({ nickname: 'New Nick', isAgent: 1, memberLabel: 'AGENT' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('greets with the previous login from loginInfo', async () => {
    const s = setup();
    s.api.accounts.login.mockResolvedValue(loginValue());
    s.api.accounts.loginInfo.mockResolvedValue({
      username: 'member01',
      currentLoginTime: 2,
      currentIp: '1.1.1.1',
      lastLoginTime: Date.UTC(2024, 4, 1, 8),
      lastLoginIp: '10.0.0.9',
      sessionExpiresAt: 3,
    });
    const shown = vi.spyOn(s.platform.ui.toasts, 'show');
    await s.login.login(credentials);
    await vi.waitFor(() => expect(shown).toHaveBeenCalled());
    expect(shown.mock.calls[0]?.[0]).toMatchObject({ tone: 'positive', title: 'Welcome back, Lucky Star' });
    expect(String(shown.mock.calls[0]?.[0].description)).toContain('10.0.0.9');
  });

  it('welcomes a brand-new player without a "back": no previous login', async () => {
    const s = setup();
    s.api.accounts.login.mockResolvedValue(loginValue());
    s.api.accounts.loginInfo.mockResolvedValue({
      username: 'member01',
      currentLoginTime: 2,
      currentIp: '1.1.1.1',
      lastLoginTime: null,
      lastLoginIp: null,
      sessionExpiresAt: 3,
    });
    const shown = vi.spyOn(s.platform.ui.toasts, 'show');
    await s.login.login(credentials);
    await vi.waitFor(() => expect(shown).toHaveBeenCalled());
    expect(shown.mock.calls[0]?.[0]).toMatchObject({ tone: 'positive', title: 'Welcome, Lucky Star' });
    expect(shown.mock.calls[0]?.[0].description).toBeUndefined();
  });

  it('opens the welcome dialog on a first login', async () => {
    const s = setup();
    s.api.accounts.login.mockResolvedValue(loginValue({ firstTimeLogin: true }));
    await s.login.login(credentials);
    expect(s.store.dialog).toEqual({ kind: 'firstLogin', name: 'Lucky Star' });
  });

  it('sends the captcha with its key, or the bot-check pass instead', async () => {
    const s = setup();
    s.api.accounts.login.mockResolvedValue(loginValue());
    await s.login.login({ ...credentials, captcha: 'ab12', captchaKey: 'k1' });
    expect(s.api.accounts.login.mock.calls[0]?.[0]).toMatchObject({ captcha: 'ab12', captchaKey: 'k1' });
    const pass = { captcha_id: 'c', lot_number: 'l', pass_token: 'p', gen_time: 'g', captcha_output: 'o' };
    await s.login.login({ ...credentials, captcha: 'p', botCheck: pass });
    expect(s.api.accounts.login.mock.calls[1]?.[0]).toMatchObject({ botCheck: pass });
    expect(s.api.accounts.login.mock.calls[1]?.[0]).not.toHaveProperty('captcha');
  });

  it('asks for the captcha when a failure says so, and hands the refusal back for the form', async () => {
    const s = setup();
    const refusal = apiError('login.password.incorrect', { captcha: true, remainingAttempts: 7 });
    s.api.accounts.login.mockRejectedValue(refusal);
    expect(await s.login.login(credentials)).toEqual({ ok: false, handled: false, error: sameFailure(refusal) });
    expect(s.store.loginCaptcha).toBe(true);
    expect(s.session.loggedIn).toBe(false);
  });

  it('opens the second factor with the credentials on login_verify_required', async () => {
    const s = setup();
    s.api.accounts.login.mockRejectedValue(
      apiError('login_verify_required', { methods: ['S', 'E'], expirationTime: 99 }),
    );
    expect(await s.login.login(credentials)).toEqual({ ok: false, handled: true });
    expect(s.store.dialog).toMatchObject({
      kind: 'secondFactor',
      credentials: { username: 'member01', password: 'Demo1234' },
      challenge: { methods: ['S', 'E'], expirationTime: 99 },
    });
  });

  it('binds a kept social identity with the next login', async () => {
    const s = setup();
    s.store.keepSocial({ firebaseChannel: 'google', firebaseIdToken: 'jwt' });
    s.api.accounts.login.mockResolvedValue(loginValue());
    await s.login.login(credentials);
    expect(s.api.accounts.login.mock.calls[0]?.[0]).toMatchObject({
      firebaseChannel: 'google',
      firebaseIdToken: 'jwt',
    });
    expect(s.store.social).toBeNull();
  });
});

describe('forced password change', () => {
  it('keeps the login pending until the change, then completes it and goes to /index', async () => {
    const s = setup({}, { pathname: '/login' });
    s.api.accounts.login.mockResolvedValue(loginValue({ passwordIsDefault: true, forceChangePassword: true }));
    await s.login.login(credentials);
    expect(s.session.loggedIn).toBe(false);
    expect(s.session.pendingLogin?.result.token).toBe('token-1');
    expect(s.session.authToken).toBe('token-1');
    expect(s.store.dialog).toEqual({ kind: 'forcedChange', reason: 'default' });
    expect(s.runtime.navigated).toEqual([]);

    expect(s.login.completeForcedChange()).toBe(true);
    expect(s.session.loggedIn).toBe(true);
    expect(s.session.session.nickname).toBe('Lucky Star');
    expect(s.runtime.navigated).toEqual(['/index']);
    expect(s.store.pending).toBeNull();
  });

  it('forces an expired password under PWDEXPFORCECHANGE3 only', async () => {
    const forced = setup({ flags: { PWDEXPFORCECHANGE3: true } });
    forced.api.accounts.login.mockResolvedValue(loginValue({ passwordExpired: true }));
    await forced.login.login(credentials);
    expect(forced.store.dialog).toEqual({ kind: 'forcedChange', reason: 'expired' });

    const nudged = setup({ flags: { PWDEXPFORCECHANGE3: false } });
    nudged.api.accounts.login.mockResolvedValue(loginValue({ passwordExpired: true, firstTimeLogin: true }));
    const shown = vi.spyOn(nudged.platform.ui.toasts, 'show');
    await nudged.login.login(credentials);
    expect(nudged.session.loggedIn).toBe(true);
    // A first login is welcomed and nudged alike: the nudge is a toast beside the welcome.
    expect(nudged.store.dialog).toMatchObject({ kind: 'firstLogin' });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ tone: 'warning', persistent: true }));
  });

  it('shows the starting password of a phone registration before the change', async () => {
    const s = setup();
    s.api.accounts.login.mockResolvedValue(
      loginValue({ customerName: 'm912000099', passwordIsDefault: true, forceChangePassword: true }),
    );
    await s.login.login(
      { type: 'mobileNum', username: '0912000099', password: 'Start#1' },
      { showStartingPassword: true },
    );
    expect(s.store.dialog).toEqual({
      kind: 'startingPassword',
      username: 'm912000099',
      password: 'Start#1',
      reason: 'default',
    });
  });

  it('does nothing when no login is pending', () => {
    expect(setup().login.completeForcedChange()).toBe(false);
  });
});

describe('free demo', () => {
  const demo = () => loginValue({ isAgent: 4, customerName: 'demo482913', nickname: 'demo482913', memberLabel: null });

  it('logs a fresh trial account in through the login flow: session keys, next page, greeting', async () => {
    const s = setup({}, { pathname: '/login', search: { redirect: '/electron?page=CQ9' } });
    s.api.accounts.trialLogin.mockResolvedValue(demo());
    const shown = vi.spyOn(s.platform.ui.toasts, 'show');
    expect(await s.login.freeDemo()).toEqual({ ok: true });
    expect(s.api.accounts.trialLogin).toHaveBeenCalledWith({});
    expect(s.api.accounts.login).not.toHaveBeenCalled();
    expect(s.session.loggedIn).toBe(true);
    expect(s.session.role.kind).toBe('trial');
    expect(s.session.session).toMatchObject({
      token: 'token-1',
      username: 'demo482913',
      account: 'demo482913',
      nickname: 'demo482913',
      isAgent: 4,
    });
    expect(s.runtime.navigated).toEqual(['/electron?page=CQ9']);
    await vi.waitFor(() => expect(shown).toHaveBeenCalled());
    // A fresh trial account has no previous login: welcomed, not welcomed back.
    expect(shown.mock.calls[0]?.[0]).toMatchObject({ title: 'Welcome, demo482913' });
  });

  it('offers a trial account no first-login welcome: it leads to a member centre the account cannot open', async () => {
    const s = setup();
    s.api.accounts.trialLogin.mockResolvedValue({ ...demo(), firstTimeLogin: true });
    await s.login.freeDemo();
    expect(s.session.loggedIn).toBe(true);
    expect(s.store.dialog).toBeNull();
  });

  it('hands a refusal back for the form and leaves the visitor logged out', async () => {
    const s = setup();
    const refusal = apiError('trial.disabled');
    s.api.accounts.trialLogin.mockRejectedValue(refusal);
    expect(await s.login.freeDemo()).toEqual({ ok: false, handled: false, error: sameFailure(refusal) });
    expect(s.session.loggedIn).toBe(false);
    expect(s.runtime.navigated).toEqual([]);
  });
});
