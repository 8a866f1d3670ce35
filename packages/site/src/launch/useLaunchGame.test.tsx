import '@testing-library/jest-dom/vitest';
import type { LaunchOptions, LaunchTarget } from '@platform/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchLoader, preloadLaunch, provideLaunchCode } from '../app/launch.port';
import { PLAYER_KEYS } from '../app/player.scope';
import { useLaunchGame } from '../app/useLaunchGame';
import { fakeGamesPlatform, renderAt, toastTitles } from '../testing/games.fakes';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const player = { token: 't', username: 'member01', isAgent: 0 };
const sports: LaunchTarget = { gameId: 'SABA-SPORTS-001', vassalage: 'SABA', gameType: 'SPORTS', appNewWindow: 1 };
const slot: LaunchTarget = { gameId: 'JDB-RNG-001', vassalage: 'JDB', gameType: 'RNG', appNewWindow: 0 };

/** How many windows were open when each click handler returned. */
let windowsOpenedInClick: number[] = [];

function Launcher({ target, options }: { target: LaunchTarget; options?: LaunchOptions }) {
  const launch = useLaunchGame();
  return (
    <button
      type="button"
      onClick={() => {
        void launch(target, options);
        windowsOpenedInClick.push(vi.mocked(window.open).mock?.calls.length ?? 0);
      }}
    >
      play
    </button>
  );
}

// The player's intent (pointer over the games) loaded the launch code before the click, as on the site; the click
// that comes first is covered by useLaunchGame.first-click.test.tsx.
beforeAll(async () => {
  // As the launch manifest does when the app assembles its features (app/feature.registry.ts).
  provideLaunchCode(() => import('./launch.game'));
  await preloadLaunch();
});

function fakeWindow() {
  return {
    closed: false,
    opener: {},
    document: { title: '', body: { textContent: '' } },
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
}

function renderLauncher(target: LaunchTarget, platform = fakeGamesPlatform(), options?: LaunchOptions) {
  return renderAt(platform, '/', { '/': () => <Launcher target={target} {...(options ? { options } : {})} /> });
}

describe('useLaunchGame', () => {
  it('opens the game window inside the click and sends it to the game', async () => {
    expect(launchLoader.loaded()).toBeDefined();
    const platform = fakeGamesPlatform({ session: player });
    const win = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    windowsOpenedInClick = [];
    await renderLauncher(sports, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    expect(windowsOpenedInClick).toEqual([1]);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.document.body.textContent).toBe('Starting the game…');
    await waitFor(() => expect(win.location.href).toBe('http://game.test/play?game=SABA-SPORTS-001'));
    expect(win.opener).toBeNull();
  });

  it('ends the game session and fetches the balance again when the player closes the game window', async () => {
    const platform = fakeGamesPlatform({ session: player });
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await renderLauncher(sports, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    await waitFor(() => expect(win.location.href).toContain('SABA-SPORTS-001'));
    platform.queryClient.setQueryData(PLAYER_KEYS.balance, { sumBalance: 1 });
    win.closed = true;
    await waitFor(() => expect(platform.queryClient.getQueryState(PLAYER_KEYS.balance)?.isInvalidated).toBe(true), {
      timeout: 3000,
    });
    expect(platform.games.logoutGame).toHaveBeenCalledWith({ vassalage: 'SABA' });
  });

  it('closes the window when the launch fails', async () => {
    const platform = fakeGamesPlatform({ session: player });
    platform.games.launch.mockRejectedValueOnce(new Error('launch_game_balance_not_enough'));
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await renderLauncher(sports, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    await waitFor(() => expect(win.closed).toBe(true));
    expect(win.location.href).toBe('about:blank');
  });

  it('says so when the browser blocks the game window', async () => {
    const platform = fakeGamesPlatform({ session: player });
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderLauncher(sports, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    expect(toastTitles(platform)).toEqual([
      'Your browser blocked the game window. Allow pop-ups for this site and try again.',
    ]);
    expect(platform.games.launch).not.toHaveBeenCalled();
  });

  it('refuses a trial account with in_need_true_account', async () => {
    const platform = fakeGamesPlatform({ session: { ...player, isAgent: 4 } });
    const open = vi.spyOn(window, 'open');
    await renderLauncher(slot, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    expect(toastTitles(platform)).toEqual([
      'This feature is not available on a trial account. Please use a real account.',
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('offers a refused visitor the login page', async () => {
    const platform = fakeGamesPlatform();
    const { router } = await renderLauncher(slot, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    const [toast] = platform.ui.toasts.getSnapshot();
    expect(toast?.title).toBe('Sorry, please log in first.');
    toast?.action?.onAction();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a trial in the /trial frame for a visitor', async () => {
    const platform = fakeGamesPlatform();
    const { router } = await renderLauncher(slot, platform, { mode: 'trial' });
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trial'));
    expect(router.state.location.search).toEqual({ gameType: 'RNG' });
    expect(platform.session.session.gameRedirect).toBe('http://game.test/play?game=JDB-RNG-001');
  });

  it('launches without moving money on a single-wallet merchant', async () => {
    const platform = fakeGamesPlatform({ session: player, walletMode: 'SINGLE' });
    await renderLauncher(slot, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    await waitFor(() =>
      expect(platform.games.launch).toHaveBeenCalledWith(expect.objectContaining({ confirmTrans: false })),
    );
  });
});
