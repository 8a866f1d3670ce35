import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  fakeAccountsPlatform,
  loginValue,
  renderWithApp,
  settingsValue,
  statusValue,
} from '../accounts.test-helpers';
import { LoginPanel } from './LoginPanel';

const smsMerchant = () =>
  fakeAccountsPlatform({ settings: settingsValue({ modes: ['username', 'sms'] }), status: statusValue() });

describe('LoginPanel', () => {
  it('switching to SMS mode clears the fields, and switching back clears the SMS countdown', async () => {
    const user = userEvent.setup();
    const fake = smsMerchant();
    fake.api.accounts.sendPhoneCode.mockResolvedValue({ expiredMinutes: 5, expirationTime: Date.now() + 300_000 });
    await renderWithApp(fake, <LoginPanel />, '/login');
    await user.type(await screen.findByLabelText('Username'), 'member01');
    await user.click(screen.getByRole('tab', { name: 'Log in with SMS' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveValue('');
    await user.type(mobile, '13800000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(fake.api.accounts.sendPhoneCode).toHaveBeenCalledWith({ mobileNo: '13800000001', purpose: 'login' });
    expect(await screen.findByRole('button', { name: /Resend in 120s/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Log in with username' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Log in with SMS' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('logs in with an SMS code as type sms', async () => {
    const user = userEvent.setup();
    const fake = smsMerchant();
    fake.api.accounts.login.mockResolvedValue(loginValue());
    const { router } = await renderWithApp(fake, <LoginPanel />, '/login');
    await user.click(await screen.findByRole('tab', { name: 'Log in with SMS' }));
    await user.type(screen.getByLabelText('Mobile number'), '13800000001');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fake.session.loggedIn).toBe(true));
    expect(fake.api.accounts.login.mock.calls[0]?.[0]).toMatchObject({
      type: 'sms',
      username: '13800000001',
      password: '123456',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a refusal in the form, once, and asks for the image captcha when the server says so', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    fake.api.accounts.login.mockRejectedValueOnce(apiError('login.password.incorrect', { captcha: true }));
    const toast = vi.spyOn(fake.platform.ui.toasts, 'show');
    await renderWithApp(fake, <LoginPanel />, '/login');
    await user.type(await screen.findByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    expect(fake.platform.ui.messages).toHaveLength(0);

    expect(await screen.findByLabelText(/Verification code/)).toBeInTheDocument();
    expect(fake.api.system.captcha).toHaveBeenCalledWith({ purpose: 'login' });
    fake.api.accounts.login.mockResolvedValueOnce(loginValue());
    await user.type(screen.getByLabelText(/Verification code/), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fake.api.accounts.login).toHaveBeenCalledTimes(2));
    expect(fake.api.accounts.login.mock.calls[1]?.[0]).toMatchObject({ captcha: 'ab12', captchaKey: 'key-1' });
  });

  it('asks the captcha alone in a popup on captcha-only merchants', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform({ settings: settingsValue({ captchaOnly: true }) });
    fake.store.loginCaptcha = true;
    fake.api.accounts.login.mockResolvedValue(loginValue());
    await renderWithApp(fake, <LoginPanel />, '/login');
    await user.type(await screen.findByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const popup = await screen.findByRole('dialog', { name: 'Security check' });
    await user.type(within(popup).getByLabelText(/Verification code/), 'zz99');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.session.loggedIn).toBe(true));
    expect(fake.api.accounts.login.mock.calls[0]?.[0]).toMatchObject({ captcha: 'zz99', captchaKey: 'key-1' });
  });

  it('gives a new captcha image on click at most once per second', async () => {
    // The clock stands still while the clicks land (a loaded machine may take over a second for three clicks).
    let now = 1_800_000_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const user = userEvent.setup();
      const fake = fakeAccountsPlatform();
      fake.store.loginCaptcha = true;
      await renderWithApp(fake, <LoginPanel />, '/login');
      const refresh = await screen.findByRole('button', { name: "Can't read it? Get a new one" });
      await waitFor(() => expect(fake.api.system.captcha).toHaveBeenCalledTimes(1));
      await user.click(refresh);
      await user.click(refresh);
      await user.click(refresh);
      expect(fake.api.system.captcha).toHaveBeenCalledTimes(2);
      now += 999;
      await user.click(refresh);
      expect(fake.api.system.captcha).toHaveBeenCalledTimes(2);
      now += 1;
      await user.click(refresh);
      expect(fake.api.system.captcha).toHaveBeenCalledTimes(3);
    } finally {
      clock.mockRestore();
    }
  });

  it('offers the forgot-password dialog and the merchant social channels', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform({ settings: settingsValue({ socialChannels: ['google', 'line'] }) });
    await renderWithApp(fake, <LoginPanel />, '/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with LINE' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('offers the free demo where the merchant settings say so, and logs the trial account in', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform({ settings: settingsValue({ freeDemo: true }) });
    fake.api.accounts.trialLogin.mockResolvedValue(loginValue({ isAgent: 4, customerName: 'demo100200' }));
    const { router } = await renderWithApp(fake, <LoginPanel />, '/login');
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    await waitFor(() => expect(fake.session.loggedIn).toBe(true));
    expect(fake.api.accounts.trialLogin).toHaveBeenCalledTimes(1);
    expect(fake.api.accounts.login).not.toHaveBeenCalled();
    expect(fake.session.session).toMatchObject({ isAgent: 4, username: 'demo100200' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a refused free demo in the form, in the catalogue words', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform({ settings: settingsValue({ freeDemo: true }) });
    fake.api.accounts.trialLogin.mockRejectedValue(apiError('trial.disabled', null, 'no demo'));
    await renderWithApp(fake, <LoginPanel />, '/login');
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    expect(await screen.findByText('The free demo is not available on this site.')).toBeInTheDocument();
    expect(fake.session.loggedIn).toBe(false);
  });

  it('has no free demo button where the merchant settings turn it off', async () => {
    const fake = fakeAccountsPlatform({ settings: settingsValue({ freeDemo: false }) });
    await renderWithApp(fake, <LoginPanel />, '/login');
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: 'Try for free' })).toBeNull();
  });
});
