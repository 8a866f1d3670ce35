import { describe, expect, it } from 'vitest';
import type { LotteryGame, LotteryGameGroup } from '../lottery.types';
import {
  latestDrawResults,
  lotteryLeftList,
  lotteryMenuPanels,
  lotteryTileRoute,
  popularTrendTiles,
} from './lottery.menu';

const games = (n: number, prefix = 'G'): LotteryGame[] =>
  Array.from({ length: n }, (_, i) => ({ gameId: i, gameCode: `${prefix}${i}` }));

const group = (code: string, n: number): LotteryGameGroup => ({
  gameGroupCode: code,
  labelName: code,
  gameMenus: games(n, code),
});

describe('lotteryMenuPanels', () => {
  it('shows 4 games per group and puts the rest in a more-panel', () => {
    const [ssc, pk] = lotteryMenuPanels([group('SSC', 6), group('PK10', 4)]);
    expect(ssc!.shown.map((g) => g.gameCode)).toEqual(['SSC0', 'SSC1', 'SSC2', 'SSC3']);
    expect(ssc!.more.map((g) => g.gameCode)).toEqual(['SSC4', 'SSC5']);
    expect(pk!.shown).toHaveLength(4);
    expect(pk!.more).toEqual([]);
  });

  it('leaves out empty groups and takes another group size', () => {
    const panels = lotteryMenuPanels([group('A', 0), group('B', 3)], 2);
    expect(panels).toHaveLength(1);
    expect(panels[0]!.more).toHaveLength(1);
  });
});

describe('lotteryTileRoute', () => {
  it('goes to /lottery with the game code and default play type', () => {
    expect(lotteryTileRoute({ gameId: 1, gameCode: 'CQSSC', defaultPlayType: 12 })).toEqual({
      to: '/lottery',
      search: { gameCode: 'CQSSC', playType: '12' },
    });
    expect(lotteryTileRoute({ gameId: 1, gameCode: 'CQSSC', defaultPlayType: '' })).toEqual({
      to: '/lottery',
      search: { gameCode: 'CQSSC' },
    });
  });
});

describe('list limits', () => {
  it('shows 6 popular-trend tiles', () => {
    expect(popularTrendTiles(games(9))).toHaveLength(6);
  });

  it('shows at most 5 lott and 5 tv entries in the left list', () => {
    const list = lotteryLeftList({ lott: games(7), tv: games(2) });
    expect(list.lott).toHaveLength(5);
    expect(list.tv).toHaveLength(2);
    expect(lotteryLeftList({ tv: null })).toEqual({ lott: [], tv: [] });
  });

  it('shows 5 draw results', () => {
    expect(latestDrawResults([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
  });
});
