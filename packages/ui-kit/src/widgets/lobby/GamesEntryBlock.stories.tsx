import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { storyImage, storyT } from '../shared/story.helpers';
import { type EntryItem, GamesEntryBlock } from './GamesEntryBlock';

const entries = (names: string[], hue: number): EntryItem[] =>
  names.map((name, index) => ({ id: `${hue}-${index}`, name, imageUrl: storyImage(name, hue + index * 12, 240, 140) }));

const vendors = {
  sports: entries(['沙巴体育', 'IM 体育', 'BTI 体育', '188 体育'], 120),
  live: entries(['AG 真人', 'EVO 真人', 'DG 真人'], 0),
  fish: entries(['JDB 捕鱼', 'FC 捕鱼'], 200),
  pvp: entries(['开元棋牌', '乐游棋牌', 'V8 棋牌'], 280),
  rng: entries(['PG 电子', 'JDB 电子', 'CQ9 电子'], 40),
  lottery: entries(['VR 彩票', 'TCG 彩票'], 320),
};

const meta = {
  title: 'Widgets/Lobby/GamesEntryBlock',
  component: GamesEntryBlock,
  args: {
    vendors,
    popularLotteries: entries(['重庆时时彩', '北京赛车'], 340),
    onOpenVendor: fn(),
    onOpenLottery: fn(),
    onMore: fn(),
  },
} satisfies Meta<typeof GamesEntryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page block: 3 vendors a category, 1 popular lottery, a More button each. */
export const Home: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const sports = canvas.getByRole('region', { name: t('gameType.SPORTS') });
    await expect(within(sports).getAllByRole('listitem')).toHaveLength(3);
    const lottery = canvas.getByRole('region', { name: t('gameType.LOTT') });
    await expect(within(lottery).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(lottery).getByRole('button', { name: `${t('lobby.popularLottery')} 重庆时时彩` }));
    await expect(args.onOpenLottery).toHaveBeenCalledWith(expect.objectContaining({ name: '重庆时时彩' }));
    await userEvent.click(canvas.getByRole('button', { name: `${t('lobby.more')} ${t('gameType.RNG')}` }));
    await expect(args.onMore).toHaveBeenCalledWith('electron');
  },
};

export const StressThai: Story = {
  globals: { locale: 'TH' },
  args: { vendors: { rng: entries([stressText.th.word, stressText.th.short], 40), live: vendors.live } },
};

export const StressVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { vendors: { rng: entries([stressText.vi.word, stressText.vi.label], 40), fish: vendors.fish } },
};
