import type { CSSProperties } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Skeleton } from '../../primitives/skeleton/Skeleton';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from './list-skeleton.css';

export interface ListSkeletonProps {
  /** Rows one under another (notices, help, promotions, records) or a grid of cards (rewards, games). @default 'rows' */
  layout?: 'rows' | 'grid';
  /** How many placeholders: enough to fill the space the list will take. @default 6 */
  count?: number;
  /** Each placeholder's height: the loaded item's, so nothing moves when the list arrives (CLS ≤ 0.02). */
  itemHeight: CSSProperties['height'];
  /** For `grid`: the narrowest column, as the loaded grid's. @default 180 */
  minItemWidth?: number;
  /** The space between placeholders in px, as the loaded list's. @default 8 (rows), 16 (grid) */
  gap?: number;
  /** A heading-sized bar above the placeholders (a list with a title or tabs). @default false */
  withHeader?: boolean;
  className?: string;
}

/**
 * Placeholders in the shape of a loading list: rows or cards of the loaded items' size, pulsing (still under
 * `prefers-reduced-motion`). Screen readers hear "Loading…" once, as a status; the shapes are hidden from them.
 */
export function ListSkeleton({
  layout = 'rows',
  count = 6,
  itemHeight,
  minItemWidth = 180,
  gap,
  withHeader = false,
  className,
}: ListSkeletonProps) {
  const t = useT();
  return (
    <div
      className={cx(styles.root, className)}
      role="status"
      style={{ '--list-skeleton-min': `${minItemWidth}px` } as CSSProperties}
    >
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {withHeader ? <Skeleton width="40%" height={28} /> : null}
      <div
        className={layout === 'grid' ? styles.grid : styles.rows}
        style={gap === undefined ? undefined : { gap }}
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
          <Skeleton key={index} height={itemHeight} className={styles.item} />
        ))}
      </div>
    </div>
  );
}
