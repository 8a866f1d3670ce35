import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Select } from './Select';

const feedbackTypes = [
  { value: '1', label: '充值问题' },
  { value: '2', label: '提款问题' },
  { value: '3', label: '游戏问题' },
  { value: '4', label: '服务问题' },
  { value: '6', label: '申请代理' },
  { value: '0', label: '其他' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: '问题类型', options: feedbackTypes, placeholder: '请选择', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: '问题类型' });
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await expect(combobox).toHaveTextContent('提款问题');
    await expect(combobox).toHaveFocus();
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '问题类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '游戏问题' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
  },
};

export const WithError: Story = {
  args: { error: '请选择问题类型', hint: '选择最接近的一项', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: {
    label: stressText.th.label,
    hint: stressText.th.sentence,
    placeholder: stressText.th.short,
    options: [
      { value: 'a', label: stressText.th.sentence },
      { value: 'b', label: stressText.th.word },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await screen.findByRole('option', { name: stressText.th.word })).toBeVisible();
    // Closed again before the axe check: an open Radix select hides the page from screen readers on purpose.
    await userEvent.keyboard('{Escape}');
  },
};
