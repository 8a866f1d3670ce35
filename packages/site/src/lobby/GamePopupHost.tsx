import { launchTargetOf } from '@platform/games';
import { GamePopup } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { preloadLaunch } from '../app/launch.port';
import { usePlatform } from '../app/platform.context';
import { useLaunchGame } from '../app/useLaunchGame';
import { LOBBY_LIMITS } from './lobby.constants';
import { useFavouriteToggle } from './lobby.favourites';
import { gameById, tileOf } from './lobby.map';
import { gameQueries } from './lobby.queries';
import type { PopupRequest } from './useCardActions';
import { useVendorNames } from './useVendorNames';

export interface GamePopupHostProps {
  request: PopupRequest;
  open: boolean;
  onClose: () => void;
}

/**
 * The game popup of a vendor card, with its data (player-site §2 "Game popup"): the vendor's games of the card's type
 * 10 a page from the server, free trial where supportPlay is 0, play now, favourites for players. Closing it puts the
 * page back to 1, so the next opening starts at the beginning. Games started here send the popup's platform
 * (flash,html5-desktop).
 */
export function GamePopupHost({ request, open, onClose }: GamePopupHostProps) {
  const platform = usePlatform();
  const { loggedIn } = useSnapshot(platform.session);
  const [page, setPage] = useState(1);
  const launch = useLaunchGame();
  // Opening a vendor's games is the intent to play one: the launch code loads now, before the click.
  useEffect(() => void preloadLaunch(), []);
  const toggleFavourite = useFavouriteToggle();
  const vendorNames = useVendorNames();
  const list = useQuery({
    ...gameQueries.list(platform, {
      vassalage: request.vassalage,
      gameType: request.gameType,
      pageNum: page,
      pageSize: LOBBY_LIMITS.gamePopupPageSize,
    }),
    enabled: open,
  });
  const games = list.data?.games ?? [];

  const withGame = (action: (game: (typeof games)[number]) => unknown) => (tile: { id: string }) => {
    const game = gameById(games, tile);
    return game ? action(game) : undefined;
  };

  return (
    <GamePopup
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setPage(1);
        onClose();
      }}
      vendorName={request.title}
      games={games.map((game) => tileOf(game, vendorNames))}
      loading={list.isPending}
      pageSize={LOBBY_LIMITS.gamePopupPageSize}
      page={page}
      pageCount={Math.max(1, list.data?.totalPages ?? 1)}
      onPageChange={setPage}
      loggedIn={loggedIn}
      onPlay={withGame((game) => launch(launchTargetOf(game), { origin: 'popup' }))}
      onTrial={withGame((game) => launch(launchTargetOf(game), { mode: 'trial', origin: 'popup' }))}
      onToggleFavourite={(tile, favourite) => toggleFavourite({ gameId: tile.id, favourite })}
    />
  );
}
