import { normaliseFieldConfig, type RegistrationFieldConfigs } from '@platform/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StoryBotCheck, StoryImageCaptcha } from '../../shared/story.captcha';
import { labelled, storyT } from '../../shared/story.helpers';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';

const on = (extra: Record<string, unknown> = {}) => normaliseFieldConfig({ enabled: '1', ...extra });

/** The field config of the sandbox's first merchant: username with rules, SMS, optional e-mail and affiliate. */
const fields: RegistrationFieldConfigs = {
  username: on({ required: '1', minLength: 6, maxLength: 16, acceptedPattern: '[a-zA-Z][a-zA-Z0-9]*' }),
  password: on({ required: '1', minLength: 6, maxLength: 20, message: '6-20 位字母和数字组合' }),
  confirmPassword: on({ required: '1' }),
  payeeName: on({ required: '0', maxLength: 30 }),
  mobileNum: on({ required: '0', minLength: 11, maxLength: 11 }),
  verificationCode: on({ required: '0', maxLength: 6 }),
  email: on({ required: '0', acceptedPattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+' }),
  affiliateCode: on({ required: '0' }),
};

function WithBotCheck(props: RegistrationFormProps) {
  const [passed, setPassed] = useState(false);
  return (
    <RegistrationForm
      {...props}
      botCheck={{ passed, render: () => <StoryBotCheck passed={passed} onPass={() => setPassed(true)} /> }}
    />
  );
}

const meta = {
  title: 'Widgets/RegistrationForm',
  component: RegistrationForm,
  args: {
    fields,
    agreementHref: '/helpmc#agreement',
    onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 300))),
    onSendSmsCode: fn(async () => ({ expiredMinutes: 5 })),
    onLogin: fn(),
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting shows every problem at once with @platform/validation's keys; fixing them registers. */
export const Username: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const submit = canvas.getByRole('button', { name: t('accounts.register.submit') });
    await userEvent.click(submit);
    const username = canvas.getByRole('textbox', { name: t('accounts.register.username') });
    await expect(username).toHaveFocus();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('in_user_agreement'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(username, 'lucky88');
    await userEvent.type(canvas.getByLabelText(labelled(t('accounts.register.password'))), 'Secret88');
    await userEvent.type(canvas.getByLabelText(labelled(t('accounts.register.confirmPassword'))), 'Secret88');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'username', values: expect.objectContaining({ username: 'lucky88' }) }),
    );
  },
};

/** Both modes enabled: the toggle shows; phone mode asks only the mobile number and the code. */
export const UsernameOrPhone: Story = {
  args: { modes: ['username', 'mobile'] },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('tab', { name: t('accounts.register.modePhone') }));
    await expect(canvas.queryByRole('textbox', { name: t('accounts.register.username') })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts.register.mobileNum') }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.smsCode.send') }));
    await expect(args.onSendSmsCode).toHaveBeenCalledWith('13800138000');
    await canvas.findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 120 }) });
  },
};

/** Arrived by an agent's link: the affiliate and referral codes are filled in and read-only. */
export const FromAReferralLink: Story = {
  args: { affiliateCode: 'AG8812', referralCode: 'FRIEND2024' },
  play: async (context) => {
    const t = storyT(context);
    await expect(context.canvas.getByRole('textbox', { name: t('accounts.register.affiliateCode') })).toHaveAttribute(
      'readonly',
    );
    await expect(context.canvas.getByRole('textbox', { name: t('accounts.registerForm.referralCode') })).toHaveValue(
      'FRIEND2024',
    );
  },
};

/** A merchant with an image captcha and the bot check: registering waits for both. */
export const CaptchaAndBotCheck: Story = {
  args: { captcha: { required: true, render: (slot) => <StoryImageCaptcha {...slot} /> } },
  render: (args) => <WithBotCheck {...args} />,
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.register.submit') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation_bot_check_required'));
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.captcha.waiting') }));
    await waitFor(() => expect(canvas.queryByText(t('validation_bot_check_required'))).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The affiliate check refused the code: the form shows the answer on the field. */
export const AffiliateRefused: Story = {
  args: { onSubmit: fn(async () => [{ field: 'affiliateCode', key: 'validation_affiliate_invalid' }]) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts.register.username') }), 'lucky88');
    await userEvent.type(canvas.getByLabelText(labelled(t('accounts.register.password'))), 'Secret88');
    await userEvent.type(canvas.getByLabelText(labelled(t('accounts.register.confirmPassword'))), 'Secret88');
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts.register.affiliateCode') }), 'NOPE');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.register.submit') }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t('accounts.register.affiliateCode') })).toHaveAccessibleDescription(
        t('validation_affiliate_invalid'),
      ),
    );
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { modes: ['username', 'mobile'], affiliateCode: 'AG8812', referralCode: 'FRIEND2024' },
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: storyT(context)('accounts.register.submit') }));
  },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { modes: ['username', 'mobile'] },
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: storyT(context)('accounts.register.submit') }));
  },
};
