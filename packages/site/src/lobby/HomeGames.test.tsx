import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchLoader } from '../app/launch.port';
import { fakeGamesApi, fakeGamesPlatform, makeCard, renderAt, toastTitles } from '../testing/games.fakes';
import { HomeGames } from './HomeGames';

afterEach(() => vi.restoreAllMocks());

function renderHome(platform = fakeGamesPlatform()) {
  return renderAt(platform, '/', { '/': () => <HomeGames /> });
}

function category(name: string) {
  return screen.getByRole('region', { name });
}

describe('the home games block', () => {
  it('loads the launch code when the pointer comes to the block, before any click', async () => {
    // As on a new page: an earlier test of the file may have loaded it.
    launchLoader.forget();
    await renderHome();
    const block = await screen.findByRole('region', { name: 'Games' });
    expect(launchLoader.loaded()).toBeUndefined();
    await userEvent.hover(block);
    await waitFor(() => expect(launchLoader.loaded()).toBeDefined());
  });

  it('shows 3 vendors a category, 1 popular lottery and a More button for each category', async () => {
    const platform = fakeGamesPlatform();
    await renderHome(platform);
    const live = await screen.findByRole('region', { name: 'Live Casino' });
    expect(within(live).getAllByRole('listitem')).toHaveLength(3);
    expect(within(category('Slots')).getAllByRole('listitem')).toHaveLength(3);
    const lottery = category('Lottery');
    expect(within(lottery).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lottery).getByText('Popular lottery')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^More/ })).toHaveLength(6);
    expect(platform.games.hot).toHaveBeenCalledWith({ gameType: 'LOTT', pageNum: 1, pageSize: 1 });
  });

  it('sends the popular lottery to /lottery with its game, launching nothing itself', async () => {
    const platform = fakeGamesPlatform({ session: { token: 't', username: 'member01', isAgent: 0 } });
    const { router } = await renderHome(platform);
    const lottery = await screen.findByRole('region', { name: 'Lottery' });
    const hot = (await platform.games.hot.mock.results[0]?.value) as { games: { gameId: string }[] };
    await userEvent.click(within(within(lottery).getByRole('listitem')).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(router.state.location.search).toEqual({ gameId: hot.games[0]!.gameId, lottoGameGroup: 'LOTT' });
    expect(platform.games.launch).not.toHaveBeenCalled();
  });

  it('sends a More button to its lobby screen', async () => {
    const { router } = await renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'More Slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/electron'));
  });

  it('sends an RNG vendor to /electron?page={vendor account type}', async () => {
    const { router } = await renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'JDB Slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/electron'));
    expect(router.state.location.search).toEqual({ page: 'JDB' });
  });

  it('opens the popup of a vendor 10 games a page, and opens it at page 1 again after closing', async () => {
    const platform = fakeGamesPlatform();
    await renderHome(platform);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'DG LIVE' }));
    const popup = await screen.findByRole('dialog', { name: 'DG LIVE games' });
    expect(await within(popup).findByRole('article', { name: 'Game DG-1' })).toBeInTheDocument();
    expect(platform.games.list).toHaveBeenLastCalledWith({
      vassalage: 'DG',
      gameType: 'LIVE',
      pageNum: 1,
      pageSize: 10,
    });
    expect(within(popup).getAllByRole('article')).toHaveLength(10);

    await user.click(within(popup).getByRole('button', { name: 'Page 2' }));
    expect(await within(popup).findByRole('article', { name: 'Game DG-11' })).toBeInTheDocument();
    expect(platform.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 2 }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'DG LIVE' }));
    const again = await screen.findByRole('dialog', { name: 'DG LIVE games' });
    expect(await within(again).findByRole('article', { name: 'Game DG-1' })).toBeInTheDocument();
    expect(within(again).queryByRole('article', { name: 'Game DG-11' })).not.toBeInTheDocument();
  });

  it('starts the game of a game card, and refuses a visitor with in_sorry_in', async () => {
    const games = fakeGamesApi();
    games.cards.mockImplementation(async ({ gameType }) =>
      gameType === 'SPORTS' ? [makeCard(9, 'SPORTS', 'SABA', { isGame: 'game', gameId: 'SABA-SPORTS-001' })] : [],
    );
    const platform = fakeGamesPlatform({ games });
    const open = vi.spyOn(window, 'open');
    await renderHome(platform);
    await userEvent.click(await screen.findByRole('button', { name: 'SABA SPORTS' }));
    expect(toastTitles(platform)).toEqual(['Sorry, please log in first.']);
    expect(open).not.toHaveBeenCalled();
    expect(games.launch).not.toHaveBeenCalled();
  });

  it('starts a game card for a player, in the site frame', async () => {
    const games = fakeGamesApi();
    games.cards.mockImplementation(async ({ gameType }) =>
      gameType === 'SPORTS' ? [makeCard(9, 'SPORTS', 'SABA', { isGame: 'game', gameId: 'SABA-SPORTS-001' })] : [],
    );
    const platform = fakeGamesPlatform({ games, session: { token: 't', username: 'member01', isAgent: 0 } });
    const { router } = await renderHome(platform);
    await userEvent.click(await screen.findByRole('button', { name: 'SABA SPORTS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(router.state.location.search).toEqual({ gameType: 'SPORTS' });
    expect(platform.session.session.gameRedirect).toBe('http://game.test/play?game=SABA-SPORTS-001');
    expect(games.launch).toHaveBeenCalledWith(
      expect.objectContaining({
        gameId: 'SABA-SPORTS-001',
        vassalage: 'SABA',
        accountType: 'SABA',
        confirmTrans: true,
      }),
    );
  });
});

describe('the game-type entry tiles', () => {
  it('go to the route named after the type', async () => {
    const { router } = await renderHome();
    const nav = await screen.findByRole('navigation', { name: 'Game types' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Fishing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fish'));
  });

  it('answer in_stay_tuned for Lottery when its vendor lane is empty', async () => {
    const platform = fakeGamesPlatform();
    const { router } = await renderHome(platform);
    const nav = await screen.findByRole('navigation', { name: 'Game types' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Lottery' })).toBeInTheDocument());
    await userEvent.click(within(nav).getByRole('button', { name: 'Lottery' }));
    await waitFor(() => expect(toastTitles(platform)).toEqual(['Coming soon. Stay tuned!']));
    expect(router.state.location.pathname).toBe('/');
  });

  it('pass lottoGameGroup when the lottery lane has vendors', async () => {
    const games = fakeGamesApi();
    games.vendors.mockResolvedValue([
      { gameType: 'LOTT', vendors: [{ ...(await fakeGamesApi().vendors())[0]!.vendors[0]!, vendor: 'TCG' }] },
    ]);
    const { router } = await renderHome(fakeGamesPlatform({ games }));
    const nav = await screen.findByRole('navigation', { name: 'Game types' });
    await act(async () => {
      await userEvent.click(await within(nav).findByRole('link', { name: 'Lottery' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lott'));
    expect(router.state.location.search).toEqual({ lottoGameGroup: 'LOTT' });
  });
});
