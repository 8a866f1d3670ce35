import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Dialog } from '../../primitives/dialog/Dialog';
import { pageCountOf, pageOf } from '../shared/paging';
import { WIDGET_LIMITS } from '../widgets.constants';
import { GameGrid, type GameGridProps } from './GameGrid';
import type { GameTileData } from './lobby.types';

export interface GamePopupProps
  extends Pick<GameGridProps, 'loggedIn' | 'onPlay' | 'onTrial' | 'onToggleFavourite' | 'loading'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vendor's display name: the title reads "{vendor} games". */
  vendorName: string;
  /** Every game of the vendor (paged here), or one server page when `pageCount` is given. */
  games: readonly GameTileData[];
  /** @default 10 (player-site §9 popup page size) */
  pageSize?: number;
  /** Server paging: the current page and the page count; `onPageChange` asks for another page. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
}

/**
 * The game popup of a vendor card (player-site §2): its games 10 a page with free trial and play now. Closing it
 * goes back to page 1, so it opens at the start next time.
 */
export function GamePopup({
  open,
  onOpenChange,
  vendorName,
  games,
  pageSize = WIDGET_LIMITS.gamePopupPageSize,
  page: serverPage,
  pageCount: serverPageCount,
  onPageChange,
  ...grid
}: GamePopupProps) {
  const t = useT();
  const [localPage, setLocalPage] = useState(1);
  const serverPaged = serverPageCount !== undefined;
  const page = serverPaged ? (serverPage ?? 1) : localPage;
  const pageCount = serverPaged ? serverPageCount : pageCountOf(games.length, pageSize);
  const shown = serverPaged ? games : pageOf(games, page, pageSize);
  const goTo = (next: number) => (serverPaged ? onPageChange?.(next) : setLocalPage(next));

  const change = (next: boolean) => {
    if (!next) {
      setLocalPage(1);
      if (serverPaged && page !== 1) onPageChange?.(1);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change} title={t('lobby.gameList', { vendor: vendorName })} size="lg">
      <GameGrid
        {...grid}
        label={t('lobby.gameList', { vendor: vendorName })}
        games={shown}
        skeletonCount={pageSize}
        page={page}
        pageCount={pageCount}
        onPageChange={goTo}
      />
    </Dialog>
  );
}
