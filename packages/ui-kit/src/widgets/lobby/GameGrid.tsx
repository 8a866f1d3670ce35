import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { Skeleton } from '../../primitives/skeleton/Skeleton';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { WIDGET_LIMITS } from '../widgets.constants';
import { GameTile, type GameTileProps } from './GameTile';
import * as styles from './lobby.css';
import type { GameTileData } from './lobby.types';

export interface GameGridProps extends Pick<GameTileProps, 'loggedIn' | 'onPlay' | 'onTrial' | 'onToggleFavourite'> {
  games: readonly GameTileData[];
  /** Names the list for screen readers (already translated), e.g. the vendor or tab. */
  label: string;
  /** Shows skeleton tiles in place of the games. @default false */
  loading?: boolean;
  /** Skeleton tiles while loading: one page. @default 40 (player-site §9 game list page size) */
  skeletonCount?: number;
  /** Pages of a server-paged list; the pagination shows with more than one. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** Shown when there are no games. @default EmptyState with in_no_data */
  empty?: ReactNode;
  imageSize?: number;
  className?: string;
}

/**
 * A responsive grid of game tiles (as many 160 px columns as fit): skeleton tiles of the same size while loading,
 * the empty state when there is nothing, pagination under it when the list has pages.
 */
export function GameGrid({
  games,
  label,
  loading = false,
  skeletonCount = WIDGET_LIMITS.gameListPageSize,
  page,
  pageCount,
  onPageChange,
  empty,
  imageSize,
  className,
  ...tile
}: GameGridProps) {
  const t = useT();
  let content: ReactNode;
  if (loading) {
    content = (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.tile}>
            <Skeleton width="100%" height="auto" className={styles.tileImage} />
            <Skeleton shape="text" height="1em" width="80%" />
            <Skeleton height={32} width="60%" />
          </li>
        ))}
      </ul>
    );
  } else if (games.length === 0) {
    content = empty ?? <EmptyState />;
  } else {
    content = (
      <ul className={styles.grid}>
        {games.map((game) => (
          <li key={game.id}>
            <GameTile game={game} imageSize={imageSize} {...tile} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={cx(styles.gridSection, className)} aria-label={label} aria-busy={loading || undefined}>
      {loading ? <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden> : null}
      {content}
      {page !== undefined && pageCount !== undefined && onPageChange ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </section>
  );
}
