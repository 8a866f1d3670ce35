import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText } from '../../storybook/story.text';
import { expectArtworkWhole, expectRowsFill, storyImage, storyT } from '../shared/story.helpers';
import { type EntryItem, GamesEntryBlock } from './GamesEntryBlock';

const entries = (names: string[], hue: number): EntryItem[] =>
  names.map((name, index) => ({ id: `${hue}-${index}`, name, imageUrl: storyImage(name, hue + index * 12, 380, 200) }));

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
    const { canvas, canvasElement, args } = context;
    const t = storyT(context);
    const sports = canvas.getByRole('region', { name: t('lobby.gameType.SPORTS') });
    await expect(within(sports).getAllByRole('listitem')).toHaveLength(3);
    const lottery = canvas.getByRole('region', { name: t('lobby.gameType.LOTT') });
    await expect(within(lottery).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(lottery).getByRole('button', { name: `${t('lobby.popularLottery')} 重庆时时彩` }));
    await expect(args.onOpenLottery).toHaveBeenCalledWith(expect.objectContaining({ name: '重庆时时彩' }));
    await userEvent.click(canvas.getByRole('button', { name: `${t('lobby.more')} ${t('lobby.gameType.RNG')}` }));
    await expect(args.onMore).toHaveBeenCalledWith('electron');
    const categories = [...canvasElement.querySelectorAll('section[data-cards]')];
    const block = categories[0]?.parentElement;
    if (!block) throw new Error('no block');
    await expectRowsFill(block, categories);
    for (const image of block.querySelectorAll('img')) await expectArtworkWhole(image);
  },
};

/**
 * Categories of one vendor beside categories of three: each row still ends at the block's edge, every card of a row
 * as wide as the others (no category leaves its row empty).
 */
export const OneVendorCategories: Story = {
  args: {
    vendors: {
      sports: vendors.sports.slice(0, 1),
      live: vendors.live,
      fish: vendors.fish.slice(0, 1),
      pvp: vendors.pvp.slice(0, 1),
      rng: vendors.rng.slice(0, 2),
    },
    popularLotteries: entries(['重庆时时彩'], 340),
  },
  play: async ({ canvasElement }) => {
    const categories = [...canvasElement.querySelectorAll('section[data-cards]')];
    const block = categories[0]?.parentElement;
    if (!block) throw new Error('no block');
    await expectRowsFill(block, categories);
    const cards = [...block.querySelectorAll('li')].map((card) => card.getBoundingClientRect());
    const byRow = new Map<number, number[]>();
    for (const card of cards) byRow.set(Math.round(card.top), [...(byRow.get(Math.round(card.top)) ?? []), card.width]);
    for (const widths of byRow.values()) {
      await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(2);
    }
  },
};

/** Artwork of other shapes (a square lottery icon, a portrait vendor card) is fitted whole, never cropped. */
export const MixedArtwork: Story = {
  args: {
    vendors: {
      live: [
        { id: 'p', name: 'Portrait', imageUrl: storyImage('Portrait', 20, 360, 480) },
        { id: 'w', name: 'Wide', imageUrl: storyImage('Wide', 60, 380, 200) },
      ],
    },
    popularLotteries: [{ id: 's', name: 'Square', imageUrl: storyImage('Square', 300, 200, 200) }],
  },
  play: async ({ canvasElement }) => {
    for (const image of canvasElement.querySelectorAll('img')) await expectArtworkWhole(image);
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
