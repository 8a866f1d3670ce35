import type { Platform } from './platform';
import { clearPlayerSession } from './player.scope';

/** Logout returns to / this long after the session is cleared (player-site §4, points-centres-lottery §9). */
export const LOGOUT_REDIRECT_MS = 150;

export interface LogoutDeps {
  /** Goes to / (the shell's target after logout, player-site §4). */
  goHome: () => void;
  /** @default globalThis.setTimeout */
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

/**
 * Logout after the player confirmed (player-site §4): call logout, clear the session but keep the merchant code,
 * reset the login state (the player's cached data), and go to / 150 ms later. The session ends here even when the
 * call fails (offline, token already expired): the player asked to leave, and a failure must not keep them in.
 */
export async function logout(platform: Platform, deps: LogoutDeps): Promise<void> {
  const schedule = deps.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  platform.ui.setLoggingOut(true);
  try {
    await platform.api.accounts.logout(undefined, { quiet: true });
  } catch {
    // Already ended on the server, or unreachable: either way the session ends on this device below.
  } finally {
    clearPlayerSession(platform);
    platform.ui.closeDialog();
    platform.ui.setLoggingOut(false);
  }
  schedule(deps.goHome, LOGOUT_REDIRECT_MS);
}
