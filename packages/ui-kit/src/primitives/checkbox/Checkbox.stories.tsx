import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: '我已阅读并同意用户协议', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意用户协议' });
    await userEvent.click(canvas.getByText('我已阅读并同意用户协议'));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Mixed" checked="indeterminate" />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="With description" description="Kept on this device for 30 days" />
      <Checkbox {...args} label="With error" error="Please accept the user agreement" />
    </div>
  ),
};

export const StressThaiVietnamese: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Checkbox {...args} label={<span lang="th">{stressText.th.sentence}</span>} />
      <Checkbox {...args} label={<span lang="vi">{stressText.vi.sentence}</span>} error={stressText.vi.label} />
    </div>
  ),
};
