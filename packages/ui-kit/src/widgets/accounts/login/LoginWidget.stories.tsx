import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { stressText } from '../../../storybook/story.text';
import { StoryImageCaptcha } from '../../shared/story.captcha';
import { storyT } from '../../shared/story.helpers';
import { LoginWidget } from './LoginWidget';

const meta = {
  title: 'Widgets/LoginWidget',
  component: LoginWidget,
  args: {
    modes: ['username', 'sms'],
    onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 400))),
    onSendSmsCode: fn(async () => ({ expiredMinutes: 5 })),
    onSmsCodeError: fn(),
    onRegister: fn(),
    onForgotPassword: fn(),
    onSocialLogin: fn(),
    socialChannels: ['google', 'facebook', 'line', 'sms'],
  },
} satisfies Meta<typeof LoginWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username and password; an empty box gets the one incorrect-password prompt, then the login goes through busy. */
export const Username: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.login.submit') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation_login_incorrect'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts.login.username') }), ' lucky88 ');
    await userEvent.type(canvas.getByLabelText(t('accounts.login.password')), 'Secret#88');
    const submit = canvas.getByRole('button', { name: t('accounts.login.submit') });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'username', username: 'lucky88', password: 'Secret#88' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  },
};

/** SMS mode: the code button wants a valid mobile, then counts 120 s; switching modes clears everything. */
export const Sms: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('tab', { name: t('accounts.login.modeSms') }));
    const mobile = canvas.getByRole('textbox', { name: t('accounts.login.mobile') });
    await userEvent.type(mobile, '1380013');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.smsCode.send') }));
    await expect(args.onSendSmsCode).not.toHaveBeenCalled();
    await expect(mobile).toHaveAccessibleDescription(t('br_enright_cphone'));
    await userEvent.type(mobile, '8000');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.smsCode.send') }));
    await expect(args.onSendSmsCode).toHaveBeenCalledWith('13800138000');
    await canvas.findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 120 }) });
    await userEvent.click(canvas.getByRole('tab', { name: t('accounts.login.modeUsername') }));
    await userEvent.click(canvas.getByRole('tab', { name: t('accounts.login.modeSms') }));
    await expect(canvas.getByRole('textbox', { name: t('accounts.login.mobile') })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('accounts.smsCode.send') })).toBeInTheDocument();
  },
};

/** The server asked for a captcha: the image captcha shows in the form. */
export const CaptchaInForm: Story = {
  args: { captcha: { required: true, render: (slot) => <StoryImageCaptcha {...slot} /> } },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts.login.username') }), 'lucky88');
    await userEvent.type(canvas.getByLabelText(t('accounts.login.password')), 'Secret#88');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.login.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts.register.captcha') }), 'K3X9');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'K3X9' }));
  },
};

/** Merchants with the captcha-only flag: the captcha is asked alone, in a popup, after the fields pass. */
export const CaptchaOnlyPopup: Story = {
  args: { captcha: { required: true, presentation: 'popup', render: (slot) => <StoryImageCaptcha {...slot} /> } },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts.login.username') }), 'lucky88');
    await userEvent.type(canvas.getByLabelText(t('accounts.login.password')), 'Secret#88');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.login.submit') }));
    const popup = await screen.findByRole('dialog', { name: t('accounts.captcha.title') });
    await userEvent.type(within(popup).getByRole('textbox', { name: t('accounts.register.captcha') }), 'Q7RM');
    await userEvent.click(within(popup).getByRole('button', { name: t('common.confirm') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'Q7RM' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Every option: free demo for FREEDEMO3 merchants, the social channels in the server's order. */
export const EveryOption: Story = {
  args: { onFreeDemo: fn(), socialChannels: ['google', 'facebook', 'twitter', 'line', 'sms'] },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.login.freeDemo') }));
    await expect(args.onFreeDemo).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', { name: t('accounts.social.continueWith', { provider: 'Google' }) }),
    );
    await expect(args.onSocialLogin).toHaveBeenCalledWith('google');
  },
};

/** A refusal from the server, shown above the button. */
export const ServerRefusal: Story = { args: { modes: ['username'], error: '用户名或密码错误，还可尝试 2 次' } };

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { onFreeDemo: fn(), error: stressText.th.sentence },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { onFreeDemo: fn(), error: stressText.vi.sentence },
};
