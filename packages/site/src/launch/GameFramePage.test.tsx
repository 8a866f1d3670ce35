import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAYER_KEYS } from '../app/player.scope';
import { fakeGamesPlatform, renderAt } from '../testing/games.fakes';
import { isRoundMessage, lobbyOf, SeamlessPage, TrialPage } from './GameFramePage';
import { enterFrame, forgetFrame } from './launch.frames';
import { leaveSeamless } from './launch.leave';

const player = { token: 't', username: 'member01', isAgent: 0 };
const url = 'http://127.0.0.1:5101/game/play?session=abc&lang=EN';

function renderFrames(path: string, platform = fakeGamesPlatform()) {
  return renderAt(
    platform,
    path,
    { '/seamless': () => <SeamlessPage />, '/trial': () => <TrialPage />, '/electron': () => <p>lobby</p> },
    {
      onEnter: { '/seamless': enterFrame, '/trial': enterFrame },
      onLeave: { '/seamless': (p) => void leaveSeamless(p), '/trial': forgetFrame },
    },
  );
}

function seedBalance(platform: ReturnType<typeof fakeGamesPlatform>) {
  platform.queryClient.setQueryData(PLAYER_KEYS.balance, { sumBalance: 100 });
  return () => platform.queryClient.getQueryState(PLAYER_KEYS.balance)?.isInvalidated;
}

describe('the in-page game frames', () => {
  it('show the launched game from the session’s game_redirect', async () => {
    const platform = fakeGamesPlatform({ session: player });
    platform.session.set({ gameRedirect: url });
    await renderFrames('/seamless?gameType=RNG', platform);
    const frame = await screen.findByTitle('Slots game');
    expect(frame).toHaveAttribute('src', url);
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exit game' })).toHaveAttribute('href', '/electron');
  });

  it('say trial mode on /trial', async () => {
    const platform = fakeGamesPlatform();
    platform.session.set({ gameRedirect: url });
    await renderFrames('/trial?gameType=FISH', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fishing · Trial mode' })).toBeInTheDocument();
  });

  it('say no game is open without one', async () => {
    await renderFrames('/seamless');
    expect(await screen.findByText('No game is open. Choose one in the lobby.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/');
  });

  it('fetch the balance again when the game reports a round', async () => {
    const platform = fakeGamesPlatform({ session: player });
    platform.session.set({ gameRedirect: url });
    const invalidated = seedBalance(platform);
    await renderFrames('/seamless?gameType=RNG', platform);
    const frame = (await screen.findByTitle('Slots game')) as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, source: frame.contentWindow }));
    });
    expect(invalidated()).toBe(false);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'round' }, source: window }));
    });
    expect(invalidated()).toBe(false);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'round' }, source: frame.contentWindow }));
    });
    await waitFor(() => expect(invalidated()).toBe(true));
  });

  it('log the player out of the game when /seamless is left, and fetch the balance again', async () => {
    const platform = fakeGamesPlatform({ session: player });
    platform.session.set({ gameRedirect: url });
    const invalidated = seedBalance(platform);
    await renderFrames('/seamless?gameType=RNG', platform);
    await userEvent.click(await screen.findByRole('link', { name: 'Exit game' }));
    await waitFor(() => expect(platform.games.logoutGame).toHaveBeenCalledWith({}));
    await waitFor(() => expect(invalidated()).toBe(true));
    expect(platform.session.session.gameRedirect).toBeUndefined();
  });
});

describe('leaving /seamless', () => {
  it('keeps the address a newer launch stored before the old frame was left', async () => {
    const platform = fakeGamesPlatform({ session: player });
    platform.session.set({ gameRedirect: url });
    const { router } = await renderFrames('/seamless?gameType=RNG', platform);
    platform.session.set({ gameRedirect: `${url}&next=1` });
    await act(() => router.navigate({ to: '/trial', search: { gameType: 'RNG' } } as never));
    expect(platform.session.session.gameRedirect).toBe(`${url}&next=1`);
    expect(await screen.findByTitle('Slots game')).toHaveAttribute('src', `${url}&next=1`);
    await waitFor(() => expect(platform.games.logoutGame).toHaveBeenCalled());
  });

  it('does not call logoutGame without a token', async () => {
    const platform = fakeGamesPlatform();
    platform.session.set({ gameRedirect: url });
    await leaveSeamless(platform);
    expect(platform.games.logoutGame).not.toHaveBeenCalled();
  });

  it('still fetches the balance when logoutGame fails', async () => {
    const platform = fakeGamesPlatform({ session: player });
    platform.games.logoutGame.mockRejectedValueOnce(new Error('offline'));
    const invalidated = seedBalance(platform);
    await leaveSeamless(platform);
    expect(invalidated()).toBe(true);
  });
});

describe('frame helpers', () => {
  it('recognise round messages only', () => {
    expect(isRoundMessage({ type: 'round', balance: 10 })).toBe(true);
    expect(isRoundMessage({ type: 'ready' })).toBe(false);
    expect(isRoundMessage('round')).toBe(false);
    expect(isRoundMessage(null)).toBe(false);
  });

  it('send exit to the game type’s lobby', () => {
    expect(lobbyOf('RNG')).toBe('/electron');
    expect(lobbyOf('LIVE')).toBe('/live');
    expect(lobbyOf(undefined)).toBe('/');
  });
});
