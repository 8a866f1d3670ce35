import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 'E', label: '电子邮箱' },
  { value: 'G', label: '谷歌验证器', description: '打开验证器应用查看 6 位验证码' },
  { value: 'S', label: '短信' },
  { value: 'P', label: '收款人姓名' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: '验证方式', options: methods, defaultValue: 'E', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '电子邮箱' })).toHaveFocus();
    // Held like a real key: Radix selects the radio that focus reaches while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '谷歌验证器' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}{ArrowUp>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '电子邮箱' })).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('E');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithError: Story = { args: { defaultValue: undefined, error: '请选择验证方式' } };

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    label: stressText.vi.label,
    hint: stressText.vi.sentence,
    options: [
      { value: 'a', label: stressText.vi.sentence },
      { value: 'b', label: stressText.vi.word, description: stressText.vi.label },
    ],
  },
};
