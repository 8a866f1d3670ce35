import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGamesApi, fakeGamesPlatform, makePage, renderAt } from '../testing/games.fakes';
import { ElectronPage } from './ElectronPage';

const player = { token: 't', username: 'member01', isAgent: 0 };

function renderElectron(path: string, platform = fakeGamesPlatform()) {
  return renderAt(platform, path, { '/electron': () => <ElectronPage />, '/rng': () => <ElectronPage /> });
}

describe('the electronic lobby', () => {
  it('opens on the hot tab: RNG hot games, 40 a page', async () => {
    const platform = fakeGamesPlatform();
    await renderElectron('/electron', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Game PT-1' })).toBeInTheDocument();
    expect(platform.games.hot).toHaveBeenCalledWith({ gameType: 'RNG', pageNum: 1, pageSize: 40 });
    expect(screen.getByRole('link', { name: 'Popular' })).toHaveAttribute('aria-current', 'page');
  });

  it('is served at /rng too', async () => {
    await renderElectron('/rng?page=favGameList');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
  });

  it('refuses a visitor the recent and favourite tabs with in_sorry_in and a way to log in', async () => {
    const platform = fakeGamesPlatform();
    await renderElectron('/electron?page=favGameList', platform);
    expect(await screen.findByText('Sorry, please log in first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(platform.games.favourites).not.toHaveBeenCalled();
  });

  it('shows a player their recently played games', async () => {
    const platform = fakeGamesPlatform({ session: player });
    await renderElectron('/electron?page=recentGameList', platform);
    expect(await screen.findByRole('article', { name: 'Game JDB-1' })).toBeInTheDocument();
    expect(platform.games.recent).toHaveBeenCalledWith({ pageNum: 1, pageSize: 40 });
  });

  it('lists a vendor’s RNG games with the filters of the address', async () => {
    const platform = fakeGamesPlatform();
    await renderElectron('/electron?page=JDB&name=dragon&category=SLOT&pageNum=2', platform);
    await waitFor(() =>
      expect(platform.games.list).toHaveBeenCalledWith({
        vassalage: 'JDB',
        gameType: 'RNG',
        name: 'dragon',
        category: 'SLOT',
        pageNum: 2,
        pageSize: 40,
      }),
    );
    expect(screen.getByRole('button', { name: 'JDB Slots' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('resets name, category and page number when a tab is chosen', async () => {
    const { router } = await renderElectron('/electron?page=JDB&name=dragon&category=SLOT&pageNum=2');
    await userEvent.click(await screen.findByRole('link', { name: 'Favourites' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 'favGameList' }));
  });

  it('resets name, category and page number when a vendor is chosen', async () => {
    const { router } = await renderElectron('/electron?page=JDB&name=dragon&category=SLOT&pageNum=2');
    await userEvent.click(await screen.findByRole('button', { name: 'CQ9 Slots' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 'CQ9' }));
  });

  it('searches a vendor’s games by name', async () => {
    const platform = fakeGamesPlatform();
    const { router } = await renderElectron('/electron?page=PT&category=SLOT', platform);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'koi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 'PT', name: 'koi', category: 'SLOT' }));
    await waitFor(() => expect(platform.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'koi' })));
  });

  it('filters a vendor’s games by the categories they fall in, keeping the search', async () => {
    const games = fakeGamesApi();
    games.list.mockImplementation(async (input) => {
      const page = makePage(input.vassalage, 30, input.pageNum, input.pageSize);
      return { ...page, games: page.games.map((g, i) => ({ ...g, category: i % 3 ? 'SLOT' : 'NEW_GAMES' })) };
    });
    const platform = fakeGamesPlatform({ games });
    const { router } = await renderElectron('/electron?page=PT&name=koi', platform);
    const categories = await screen.findByRole('navigation', { name: 'Category' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'New games', 'Slots']);
    expect(within(categories).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(categories).getByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 'PT', name: 'koi', category: 'SLOT' }));
    await waitFor(() =>
      expect(games.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ vassalage: 'PT', name: 'koi', category: 'SLOT', pageNum: 1 }),
      ),
    );
    expect(games.list).toHaveBeenCalledWith({ vassalage: 'PT', gameType: 'RNG', pageNum: 1, pageSize: 100 });
  });

  it('pages through a vendor’s games in the address', async () => {
    const games = fakeGamesApi();
    games.list.mockImplementation(async (input) => makePage(input.vassalage, 90, input.pageNum, input.pageSize));
    const { router } = await renderElectron('/electron?page=PT', fakeGamesPlatform({ games }));
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 'PT', pageNum: 3 }));
    expect(await screen.findByRole('article', { name: 'Game PT-81' })).toBeInTheDocument();
  });
});
