import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: '密码' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码');
    await userEvent.type(input, 'Secret123');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { pressed: false });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('Secret123');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { error: '密码错误', hint: '6-16 位', defaultValue: 'abc' },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: stressText.vi.label, hint: stressText.vi.sentence },
};
