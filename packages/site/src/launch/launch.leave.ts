import type { Platform } from '../app/platform';
import { forgetFrame } from './launch.frames';
import { refreshAfterGame } from './launch.queries';

/**
 * Leaving /seamless with a token logs the player out of the game (player-site §4): the vendor's wallet returns to
 * the main wallet, and the balance the info bar shows is fetched again. Done when the route is left rather than when
 * the page unmounts, so React's development double-mount cannot send it twice.
 */
export async function leaveSeamless(platform: Platform): Promise<void> {
  const hadToken = Boolean(platform.session.session.token);
  forgetFrame(platform);
  if (!hadToken) return;
  try {
    await platform.api.games.logoutGame({});
  } catch {
    // Nothing to tell the player: the vendor session ends on its own, and the balance is fetched again either way.
  }
  await refreshAfterGame(platform.queryClient);
}
