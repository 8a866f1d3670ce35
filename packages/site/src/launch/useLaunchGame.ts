import { useT } from '@platform/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePlatform } from '../app/platform.context';
import { useRefusal } from '../lobby/useRefusal';
import { FRAME_ROUTES, type LaunchTarget } from './launch.rules';
import { type LaunchOptions, type LaunchOutcome, startLaunch } from './launch.start';
import { openGameWindow } from './launch.window';

/** The launch's data helpers, loaded with the first launch (they are not needed to draw any page). */
const queries = () => import('./launch.queries');

export type LaunchGame = (target: LaunchTarget, options?: LaunchOptions) => Promise<LaunchOutcome>;

/**
 * The one way the site starts a game: tiles, category cards, the popup, the recommended-games window and banners of
 * linkage type G all call the function this hook returns, STRAIGHT from their click handler (the game window must
 * open while the click is being handled, or the browser blocks it).
 *
 * ```tsx
 * const launch = useLaunchGame();
 * <button onClick={() => launch({ gameId: banner.linkage, vassalage: banner.vendor, nodeId: banner.nodeId })}>
 * ```
 */
export function useLaunchGame(): LaunchGame {
  const platform = usePlatform();
  const navigate = useNavigate();
  const refuse = useRefusal();
  const t = useT();
  return useCallback(
    (target, options = {}) => {
      const { session, api, queryClient, ui } = platform;
      return startLaunch(target, options, {
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
      });
    },
    [platform, navigate, refuse, t],
  );
}
