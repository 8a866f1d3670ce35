import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Button } from '../button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function WithOpener(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>退出登录</Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: '确定要退出登录吗？',
    message: '退出后需要重新登录才能继续游戏。',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logout with confirmation (info bar). */
export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确定要退出登录吗？' });
    const buttons = Array.from(dialog.querySelectorAll('button')).filter((button) => !button.title);
    await waitFor(() => expect(buttons[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Terminating a contract: the confirm button turns critical and focus starts on cancel. */
export const Critical: Story = {
  args: { tone: 'critical', title: '确定终止该合约吗？', confirmLabel: '终止', cancelLabel: '保留' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: '保留' })).toHaveFocus());
  },
};

/** The action takes a while: the confirm button is busy until it settles. */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = Array.from(dialog.querySelectorAll('button')).filter((button) => !button.title)[1]!;
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { title: stressText.th.label, message: stressText.th.sentence, confirmLabel: stressText.th.short },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
