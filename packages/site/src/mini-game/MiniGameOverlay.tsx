import { defaultStorage } from '@platform/session';
import { isPhoneViewport, MiniGameWidget } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { usePlatform } from '../app/platform.context';
import { miniGameAllowedOn, readMiniGamePosition, writeMiniGamePosition } from './mini-game.rules';
import { useMiniGame } from './useMiniGame';

const storage = defaultStorage('local');

/**
 * The widget, where it belongs (points §2, §4): a logged-in player (the overlay's audience), the merchant's MINIGAME3
 * flag and `settings.miniGame.enabled`, and a page outside the excluded paths.
 */
export default function MiniGameOverlay() {
  const platform = usePlatform();
  const flags = useSnapshot(platform.flags);
  const settings = useQuery(bootstrapQueries.settings(platform));
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const miniGame = settings.data?.miniGame;
  if (!flags.evaluated || !flags.values.MINIGAME3 || !miniGame?.enabled || !miniGameAllowedOn(pathname)) return null;
  return <MiniGameLive version={miniGame.version} />;
}

function MiniGameLive({ version }: { version: string }) {
  const { gameRef, status } = useMiniGame(version);
  return (
    <MiniGameWidget
      gameRef={gameRef}
      status={status}
      defaultPosition={readMiniGamePosition(storage)}
      onPositionChange={(point) => writeMiniGamePosition(storage, point)}
      // On a phone it starts as its bar: the open game would cover a third of the page the player came for.
      defaultCollapsed={isPhoneViewport()}
    />
  );
}
