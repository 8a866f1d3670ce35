import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Tabs } from './Tabs';

const items = [
  { value: 'records', label: '兑换记录', content: <p>兑换记录列表</p> },
  { value: 'details', label: '积分明细', content: <p>积分明细列表</p> },
  { value: 'rules', label: '规则与兑换', content: <p>规则说明</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: '积分详情', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '兑换记录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel', { name: '积分明细' })).toHaveTextContent('积分明细列表');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '规则与兑换' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rules');
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: {
    label: stressText.th.short,
    items: [
      { value: 'a', label: stressText.th.word, content: <p>{stressText.th.sentence}</p> },
      { value: 'b', label: stressText.th.label, content: <p>{stressText.th.sentence}</p> },
      { value: 'c', label: stressText.th.short, content: <p>{stressText.th.sentence}</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};
