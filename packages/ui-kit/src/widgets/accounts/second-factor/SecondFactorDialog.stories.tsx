import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../../primitives/button/Button';
import { labelled, storyT } from '../../shared/story.helpers';
import { SecondFactorDialog, type SecondFactorDialogProps } from './SecondFactorDialog';

function Opened(props: SecondFactorDialogProps) {
  const [open, setOpen] = useState(true);
  // The login answer said the codes expire in 90 s, on the server's clock.
  const [expirationTime] = useState(() => Date.now() + 90_000);
  return (
    <>
      <Button onClick={() => setOpen(true)}>立即登录</Button>
      <SecondFactorDialog {...props} expirationTime={expirationTime} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Widgets/SecondFactorDialog',
  component: SecondFactorDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    methods: ['E', 'G', 'S', 'P'],
    maskedEmail: 'lu****@mail.com',
    maskedMobile: '138****8000',
    onResendCode: fn(async () => ({ expirationTime: Date.now() + 300_000 })),
    onVerify: fn(() => new Promise((resolve) => setTimeout(resolve, 300))),
    onDone: fn(),
  },
  render: (args) => <Opened {...args} />,
} satisfies Meta<typeof SecondFactorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four methods: each asks its own boxes; E and S count down to the server's expirationTime. */
export const EveryMethod: Story = {
  play: async (context) => {
    const t = storyT(context);
    const dialog = await screen.findByRole('dialog', { name: t('accounts.verify.title') });
    await expect(
      within(dialog).getByLabelText(labelled(t('accounts.secondFactor.emailCode'))),
    ).toHaveAccessibleDescription(t('accounts.secondFactor.codeSentTo', { target: 'lu****@mail.com' }));
    await expect(within(dialog).getByRole('button', { name: /\d/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('radio', { name: t('accounts.verify.method.G') }));
    await expect(within(dialog).getByLabelText(labelled(t('accounts.verify.authCode')))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: t('accounts.verify.method.S') }));
    await expect(within(dialog).getByLabelText(labelled(t('accounts.login.smsCode')))).toBeInTheDocument();
  },
};

/** The authenticator method alone: verify, see the confirmation, close it. */
export const Authenticator: Story = {
  args: { methods: ['G'] },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const dialog = await screen.findByRole('dialog', { name: t('accounts.verify.title') });
    await userEvent.type(within(dialog).getByLabelText(labelled(t('accounts.verify.authCode'))), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
    await expect(args.onVerify).toHaveBeenCalledWith({ method: 'G', authCode: '654321' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(t('accounts.verify.success'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const StressThai: Story = { globals: { locale: 'TH' } };

export const StressVietnamese: Story = { globals: { locale: 'VI' }, args: { methods: ['S', 'P'] } };
