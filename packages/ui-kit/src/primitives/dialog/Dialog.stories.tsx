import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Button } from '../button/Button';
import { PasswordField } from '../password-field/PasswordField';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: '修改密码',
    description: '新密码为 6-16 位字母和数字。',
    trigger: <Button>修改密码</Button>,
    children: (
      <>
        <PasswordField label="当前密码" />
        <PasswordField label="新密码" autoComplete="new-password" />
      </>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button tone="secondary">取消</Button>
        </DialogClose>
        <Button>保存</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrapAndReturn: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '修改密码' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await expect(dialog).toHaveAccessibleDescription('新密码为 6-16 位字母和数字。');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog');
    const close = Array.from(dialog.querySelectorAll('button')).find((button) => button.title);
    await expect(close).toBeDefined();
    await userEvent.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A forced password change: no close button, Escape and outside clicks do nothing. */
export const NotDismissible: Story = {
  args: { dismissible: false, defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: stressText.th.label,
    description: stressText.th.sentence,
    children: <p lang="th">{stressText.th.sentence}</p>,
    footer: <Button>{stressText.th.short}</Button>,
  },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    defaultOpen: true,
    trigger: undefined,
    size: 'sm',
    title: stressText.vi.label,
    description: stressText.vi.sentence,
    children: <p lang="vi">{stressText.vi.word}</p>,
    footer: <Button>{stressText.vi.short}</Button>,
  },
};
