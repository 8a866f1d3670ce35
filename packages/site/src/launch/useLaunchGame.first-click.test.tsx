import '@testing-library/jest-dom/vitest';
import type { LaunchTarget } from '@platform/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchLoader } from '../app/launch.port';
import { useLaunchGame } from '../app/useLaunchGame';
import { fakeGamesPlatform, renderAt } from '../testing/games.fakes';

// A file of its own: its module registry starts without the launch code, as a page does before any intent.

afterEach(() => vi.restoreAllMocks());

const sports: LaunchTarget = { gameId: 'SABA-SPORTS-001', vassalage: 'SABA', gameType: 'SPORTS', appNewWindow: 1 };

function Launcher() {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => void launch(sports)}>
      play
    </button>
  );
}

describe('useLaunchGame before the launch code has loaded', () => {
  it('loads the launch code on the click and then starts the game in its window', async () => {
    expect(launchLoader.loaded()).toBeUndefined();
    const platform = fakeGamesPlatform({ session: { token: 't', username: 'member01', isAgent: 0 } });
    const win = {
      closed: false,
      opener: {},
      document: { title: '', body: { textContent: '' } },
      location: { href: '' },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await renderAt(platform, '/', { '/': () => <Launcher /> });
    await userEvent.click(await screen.findByRole('button', { name: 'play' }));
    await waitFor(() => expect(win.location.href).toBe('http://game.test/play?game=SABA-SPORTS-001'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(launchLoader.loaded()).toBeDefined();
  });
});
