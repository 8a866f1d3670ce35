import { describe, expect, it } from 'vitest';
import { fakeGamesApi, fakeGamesPlatform, makeLanes, makePage } from '../testing/games.fakes';
import { gameQueries } from './lobby.queries';

function gamesWithLottery() {
  const games = fakeGamesApi();
  games.vendors.mockResolvedValue(makeLanes({ LOTT: ['TCG', 'VR'] }));
  return games;
}

describe('the popular lottery of the games entry block', () => {
  it('is the hottest LOTT game when one is hot', async () => {
    const games = gamesWithLottery();
    games.hot.mockResolvedValue(makePage('VR', 5, 1, 1, { gameType: 'LOTT', hot: true }));
    const platform = fakeGamesPlatform({ games });
    const page = await platform.queryClient.fetchQuery(gameQueries.popularLottery(platform));
    expect(page.games.map((game) => game.gameId)).toEqual(['VR-1']);
    expect(games.hot).toHaveBeenCalledWith({ gameType: 'LOTT', pageNum: 1, pageSize: 1 });
  });

  it('is the first game of the LOTT lane when none is hot, asked at the same time as the hot games', async () => {
    const games = gamesWithLottery();
    let answerHot: () => void = () => undefined;
    games.hot.mockImplementation(() => new Promise((resolve) => (answerHot = () => resolve(makePage('TCG', 0, 1, 1)))));
    const platform = fakeGamesPlatform({ games });
    const pending = platform.queryClient.fetchQuery(gameQueries.popularLottery(platform));
    // The fallback does not wait for the hot answer: the block shows a round trip sooner.
    await expect.poll(() => games.list.mock.calls.length).toBe(1);
    expect(games.list).toHaveBeenCalledWith({ vassalage: 'TCG', gameType: 'LOTT', pageNum: 1, pageSize: 1 });
    answerHot();
    expect((await pending).games.map((game) => game.gameId)).toEqual(['TCG-1']);
  });

  it('keeps the hot answer when a game is hot even if the fallback fails', async () => {
    const games = gamesWithLottery();
    games.hot.mockResolvedValue(makePage('VR', 1, 1, 1, { gameType: 'LOTT', hot: true }));
    games.list.mockRejectedValue(new Error('network'));
    const platform = fakeGamesPlatform({ games });
    const page = await platform.queryClient.fetchQuery(gameQueries.popularLottery(platform));
    expect(page.games.map((game) => game.gameId)).toEqual(['VR-1']);
  });

  it('is empty when nothing is hot and the lane has no vendor', async () => {
    const games = fakeGamesApi();
    games.hot.mockResolvedValue(makePage('TCG', 0, 1, 1));
    const platform = fakeGamesPlatform({ games });
    const page = await platform.queryClient.fetchQuery(gameQueries.popularLottery(platform));
    expect(page.games).toEqual([]);
    expect(games.list).not.toHaveBeenCalled();
  });
});
