import { createTranslator, type Messages } from '@platform/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/render';
import { createFakeRuntime } from '../../shared/fake-runtime.test-helpers';
import { fill } from '../../shared/fill.test-helpers';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
import { registrationFields } from './registration.fixtures.test-helpers';

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
/** The field labelled `label` (the required mark is part of the label's text). */
const field = (label: string) => screen.getByLabelText(labelled(label));

async function setup(props: Partial<RegistrationFormProps> = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (() => undefined));
  const user = userEvent.setup({ delay: null });
  const rendered = await renderWithI18n(
    <RegistrationForm fields={registrationFields} agreementHref="/help#agreement" {...props} onSubmit={onSubmit} />,
  );
  return { ...rendered, onSubmit, user, t: createTranslator(rendered.messages as Messages) };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, t: ReturnType<typeof createTranslator>) {
  await fill(user, field(t('accounts.register.username')), 'lucky88');
  await fill(user, field(t('accounts.register.password')), 'Secret88');
  await fill(user, field(t('accounts.register.confirmPassword')), 'Secret88');
  await user.click(screen.getByRole('checkbox'));
}

describe('RegistrationForm', () => {
  it('draws the enabled fields with their merchant hints and required marks', async () => {
    const { t } = await setup();
    const username = field(t('accounts.register.username'));
    expect(username).toBeRequired();
    expect(username).toHaveAccessibleDescription('6-16 lowercase letters or digits');
    expect(username).toHaveAttribute('maxLength', '16');
    expect(field(t('accounts.register.email'))).not.toBeRequired();
    expect(screen.queryByLabelText(labelled(t('accounts.register.qqNum')))).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('submits the shown values and the agreement once every rule passes', async () => {
    const { user, t, onSubmit } = await setup({ referralCode: 'FRIEND7' });
    await fillValid(user, t);
    await user.click(screen.getByRole('button', { name: t('accounts.register.submit') }));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'username',
      referralCode: 'FRIEND7',
      values: {
        agreement: true,
        username: 'lucky88',
        password: 'Secret88',
        confirmPassword: 'Secret88',
        mobileNum: '',
        verificationCode: '',
        email: '',
        affiliateCode: '',
      },
    });
  });

  it('shows every problem after a submit, focusing the first, with the keys of @platform/validation', async () => {
    const { user, t, onSubmit } = await setup();
    await fill(user, field(t('accounts.register.username')), 'ab');
    await fill(user, field(t('accounts.register.password')), 'Secret88');
    await fill(user, field(t('accounts.register.confirmPassword')), 'Secret89');
    await user.click(screen.getByRole('button', { name: t('accounts.register.submit') }));
    expect(onSubmit).not.toHaveBeenCalled();
    const username = field(t('accounts.register.username'));
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription(expect.stringContaining(t('in_please_information')));
    expect(field(t('accounts.register.confirmPassword'))).toHaveAccessibleDescription(t('in_confirmation_correct'));
    expect(screen.getByText(t('in_user_agreement'))).toBeInTheDocument();
  });

  it('shows a problem before submitting only once the player has left the field', async () => {
    const { user, t } = await setup();
    const email = field(t('accounts.register.email'));
    await fill(user, email, 'not-an-address');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('prefills the affiliate code read-only and shows the referral code read-only', async () => {
    const { t } = await setup({ affiliateCode: 'AGENT01', referralCode: 'FRIEND7' });
    const affiliate = field(t('accounts.register.affiliateCode'));
    expect(affiliate).toHaveValue('AGENT01');
    expect(affiliate).toHaveAttribute('readonly');
    expect(screen.getByLabelText(t('accounts.registerForm.referralCode'))).toHaveAttribute('readonly');
  });

  it('offers the mode toggle only with both modes, and phone mode asks no username or password', async () => {
    const { user, t, onSubmit } = await setup({ modes: ['username', 'mobile'] });
    await user.click(screen.getByRole('tab', { name: t('accounts.register.modePhone') }));
    expect(screen.queryByLabelText(labelled(t('accounts.register.username')))).toBeNull();
    const mobile = field(t('accounts.register.mobileNum'));
    expect(mobile).toBeRequired();
    await fill(user, mobile, '13800138000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t('accounts.register.submit') }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'mobile', values: expect.objectContaining({ mobileNum: '13800138000' }) }),
    );
    expect(onSubmit.mock.calls[0]?.[0].values).not.toHaveProperty('username');
  });

  it('sends the SMS code only for a valid mobile, then counts 120 s', async () => {
    const runtime = createFakeRuntime();
    const onSendSmsCode = vi.fn(async () => ({ expiredMinutes: 5 }));
    const { user, t } = await setup({ onSendSmsCode, ...runtime });
    await user.click(screen.getByRole('button', { name: t('accounts.smsCode.send') }));
    expect(onSendSmsCode).not.toHaveBeenCalled();
    expect(field(t('accounts.register.mobileNum'))).toHaveAccessibleDescription(
      expect.stringContaining(t('br_enright_cphone')),
    );
    await fill(user, field(t('accounts.register.mobileNum')), '13800138000');
    await user.click(screen.getByRole('button', { name: t('accounts.smsCode.send') }));
    expect(onSendSmsCode).toHaveBeenCalledWith('13800138000');
    expect(
      await screen.findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 120 }) }),
    ).toBeInTheDocument();
    await act(async () => runtime.advance(120_000));
    expect(await screen.findByRole('button', { name: t('accounts.smsCode.resend') })).toBeInTheDocument();
  });

  it('asks for the captcha and the bot check when the merchant uses them', async () => {
    const { user, t, onSubmit } = await setup({
      captcha: {
        required: true,
        render: ({ value, onChange, error }) => (
          <input
            aria-label="Captcha"
            aria-description={error}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ),
      },
      botCheck: { passed: false, render: () => <p>Bot check</p> },
    });
    await fillValid(user, t);
    await user.click(screen.getByRole('button', { name: t('accounts.register.submit') }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(t('validation_bot_check_required'));
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription(t('validation_captcha_required'));
  });

  it('shows the problems the submit answers with (affiliate check, server refusal) until the field changes', async () => {
    const { user, t } = await setup({
      onSubmit: async () => [{ field: 'affiliateCode', key: 'validation_affiliate_invalid' }],
    });
    await fillValid(user, t);
    await fill(user, field(t('accounts.register.affiliateCode')), 'NOPE');
    await user.click(screen.getByRole('button', { name: t('accounts.register.submit') }));
    const affiliate = field(t('accounts.register.affiliateCode'));
    expect(affiliate).toHaveAccessibleDescription(t('validation_affiliate_invalid'));
    expect(affiliate).toHaveFocus();
    await fill(user, affiliate, 'X');
    expect(affiliate).not.toHaveAttribute('aria-invalid');
  });

  it('links the agreement to the user agreement page', async () => {
    const { t } = await setup();
    expect(screen.getByRole('link', { name: t('accounts.register.userAgreement') })).toHaveAttribute(
      'href',
      '/help#agreement',
    );
  });
});
