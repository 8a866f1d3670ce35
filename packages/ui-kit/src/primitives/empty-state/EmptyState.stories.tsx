import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** in_no_data in the toolbar language. */
export const NoData: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')?.textContent).not.toBe('in_no_data');
  },
};

export const WithAction: Story = {
  args: { title: '还没有收藏的游戏', description: '点击游戏上的星标即可收藏。', action: <Button>浏览游戏</Button> },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { description: stressText.th.sentence, action: <Button>{stressText.th.short}</Button> },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { description: stressText.vi.sentence, action: <Button>{stressText.vi.short}</Button> },
};
