import { afterEach, describe, expect, it } from 'vitest';
import type { RouterContext } from '../router/root.route';
import { fakeGamesApi, fakeGamesPlatform, makeCard, makeLanes, makePage } from '../testing/games.fakes';
import { warmElectron } from './ElectronPage';
import { warmGameList } from './GameListPage';
import { warmHomeGames } from './HomeGames';
import { entryBlockFirstRow } from './home.entry';
import { LOBBY_LIMITS } from './lobby.constants';
import { categoryCardsFirstRow, gameGridFirstScreen, preloadPictures } from './lobby.preload';

/** The pictures the document was told to fetch at high priority. */
function preloaded(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
    .filter((link) => link.getAttribute('fetchpriority') === 'high')
    .map((link) => link.getAttribute('href') ?? '');
}

// React asks for a picture once per document, and the component test files of a worker share one (vitest.shared.ts):
// each test below uses pictures of its own, named after this file (`warm-…`), that no other file's pages ask for.
afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

const item = (id: string) => ({ id, name: id, imageUrl: `/res/${id}.svg` });
const contextOf = (platform: ReturnType<typeof fakeGamesPlatform>): RouterContext => ({
  platform,
  queryClient: platform.queryClient,
});

describe('the first screen of pictures', () => {
  it('asks the document for each picture once, at high priority', async () => {
    preloadPictures(['/res/warm-a.svg', '/res/warm-b.svg', '/res/warm-a.svg', '']);
    await expect.poll(preloaded).toEqual(['/res/warm-a.svg', '/res/warm-b.svg']);
  });

  it('takes the entry block’s first two shown categories, three pictures each, skipping empty ones', () => {
    const vendors = {
      sports: [item('s1'), item('s2'), item('s3')],
      live: [],
      fish: [item('f1')],
      rng: [item('r1')],
    };
    expect(entryBlockFirstRow(vendors, [item('l1')])).toEqual([
      '/res/s1.svg',
      '/res/s2.svg',
      '/res/s3.svg',
      '/res/f1.svg',
    ]);
  });

  it('takes two rows of a game grid and one row of category cards', () => {
    const games = makePage('PT', 40).games;
    expect(gameGridFirstScreen(games)).toEqual(games.slice(0, LOBBY_LIMITS.firstScreenGameTiles).map((g) => g.iconUrl));
    const cards = Array.from({ length: 9 }, (_, i) => ({ lagerIcon: `/res/cards/${i}.svg` }));
    expect(categoryCardsFirstRow(cards)).toHaveLength(LOBBY_LIMITS.firstRowCategoryCards);
  });
});

describe('the warm-ups the lobby routes start before their pages render', () => {
  it('home: loads the vendor lanes and the entry block, then preloads the block’s first row', async () => {
    const games = fakeGamesApi();
    games.cards.mockImplementation(async ({ gameType }) =>
      [1, 2, 3, 4].map((id) => makeCard(id, gameType, 'DG', { lagerIcon: `/res/warm-home/${id}.svg` })),
    );
    const platform = fakeGamesPlatform({ games });
    warmHomeGames(contextOf(platform));
    await expect.poll(() => preloaded().length).toBeGreaterThan(0);
    expect(platform.games.vendors).toHaveBeenCalled();
    expect(platform.games.cards).toHaveBeenCalledWith({ gameType: 'SPORTS' });
    // The cards of every category are /res/warm-home/1..4.svg: the first three of the first category, asked at the
    // block's picture size (the same URLs the images then use).
    expect(preloaded()).toEqual(
      ['/res/warm-home/1.svg', '/res/warm-home/2.svg', '/res/warm-home/3.svg'].map((u) => `${u}?w=380&h=200`),
    );
  });

  it('electronic lobby: loads the hot tab and preloads its first screen', async () => {
    const games = fakeGamesApi();
    games.hot.mockResolvedValue(makePage('WARM', 3, 1, 40, { hot: true }));
    const platform = fakeGamesPlatform({ games });
    warmElectron(contextOf(platform), {});
    await expect.poll(() => preloaded().length).toBe(3);
    expect(platform.games.hot).toHaveBeenCalledWith({ gameType: 'RNG', pageNum: 1, pageSize: 40 });
    expect(platform.games.rngVendors).toHaveBeenCalled();
    expect(preloaded()).toEqual(['/res/games/WARM-1.svg', '/res/games/WARM-2.svg', '/res/games/WARM-3.svg']);
  });

  it('electronic lobby: asks nothing a visitor may not see, nor a vendor list before the vendors', async () => {
    const platform = fakeGamesPlatform();
    warmElectron(contextOf(platform), { page: 'favGameList' });
    warmElectron(contextOf(platform), { page: 'JDB' });
    await expect.poll(() => platform.games.rngVendors.mock.calls.length).toBeGreaterThan(0);
    expect(platform.games.favourites).not.toHaveBeenCalled();
    expect(platform.games.list).not.toHaveBeenCalled();
  });

  it('list screen: loads the type’s cards and the shown vendor’s games, and preloads both first screens', async () => {
    const games = fakeGamesApi();
    games.vendors.mockResolvedValue(makeLanes({ LIVE: ['DG', 'WARMLIVE'] }));
    games.cards.mockResolvedValue(
      [1, 2, 3, 4].map((id) => makeCard(id, 'LIVE', 'DG', { lagerIcon: `/res/warm-live/${id}.svg` })),
    );
    const platform = fakeGamesPlatform({ games });
    warmGameList(contextOf(platform), '/live', { page: 'WARMLIVE' });
    await expect.poll(() => games.list.mock.calls.length).toBe(1);
    expect(games.list).toHaveBeenCalledWith({ vassalage: 'WARMLIVE', gameType: 'LIVE', pageNum: 1, pageSize: 40 });
    await expect
      .poll(preloaded)
      .toEqual(expect.arrayContaining(['/res/warm-live/1.svg', '/res/games/WARMLIVE-16.svg']));
    expect(preloaded()).toHaveLength(4 + LOBBY_LIMITS.firstScreenGameTiles);
  });
});
