import { launchTargetOf } from '@platform/games';
import { formatDate } from '@platform/i18n';
import { Dialog, HotGamesModal, useLanguage, useT } from '@platform/ui-kit';
import { useSnapshot } from 'valtio/react';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';
import { useLaunchGame } from '../app/useLaunchGame';
import { maintenanceWindow, recommendedGames, toTile } from './vendor.maintenance';

/**
 * vendor_under_maintenance (points-centres-lottery §8): a window saying the vendor is down; with resType 1 the
 * recommended-hot-games modal, 12 games a slide (points §9). Choosing a game launches it
 * through the launch feature (real or free trial).
 */
export default function VendorMaintenanceDialog({ dialog, onClose }: GlobalDialogProps<'vendorMaintenance'>) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const launch = useLaunchGame();
  const { loggedIn } = useSnapshot(platform.session);
  const { details } = dialog;
  const window_ = maintenanceWindow(details.value);
  const period = window_
    ? {
        start: formatDate(window_.start, { language, style: 'dateTime' }),
        end: formatDate(window_.end, { language, style: 'dateTime' }),
      }
    : null;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (details.showRecommendedGames) {
    const games = recommendedGames(details.value);
    // Straight from the click (the game window must open while it is handled), then the modal closes.
    const play = (id: string, mode: 'real' | 'trial') => {
      const game = games.find((candidate) => candidate.gameId === id);
      if (game) void launch(launchTargetOf(game), { mode });
      onClose();
    };
    return (
      <HotGamesModal
        open
        onOpenChange={onOpenChange}
        games={games.map(toTile)}
        maintenance={period}
        loggedIn={loggedIn}
        onPlay={(game) => play(game.id, 'real')}
        onTrial={(game) => play(game.id, 'trial')}
      />
    );
  }
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('lobby.vendorMaintenance')} size="sm" role="alertdialog">
      <p>{details.message || t('game_maintenance')}</p>
      {period ? <p>{t('lobby.maintenancePeriod', period)}</p> : null}
    </Dialog>
  );
}
