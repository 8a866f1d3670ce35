import type { LaunchGame } from '@platform/games';
import { useT } from '@platform/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type LaunchContext, launchLoader } from './launch.port';
import { usePlatform } from './platform.context';
import { useRefusal } from './useRefusal';

export type { LaunchGame };

/**
 * The one way the site starts a game: tiles, category cards, the popup, the recommended-games window and banners of
 * linkage type G all call the function this hook returns, STRAIGHT from their click handler (the game window must
 * open while the click is being handled, or the browser blocks it). Spread `launchIntent` (launch.load.ts) on the
 * element around them, so the launch code is loaded before the click.
 *
 * ```tsx
 * const launch = useLaunchGame();
 * <div {...launchIntent}>
 *   <button onClick={() => launch({ gameId: banner.linkage, vassalage: banner.vendor, nodeId: banner.nodeId })}>
 * ```
 */
export function useLaunchGame(): LaunchGame {
  const platform = usePlatform();
  const navigate = useNavigate();
  const refuse = useRefusal();
  const t = useT();
  return useCallback(
    (target, options = {}) => {
      const context: LaunchContext = { platform, navigate, refuse, t };
      const launch = launchLoader.loaded();
      if (launch) return launch.launchGame(target, options, context);
      // The click came before any sign of intent: launch once the code is there (still within the click's activation).
      return launchLoader.preload().then(
        (module) => module.launchGame(target, options, context),
        (error: unknown) => ({ status: 'failed', error }) as const,
      );
    },
    [platform, navigate, refuse, t],
  );
}
