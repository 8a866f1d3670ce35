import '@testing-library/jest-dom/vitest';
import { ApiError } from '@platform/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGamesApi, fakeGamesPlatform, makeLanes, renderAt } from '../testing/games.fakes';
import { GameListPage } from './GameListPage';

const player = { token: 't', username: 'member01', isAgent: 0 };
const list = () => <GameListPage />;

function renderList(path: string, platform = fakeGamesPlatform()) {
  return renderAt(platform, path, { '/live': list, '/casino': list, '/lott': list, '/fish': list });
}

describe('the game list screen by vassalage', () => {
  it('shows the first vendor of the lane when the address names none, 40 games a page', async () => {
    const platform = fakeGamesPlatform();
    await renderList('/live', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' })).toBeInTheDocument();
    await waitFor(() =>
      expect(platform.games.list).toHaveBeenCalledWith({ vassalage: 'DG', gameType: 'LIVE', pageNum: 1, pageSize: 40 }),
    );
    expect(await screen.findByRole('button', { name: 'DG Gaming' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes the vendor from query page and loads again when the query changes', async () => {
    const platform = fakeGamesPlatform();
    const { router } = await renderList('/live?page=ALB', platform);
    expect(await screen.findByRole('article', { name: 'Game ALB-1' })).toBeInTheDocument();
    await router.navigate({ to: '/live', search: { page: 'DG' } } as never);
    expect(await screen.findByRole('article', { name: 'Game DG-1' })).toBeInTheDocument();
    expect(platform.games.list).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: 'DG', pageNum: 1 }));
  });

  it('puts the chosen vendor in query page', async () => {
    const { router } = await renderList('/live');
    await userEvent.click(await screen.findByRole('button', { name: 'ALB Gaming' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 'ALB' }));
  });

  it('serves /casino as the live casino', async () => {
    await renderList('/casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' })).toBeInTheDocument();
  });

  it('shows its category cards above the list', async () => {
    await renderList('/fish');
    expect(await screen.findByRole('list', { name: 'Fishing' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'DG FISH' })).toBeInTheDocument();
  });

  it('says in_stay_tuned for a type without vendors', async () => {
    await renderList('/lott');
    expect(await screen.findByText('Coming soon. Stay tuned!')).toBeInTheDocument();
  });

  it('offers favourites to players only', async () => {
    await renderList('/live?page=ALB');
    await screen.findByRole('article', { name: 'Game ALB-1' });
    expect(screen.queryByRole('button', { name: /Add to favourites/ })).not.toBeInTheDocument();
  });

  it('loads the lists again with favourites when the player logs in', async () => {
    const platform = fakeGamesPlatform();
    await renderList('/live?page=ALB', platform);
    await screen.findByRole('article', { name: 'Game ALB-1' });
    const calls = platform.games.list.mock.calls.length;
    platform.session.set(player);
    expect(await screen.findByRole('button', { name: 'Add to favourites Game ALB-1' })).toBeInTheDocument();
    expect(platform.games.list.mock.calls.length).toBeGreaterThan(calls);
  });
});

describe('favourites', () => {
  it('adds a favourite at once and keeps it when the server agrees', async () => {
    const platform = fakeGamesPlatform({ session: player });
    await renderList('/live?page=ALB', platform);
    await screen.findByRole('article', { name: 'Game ALB-2' });
    const star = screen.getByRole('button', { name: 'Add to favourites Game ALB-2' });
    await userEvent.click(star);
    expect(await screen.findByRole('button', { name: 'Remove from favourites Game ALB-2' })).toBeInTheDocument();
    expect(platform.games.addFavourite).toHaveBeenCalledWith({ gameId: 'ALB-2' });
  });

  it('removes a favourite', async () => {
    const games = fakeGamesApi();
    games.list.mockImplementation(async () => ({
      ...(await fakeGamesApi().list({ vassalage: 'ALB' })),
      games: (await fakeGamesApi().list({ vassalage: 'ALB' })).games.map((g) => ({ ...g, isFavourite: true })),
    }));
    const platform = fakeGamesPlatform({ games, session: player });
    await renderList('/live?page=ALB', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from favourites Game ALB-3' }));
    expect(await screen.findByRole('button', { name: 'Add to favourites Game ALB-3' })).toBeInTheDocument();
    expect(games.removeFavourite).toHaveBeenCalledWith({ gameId: 'ALB-3' });
  });

  it('puts the star back when the server refuses', async () => {
    const games = fakeGamesApi();
    let refuse: (error: unknown) => void = () => undefined;
    games.addFavourite.mockImplementation(() => new Promise((_, reject) => (refuse = reject)) as never);
    const platform = fakeGamesPlatform({ games, session: player });
    await renderList('/live?page=ALB', platform);
    await screen.findByRole('article', { name: 'Game ALB-4' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites Game ALB-4' }));
    // Optimistic: starred before the server answers.
    expect(await screen.findByRole('button', { name: 'Remove from favourites Game ALB-4' })).toBeInTheDocument();
    refuse(
      new ApiError({
        code: 'game.not.found',
        status: 200,
        serverMessage: 'No such game.',
        method: 'POST',
        url: '/wps/game/favourites/add',
        value: null,
        endpoint: 'games.addFavourite',
        rule: '*',
        behaviour: 'message',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add to favourites Game ALB-4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from favourites Game ALB-4' })).not.toBeInTheDocument();
  });

  it('reads the lanes once for vendors with several types', async () => {
    const games = fakeGamesApi();
    games.vendors.mockResolvedValue(makeLanes({ LIVE: ['PT', 'DG'], RNG: ['PT'] }));
    const platform = fakeGamesPlatform({ games });
    await renderList('/live', platform);
    await screen.findByRole('article', { name: 'Game PT-1' });
    expect(games.vendors).toHaveBeenCalledTimes(1);
  });
});
