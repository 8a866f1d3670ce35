import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/button/Button';
import { labelled, storyT } from '../../shared/story.helpers';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './ForgotPasswordDialog';

/** Both password dialogs behind the links that open them, as on the login widget and in the security centre. */
function PasswordDialogs({
  forgot,
  change,
}: {
  forgot: Omit<ForgotPasswordDialogProps, 'open' | 'onOpenChange'>;
  change: Omit<ChangePasswordDialogProps, 'open' | 'onOpenChange'>;
}) {
  const [open, setOpen] = useState<'forgot' | 'change' | null>(change.forced ? 'change' : null);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button tone="secondary" onClick={() => setOpen('forgot')}>
        忘记密码？
      </Button>
      <Button tone="secondary" onClick={() => setOpen('change')}>
        修改密码
      </Button>
      <ForgotPasswordDialog
        {...forgot}
        open={open === 'forgot'}
        onOpenChange={(next) => setOpen(next ? 'forgot' : null)}
      />
      <ChangePasswordDialog
        {...change}
        open={open === 'change'}
        onOpenChange={(next) => setOpen(next ? 'change' : null)}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/PasswordDialogs',
  component: PasswordDialogs,
  args: {
    forgot: {
      onSubmitEmail: fn(() => new Promise((resolve) => setTimeout(resolve, 300))),
      onSubmitPhone: fn(async () => ({ expiredMinutes: 3 })),
    },
    change: { onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 300))), onDone: fn() },
  },
} satisfies Meta<typeof PasswordDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forgot password by e-mail, then by phone (the button counts expiredMinutes x 60 s after a send). */
export const ForgotPassword: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: '忘记密码？' }));
    const dialog = await screen.findByRole('dialog', { name: t('accounts.password.forgotTitle') });
    await userEvent.type(within(dialog).getByLabelText(labelled(t('accounts.login.username'))), 'lucky88');
    await userEvent.type(within(dialog).getByLabelText(labelled(t('accounts.register.email'))), 'lucky88@mail.com');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(t('accounts.password.emailSent'));
    await expect(args.forgot.onSubmitEmail).toHaveBeenCalledWith({ username: 'lucky88', email: 'lucky88@mail.com' });

    await userEvent.click(within(dialog).getByRole('tab', { name: t('accounts.password.byPhone') }));
    await userEvent.type(within(dialog).getByLabelText(labelled(t('accounts.register.mobileNum'))), '13800138000');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await within(dialog).findByRole('button', { name: t('accounts.smsCode.countdown', { seconds: 180 }) });
  },
};

/** Change password: a confirmation that differs is refused; a good change shows its confirmation. */
export const ChangePassword: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: t('accounts.password.changeTitle') });
    await userEvent.type(within(dialog).getByLabelText(labelled(t('accounts.password.old'))), 'Old#2023');
    await userEvent.type(within(dialog).getByLabelText(labelled(t('accounts.password.new'))), 'New#2024');
    await userEvent.type(within(dialog).getByLabelText(labelled(t('accounts.password.confirmNew'))), 'New#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(within(dialog).getByText(t('in_confirmation_correct'))).toBeInTheDocument();
    const confirm = within(dialog).getByLabelText(labelled(t('accounts.password.confirmNew')));
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'New#2024');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.submit') }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(t('accounts.password.changeSuccess'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
    await expect(args.change.onDone).toHaveBeenCalledOnce();
  },
};

/** The forced change after logging in with the default password: it says why and cannot be closed. */
export const ForcedChange: Story = {
  args: { change: { forced: 'default', onSubmit: fn() } },
  play: async (context) => {
    const t = storyT(context);
    const dialog = await screen.findByRole('dialog', { name: t('accounts.password.changeTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('accounts.password.mustChangeDefault'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { change: { forced: 'expired', onSubmit: fn() } },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { change: { forced: 'expired', onSubmit: fn() } },
};
