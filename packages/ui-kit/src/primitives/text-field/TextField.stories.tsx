import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: '用户名', placeholder: '请输入用户名' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '用户名' });
    await userEvent.type(input, 'player88');
    await expect(input).toHaveValue('player88');
  },
};

export const HintAndError: Story = {
  args: { hint: '4-16 位字母或数字', error: '请输入用户名', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /用户名/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('4-16 位字母或数字 请输入用户名');
  },
};

/** The claim remarks box: at most 140 characters, counted as the player types. */
export const CounterAndMaxLength: Story = {
  args: { label: 'Remarks', maxLength: 10, placeholder: undefined },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Remarks' });
    await userEvent.type(input, 'abcdefghijkl');
    await expect(input).toHaveValue('abcdefghij');
    await expect(input).toHaveAccessibleDescription('10/10');
    // Announced once typing pauses for a second.
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('10/10'), { timeout: 2000 });
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player88' } };

/** The feedback description: 20 to 500 characters, a counter under the box. */
export const MultiLine: Story = {
  render: () => <TextArea label="问题描述" hint="20-500 个字" maxLength={500} defaultValue="充值后余额没有更新" />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '问题描述' });
    await expect(box).toHaveAccessibleDescription('20-500 个字 9/500');
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: {
    label: stressText.th.label,
    hint: stressText.th.sentence,
    error: stressText.th.sentence,
    defaultValue: stressText.th.word,
    maxLength: 140,
    placeholder: undefined,
  },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    label: stressText.vi.label,
    hint: stressText.vi.sentence,
    error: stressText.vi.sentence,
    defaultValue: stressText.vi.word,
    maxLength: 140,
    placeholder: undefined,
  },
};
