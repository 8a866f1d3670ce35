import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImage, storyT } from '../shared/story.helpers';
import { LotteryGameList, LotteryMenu, type LotteryTileGame } from './LotteryTiles';

const game = (code: string, name: string, hue: number): LotteryTileGame => ({
  code,
  name,
  iconUrl: storyImage(code.slice(0, 4), hue, 80, 80),
  href: `/lottery?gameCode=${code}`,
});

const ssc = [
  game('CQSSC', 'Chongqing SSC', 10),
  game('TJSSC', 'Tianjin SSC', 40),
  game('XJSSC', 'Xinjiang SSC', 70),
  game('TXFFC', 'Tencent 1-minute', 100),
  game('HNSSC', 'Hanoi SSC', 130),
];
const elevenFive = [game('GD11X5', 'Guangdong 11X5', 200), game('JX11X5', 'Jiangxi 11X5', 230)];

const meta = {
  title: 'Widgets/Lottery/LotteryMenu',
  component: LotteryMenu,
  args: {
    groups: [
      { code: 'SSC', label: 'Shi Shi Cai', shown: ssc.slice(0, 4), more: ssc.slice(4) },
      { code: '11X5', label: '11 Choose 5', shown: elevenFive, more: [] },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof LotteryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tiles a group; the group with five has a more-panel with the fifth, which opens the game and closes. */
export const MorePanel: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const ssc = within(canvas.getByRole('region', { name: 'Shi Shi Cai' }));
    await expect(ssc.getAllByRole('link')).toHaveLength(4);
    const eleven = within(canvas.getByRole('region', { name: '11 Choose 5' }));
    await expect(eleven.queryByRole('button')).toBeNull();
    await userEvent.click(ssc.getByRole('button', { name: t('lottery.more', { count: 1 }) }));
    const panel = within(document.body).getByRole('dialog', { name: t('lottery.moreOf', { group: 'Shi Shi Cai' }) });
    const hanoi = within(panel).getByRole('link', { name: 'Hanoi SSC' });
    await expect(hanoi).toHaveAttribute('href', '/lottery?gameCode=HNSSC');
    await userEvent.click(hanoi);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ code: 'HNSSC' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** A titled list of tiles (the left list, the popular trends): a click opens the game in place. */
export const GameList: StoryObj<typeof LotteryGameList> = {
  render: (args) => <LotteryGameList {...args} />,
  args: { title: 'Popular trends', games: [...ssc, ...elevenFive].slice(0, 6), onOpen: fn() },
  play: async ({ canvas, args }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(6);
    await userEvent.click(canvas.getByRole('link', { name: 'Tianjin SSC' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ code: 'TJSSC' }));
  },
};

/**
 * The side lists (the lobby's lott and tv entries) as rows: one line a game with its countdown at the end, each row at
 * least 44 px tall for a finger, a third of a tile's height.
 */
export const GameListAsRows: StoryObj<typeof LotteryGameList> = {
  render: (args) => (
    <div style={{ width: 300 }}>
      <LotteryGameList {...args} />
    </div>
  ),
  args: {
    title: 'Lottery',
    layout: 'rows',
    games: ssc.map((g, i) => ({ ...g, detail: <span role="timer">{`00:0${i}:42`}</span> })),
    onOpen: fn(),
  },
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      const link = within(row).getByRole('link');
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      // The countdown shares the link's line: its row is no taller than the link plus its padding and rule.
      await expect(row.getBoundingClientRect().height).toBeLessThan(box.height + 16);
      await expect(within(row).getByRole('timer')).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Xinjiang SSC' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ code: 'XJSSC' }));
  },
};
