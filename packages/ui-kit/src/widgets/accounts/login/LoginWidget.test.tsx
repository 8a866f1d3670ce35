import { createTranslator, type Messages } from '@platform/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/render';
import { createFakeRuntime } from '../../shared/fake-runtime.test-helpers';
import { fill } from '../../shared/fill.test-helpers';
import { LoginWidget, type LoginWidgetProps } from './LoginWidget';

async function setup(props: Partial<LoginWidgetProps> = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (() => undefined));
  const user = userEvent.setup({ delay: null });
  const rendered = await renderWithI18n(<LoginWidget {...props} onSubmit={onSubmit} />);
  const t = createTranslator(rendered.messages as Messages);
  return { ...rendered, onSubmit, user, t };
}

describe('LoginWidget', () => {
  it('logs in with the trimmed username and the password', async () => {
    const { user, t, onSubmit } = await setup();
    await fill(user, screen.getByLabelText(t('accounts.login.username')), '  player01  ');
    await fill(user, screen.getByLabelText(t('accounts.login.password')), 'Secret#1');
    await user.click(screen.getByRole('button', { name: t('accounts.login.submit') }));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'Secret#1' });
  });

  it('shows the incorrect-password prompt for an empty box, focuses it, and does not call onSubmit', async () => {
    const { user, t, onSubmit } = await setup();
    await fill(user, screen.getByLabelText(t('accounts.login.username')), 'player01');
    await user.click(screen.getByRole('button', { name: t('accounts.login.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent(t('validation_login_incorrect'));
    expect(screen.getByLabelText(t('accounts.login.password'))).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is busy while the login is pending and refuses a second submit', async () => {
    let finish: () => void = () => {};
    const { user, t, onSubmit } = await setup({ onSubmit: () => new Promise<void>((resolve) => (finish = resolve)) });
    await fill(user, screen.getByLabelText(t('accounts.login.username')), 'player01');
    await fill(user, screen.getByLabelText(t('accounts.login.password')), 'secret');
    const submit = screen.getByRole('button', { name: t('accounts.login.submit') });
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(submit).not.toHaveAttribute('aria-busy');
  });

  it('switches to SMS mode, clearing the fields and the SMS countdown', async () => {
    const runtime = createFakeRuntime();
    const onSendSmsCode = vi.fn(async () => ({ expiredMinutes: 5 }));
    const { user, t } = await setup({ modes: ['username', 'sms'], onSendSmsCode, ...runtime });
    await fill(user, screen.getByLabelText(t('accounts.login.username')), 'player01');
    await user.click(screen.getByRole('tab', { name: t('accounts.login.modeSms') }));
    expect(screen.queryByLabelText(t('accounts.login.username'))).toBeNull();

    await fill(user, screen.getByLabelText(t('accounts.login.mobile')), '13800138000');
    await user.click(screen.getByRole('button', { name: t('accounts.smsCode.send') }));
    expect(onSendSmsCode).toHaveBeenCalledWith('13800138000');
    // Reading 1 of the spec: the login SMS counts 120 s whatever expiredMinutes says.
    expect(
      await screen.findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 120 }) }),
    ).toBeInTheDocument();
    await act(async () => runtime.advance(30_000));
    expect(
      await screen.findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 90 }) }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: t('accounts.login.modeUsername') }));
    expect(screen.getByLabelText(t('accounts.login.username'))).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: t('accounts.login.modeSms') }));
    expect(screen.getByLabelText(t('accounts.login.mobile'))).toHaveValue('');
    expect(await screen.findByRole('button', { name: t('accounts.smsCode.send') })).toBeInTheDocument();
  });

  it('asks for a valid mobile before sending a code', async () => {
    const onSendSmsCode = vi.fn(async () => undefined);
    const { user, t } = await setup({ modes: ['sms'], onSendSmsCode });
    await fill(user, screen.getByLabelText(t('accounts.login.mobile')), '12ab');
    await user.click(screen.getByRole('button', { name: t('accounts.smsCode.send') }));
    expect(onSendSmsCode).not.toHaveBeenCalled();
    expect(screen.getByLabelText(t('accounts.login.mobile'))).toHaveAccessibleDescription(t('br_enright_cphone'));
  });

  it('logs in by SMS with type sms, the mobile as username and the code as password', async () => {
    const { user, t, onSubmit } = await setup({ modes: ['sms'] });
    await fill(user, screen.getByLabelText(t('accounts.login.mobile')), '13800138000');
    await fill(user, screen.getByLabelText(t('accounts.login.smsCode')), '246810');
    await user.click(screen.getByRole('button', { name: t('accounts.login.submit') }));
    expect(onSubmit).toHaveBeenCalledWith({ type: 'sms', username: '13800138000', password: '246810' });
  });

  it('draws the captcha in the form when required and sends its answer, then clears it', async () => {
    const render = vi.fn(({ value, onChange, error }) => (
      <div>
        <input
          aria-label="Captcha"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby="captcha-error"
        />
        <span id="captcha-error">{error}</span>
      </div>
    ));
    const { user, t, onSubmit } = await setup({ captcha: { required: true, render } });
    await fill(user, screen.getByLabelText(t('accounts.login.username')), 'player01');
    await fill(user, screen.getByLabelText(t('accounts.login.password')), 'secret');
    await user.click(screen.getByRole('button', { name: t('accounts.login.submit') }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(t('validation_captcha_required'))).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Captcha'), 'k3x9');
    await user.click(screen.getByRole('button', { name: t('accounts.login.submit') }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'username',
      username: 'player01',
      password: 'secret',
      captcha: 'k3x9',
    });
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ presentation: 'inline' }));
  });

  it('asks the captcha alone in a popup for captcha-only merchants, then logs in', async () => {
    const { user, t, onSubmit } = await setup({
      captcha: {
        required: true,
        presentation: 'popup',
        render: ({ value, onChange }) => (
          <input aria-label="Captcha" value={value} onChange={(event) => onChange(event.target.value)} />
        ),
      },
    });
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await fill(user, screen.getByLabelText(t('accounts.login.username')), 'player01');
    await fill(user, screen.getByLabelText(t('accounts.login.password')), 'secret');
    await user.click(screen.getByRole('button', { name: t('accounts.login.submit') }));
    const popup = await screen.findByRole('dialog', { name: t('accounts.captcha.title') });
    expect(onSubmit).not.toHaveBeenCalled();
    await fill(user, within(popup).getByLabelText('Captcha'), 'q7rm');
    await user.click(within(popup).getByRole('button', { name: t('common.confirm') }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 'username',
      username: 'player01',
      password: 'secret',
      captcha: 'q7rm',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows register, free demo, forgot password and the social channels only when given', async () => {
    const onRegister = vi.fn();
    const onFreeDemo = vi.fn();
    const onForgotPassword = vi.fn();
    const onSocialLogin = vi.fn();
    const { user, t } = await setup({
      onRegister,
      onFreeDemo,
      onForgotPassword,
      onSocialLogin,
      socialChannels: ['google', 'line', 'sms'],
    });
    await user.click(screen.getByRole('button', { name: t('accounts.login.register') }));
    await user.click(screen.getByRole('button', { name: t('accounts.login.freeDemo') }));
    await user.click(screen.getByRole('button', { name: t('accounts.login.forgotPassword') }));
    await user.click(screen.getByRole('button', { name: t('accounts.social.continueWith', { provider: 'LINE' }) }));
    await user.click(screen.getByRole('button', { name: t('accounts.social.phone') }));
    expect([onRegister, onFreeDemo, onForgotPassword].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(onSocialLogin.mock.calls).toEqual([['line'], ['sms']]);
    expect(screen.getByRole('group', { name: t('accounts.login.orContinueWith') })).toBeInTheDocument();
  });

  it('has no register, demo or social buttons when the merchant offers none', async () => {
    const { t } = await setup();
    expect(screen.queryByRole('button', { name: t('accounts.login.register') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('accounts.login.freeDemo') })).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
