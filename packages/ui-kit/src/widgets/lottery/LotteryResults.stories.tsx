import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyT } from '../shared/story.helpers';
import { LongDragonList } from './LongDragonList';
import { LotteryJackpot, LotteryResults } from './LotteryResults';

const meta = {
  title: 'Widgets/Lottery/LotteryResults',
  component: LotteryResults,
  args: {
    draws: [
      { key: 'CQSSC-1', gameName: 'Chongqing SSC', numero: '20260101-0244', numbers: ['3', '1', '4', '1', '5'] },
      { key: 'GD11X5-1', gameName: 'Guangdong 11X5', numero: '20260101-0163', numbers: ['02', '04', '07', '09', '11'] },
    ],
  },
} satisfies Meta<typeof LotteryResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each draw's game, issue and numbers. */
export const Results: Story = {
  play: async (context) => {
    const t = storyT(context);
    const numbers = context.canvas.getByRole('list', { name: `Chongqing SSC ${t('lottery.numbers')}` });
    await expect(numbers).toHaveTextContent('31415');
  },
};

export const NoResults: Story = {
  args: { draws: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('lottery.noResults'))).toBeVisible();
  },
};

/** The jackpot is always in THB. */
export const Jackpot: StoryObj<typeof LotteryJackpot> = {
  render: (args) => <LotteryJackpot {...args} />,
  args: { amount: 1_888_888.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/THB/)).toHaveTextContent(/1.?888.?888/);
  },
};

/** Long dragon: each streak is a tile to the game. */
export const LongDragon: StoryObj<typeof LongDragonList> = {
  render: (args) => <LongDragonList {...args} />,
  args: {
    rows: [
      {
        key: 'CQSSC-SUM_SIZE',
        game: { code: 'CQSSC', name: 'Chongqing SSC', href: '/lottery?gameCode=CQSSC' },
        market: 'SUM_SIZE',
        outcome: 'BIG',
        streak: 5,
      },
    ],
    onOpen: fn(),
  },
  play: async (context) => {
    const t = storyT(context);
    const { canvas, args } = context;
    const tile = canvas.getByRole('link', { name: 'Chongqing SSC' });
    await expect(canvas.getByRole('listitem')).toHaveTextContent(t('lottery.longDragon.streak', { count: 5 }));
    await userEvent.click(tile);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ code: 'CQSSC' }));
  },
};
