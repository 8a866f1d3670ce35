import { createTranslator, type Messages } from '@platform/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/render';
import { createFakeRuntime } from '../../shared/fake-runtime.test-helpers';
import { fill } from '../../shared/fill.test-helpers';
import { SecondFactorDialog, type SecondFactorDialogProps } from './SecondFactorDialog';
import { checkSecondFactor } from './second-factor.methods';

const exactly = (label: string) => new RegExp(`^${label}\\*?$`);

async function setup(props: Partial<SecondFactorDialogProps> = {}) {
  const runtime = createFakeRuntime();
  const handlers = {
    onOpenChange: vi.fn(),
    onResendCode: vi.fn(async () => ({ expirationTime: runtime.now() + 300_000 })),
    onVerify: vi.fn(async () => undefined),
    onDone: vi.fn(),
  };
  const user = userEvent.setup({ delay: null });
  const rendered = await renderWithI18n(
    <SecondFactorDialog
      open
      methods={['E', 'G', 'S', 'P']}
      expirationTime={runtime.now() + 90_000}
      maskedEmail="lu***@mail.com"
      maskedMobile="138****8000"
      {...runtime}
      {...handlers}
      {...props}
    />,
  );
  return { ...rendered, ...handlers, runtime, user, t: createTranslator(rendered.messages as Messages) };
}

describe('checkSecondFactor', () => {
  it('sends the boxes of the chosen method trimmed, and names the first empty one', () => {
    expect(checkSecondFactor('S', { mobileNum: ' 13800138000 ', verificationCode: '123456', payeeName: 'x' })).toEqual({
      ok: true,
      values: { method: 'S', mobileNum: '13800138000', verificationCode: '123456' },
    });
    expect(checkSecondFactor('E', { email: 'a@b.co' })).toEqual({
      ok: false,
      field: 'verificationCode',
      key: 'validation_field_required',
    });
  });
});

describe('SecondFactorDialog', () => {
  it('counts the codes sent with the login down to the server expirationTime', async () => {
    const { t, runtime } = await setup();
    expect(
      await screen.findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 90 }) }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(exactly(t('accounts.secondFactor.emailCode')))).toHaveAccessibleDescription(
      t('accounts.secondFactor.codeSentTo', { target: 'lu***@mail.com' }),
    );
    await act(async () => runtime.advance(90_000));
    expect(await screen.findByRole('button', { name: t('accounts.smsCode.resend') })).toBeInTheDocument();
  });

  it('offers each method with its own boxes', async () => {
    const { user, t } = await setup();
    await user.click(screen.getByRole('radio', { name: t('accounts.verify.method.G') }));
    expect(screen.getByLabelText(exactly(t('accounts.verify.authCode')))).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.queryByLabelText(exactly(t('accounts.verify.email')))).toBeNull();
    await user.click(screen.getByRole('radio', { name: t('accounts.verify.method.P') }));
    expect(screen.getByRole('textbox', { name: exactly(t('accounts.verify.payeeName')) })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: t('accounts.verify.method.S') }));
    expect(screen.getByLabelText(exactly(t('accounts.login.smsCode')))).toHaveAccessibleDescription(
      t('accounts.secondFactor.codeSentTo', { target: '138****8000' }),
    );
  });

  it('resends a code and counts to the new expirationTime', async () => {
    const { user, t, runtime, onResendCode } = await setup({ methods: ['S'] });
    await act(async () => runtime.advance(90_000));
    await user.click(await screen.findByRole('button', { name: t('accounts.smsCode.resend') }));
    expect(onResendCode).toHaveBeenCalledWith('S');
    expect(
      await screen.findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 300 }) }),
    ).toBeInTheDocument();
  });

  it('verifies, shows the confirmation, and runs onDone when the player closes it', async () => {
    const { user, t, onVerify, onDone } = await setup({ methods: ['G'] });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('common.confirm') }));
    expect(onVerify).not.toHaveBeenCalled();
    expect(screen.getByLabelText(exactly(t('accounts.verify.authCode')))).toHaveFocus();
    await fill(user, screen.getByLabelText(exactly(t('accounts.verify.authCode'))), '654321');
    await user.click(screen.getByRole('button', { name: t('common.confirm') }));
    expect(onVerify).toHaveBeenCalledWith({ method: 'G', authCode: '654321' });
    expect(await screen.findByRole('status')).toHaveTextContent(t('accounts.verify.success'));
    await user.click(screen.getByRole('button', { name: t('common.confirm') }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stays on the form when the verification is refused', async () => {
    const { user, t } = await setup({
      methods: ['P'],
      onVerify: async () => {
        throw new Error('verify.incorrect');
      },
    });
    await fill(user, screen.getByLabelText(exactly(t('accounts.verify.payeeName'))), 'Somchai');
    await user.click(screen.getByRole('button', { name: t('common.confirm') }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText(exactly(t('accounts.verify.payeeName')))).toHaveValue('Somchai');
  });
});
