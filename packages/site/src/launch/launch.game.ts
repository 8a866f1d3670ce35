// The launch as the site runs it: the platform's session, API, wallet mode and toasts wired into `startLaunch`.
// Loaded on the player's first sign of intent to play (launch.load.ts), never with the first page.

import {
  FRAME_ROUTES,
  type LaunchOptions,
  type LaunchOutcome,
  type LaunchTarget,
  openGameWindow,
  startLaunch,
} from '@platform/games';
import { isPhoneViewport } from '@platform/ui-kit';
import type { LaunchContext } from '../app/launch.port';

/** The launch's data helpers, loaded with the first launch (they are not needed to draw any page). */
const queries = () => import('./launch.queries');

/** Starts a game; called synchronously from the click once loaded, so the game window opens inside the click. */
export function launchGame(
  target: LaunchTarget,
  options: LaunchOptions,
  context: LaunchContext,
): Promise<LaunchOutcome> {
  const { platform, navigate, refuse, t } = context;
  const { session, api, queryClient, ui } = platform;
  // A phone at click time: the game opens in the site's full-screen page (a phone blocks or buries popups).
  return startLaunch(
    target,
    { device: isPhoneViewport() ? 'phone' : 'desktop', ...options },
    {
      games: api.games,
      session: {
        loggedIn: session.loggedIn,
        role: session.role,
        username: session.session.username,
        token: session.session.token,
      },
      merchantCode: platform.options.merchant.code,
      language: ui.language,
      confirmTrans: async () => {
        const { launchQueries } = await queries();
        const wallet = await queryClient.ensureQueryData(launchQueries.merchantWallet(platform));
        return wallet.walletMode === 'TRANSFER';
      },
      openWindow: () => openGameWindow({ waitingText: t('lobby.launching') }),
      showFrame: (mode, url, game) => {
        // The frame page reads the URL from the session (game_redirect, player-site §3), so a reload keeps the game.
        session.set({ gameRedirect: url });
        void navigate({ to: FRAME_ROUTES[mode], search: game.gameType ? { gameType: game.gameType } : {} });
      },
      refuse,
      popupBlocked: () => ui.toasts.show({ id: 'popupBlocked', tone: 'warning', title: t('lobby.popupBlocked') }),
      started: (mode) => {
        // A transfer-wallet launch moved money into the vendor's wallet; the recent games list gained one.
        if (mode === 'real') void queries().then(({ refreshAfterGame }) => refreshAfterGame(queryClient));
      },
      windowClosed: (mode, game) =>
        void queries().then(({ closeGameSession }) => closeGameSession(platform, mode, game.vassalage)),
    },
  );
}
