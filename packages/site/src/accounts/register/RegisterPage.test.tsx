import { I18nProvider } from '@platform/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  englishMessages,
  fakeAccountsPlatform,
  loginValue,
  renderWithApp,
  statusValue,
} from '../accounts.test-helpers';
import type { GeetestCaptcha, InitGeetest4 } from '../botcheck/botcheck.types';
import { AffiliateRefusedDialog } from './AffiliateRefusedDialog';
import { RegisterPage } from './RegisterPage';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete (globalThis as { initGeetest4?: unknown }).initGeetest4;
});

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Username/), 'newbie1');
  await user.type(screen.getByLabelText(/^Password/), 'abc123');
  await user.type(screen.getByLabelText(/^Confirm password/), 'abc123');
  await user.click(screen.getByRole('checkbox'));
}

describe('RegisterPage', () => {
  it('registers with the codes of the link, logs in and goes to /', async () => {
    const user = userEvent.setup();
    const fake = fakeAccountsPlatform();
    fake.api.accounts.affiliate.mockResolvedValue({ affiliateCode: 'AU8001', agentName: 'Top Agent' });
    fake.api.accounts.register.mockResolvedValue({ customerId: 9, username: 'newbie1' });
    fake.api.accounts.login.mockResolvedValue(loginValue({ customerName: 'newbie1' }));
    const { router } = await renderWithApp(fake, <RegisterPage />, '/register?affiliateCode=AU8001&r=RX1');
    await fillUsernameForm(user);
    expect(screen.getByLabelText(/^Invitation code/)).toHaveValue('AU8001');
    expect(sessionStorage.getItem('affiliateCode')).toBe('AU8001');
    expect(localStorage.getItem('referralCode')).toBe('RX1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fake.session.loggedIn).toBe(true));
    expect(fake.api.accounts.register.mock.calls[0]?.[0]).toMatchObject({
      affiliateCode: 'AU8001',
      referralCode: 'RX1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('affiliateCode')).toBeNull();
  });

  it("hides a refused link code that is not required and shows the server's message", async () => {
    const fake = fakeAccountsPlatform();
    fake.api.accounts.affiliate.mockRejectedValue(apiError('agent.unknown.here', null, 'No such agent'));
    const toast = vi.spyOn(fake.platform.ui.toasts, 'show');
    await renderWithApp(fake, <RegisterPage />, '/register?affiliateCode=BAD1');
    await screen.findByLabelText(/^Username/);
    expect(screen.queryByLabelText(/^Invitation code/)).toBeNull();
    expect(toast).toHaveBeenCalledWith({ tone: 'warning', title: 'No such agent' });
  });

  it('informs and leaves when the refused code is required, without offering the form', async () => {
    const required = statusValue();
    const affiliate = required.register.fields.affiliateCode;
    if (affiliate) affiliate.required = true;
    const fake = fakeAccountsPlatform({ status: required });
    fake.api.accounts.affiliate.mockRejectedValue(apiError('affiliate.invalid', null, 'No such agent'));
    await renderWithApp(fake, <RegisterPage />, '/register?affiliateCode=BAD1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Invitation code not valid' });
    expect(dialog).toHaveTextContent('That invitation code is not valid.');
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
  });

  it('spends the bot check after a failed registration', async () => {
    const user = userEvent.setup();
    const captchas: (GeetestCaptcha & { fire: (name: string) => void })[] = [];
    const init: InitGeetest4 = (_config, callback) => {
      const handlers: Record<string, (arg?: unknown) => void> = {};
      const on = (name: string) => (handler: (arg?: unknown) => void) => {
        handlers[name] = handler;
        return captcha;
      };
      const captcha = {
        onReady: on('ready'),
        onSuccess: on('success'),
        onFail: on('fail'),
        onError: on('error'),
        onClose: on('close'),
        getValidate: () => ({ captcha_id: 'c', lot_number: 'l', pass_token: 'p', gen_time: 'g', captcha_output: 'o' }),
        reset: vi.fn(() => captcha),
        showCaptcha: vi.fn(() => captcha),
        destroy: vi.fn(),
        fire: (name: string) => handlers[name]?.(),
      };
      captchas.push(captcha as unknown as GeetestCaptcha & { fire: (name: string) => void });
      callback(captcha as unknown as GeetestCaptcha);
      queueMicrotask(() => handlers.ready?.());
    };
    (globalThis as { initGeetest4?: InitGeetest4 }).initGeetest4 = init;
    const fake = fakeAccountsPlatform({ status: statusValue({ register: { botCheck: true } }) });
    fake.api.accounts.register.mockRejectedValue(apiError('register.username.taken'));
    await renderWithApp(fake, <RegisterPage />, '/register');
    await fillUsernameForm(user);
    await user.click(await screen.findByRole('button', { name: 'Click to verify' }));
    act(() => captchas[0]?.fire('success'));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fake.api.accounts.register).toHaveBeenCalled());
    expect(fake.api.accounts.register.mock.calls[0]?.[0]).toMatchObject({ botCheck: { pass_token: 'p' } });
    expect(await screen.findByRole('button', { name: 'Click to verify' })).toBeInTheDocument();
    expect(captchas[0]?.reset).toHaveBeenCalled();
  });
});

describe('AffiliateRefusedDialog', () => {
  it('leaves for the origin however it is closed', async () => {
    const user = userEvent.setup();
    const leave = vi.fn();
    render(
      <I18nProvider language="EN" messages={await englishMessages()}>
        <AffiliateRefusedDialog message={null} leave={leave} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('That invitation code is not valid.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(leave).toHaveBeenCalledTimes(2);
  });
});
