import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { LotteryTrend } from './LotteryTrend';

const draws = Array.from({ length: 12 }, (_, i) => ({
  numero: `20260101-${String(240 - i).padStart(4, '0')}`,
  numbers: Array.from({ length: 5 }, (_, p) => String((i * 3 + p * 7) % 10)),
}));

const meta = {
  title: 'Widgets/Lottery/LotteryTrend',
  component: LotteryTrend,
  args: { gameName: 'Chongqing SSC', kind: 'SSC', draws },
} satisfies Meta<typeof LotteryTrend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line per position over the last draws, the numbers' frequencies and the draws as a table. */
export const Chart: Story = {
  play: async (context) => {
    const t = storyT(context);
    const { canvas } = context;
    const chart = canvas.getByRole('img', { name: t('lottery.trendPage.chart', { game: 'Chongqing SSC', count: 12 }) });
    await expect(chart.querySelectorAll('polyline')).toHaveLength(5);
    await expect(chart.querySelectorAll('circle')).toHaveLength(60);
    const frequency = canvas.getAllByRole('table')[0]!;
    // 60 numbers drawn in all, spread over 0-9.
    const times = within(frequency)
      .getAllByRole('cell')
      .map((cell) => Number(cell.textContent));
    await expect(times.reduce((a, b) => a + b, 0)).toBe(60);
    await expect(canvas.getByRole('rowheader', { name: '20260101-0240' })).toBeVisible();
  },
};

export const ElevenFive: Story = {
  args: {
    gameName: 'Guangdong 11X5',
    kind: '11X5',
    draws: [{ numero: '20260101-0163', numbers: ['02', '04', '07', '09', '11'] }],
  },
  play: async ({ canvas }) => {
    const frequency = canvas.getAllByRole('table')[0]!;
    await expect(within(frequency).getAllByRole('columnheader')).toHaveLength(11);
  },
};

export const NoDraws: Story = {
  args: { draws: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('lottery.trendPage.none'))).toBeVisible();
  },
};
