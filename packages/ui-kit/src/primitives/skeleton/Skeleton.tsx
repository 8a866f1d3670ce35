import type { CSSProperties } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './skeleton.css';

export interface SkeletonProps {
  /** CSS width; give the content's real size so nothing shifts when it arrives (CLS budget 0.02). @default '100%' */
  width?: CSSProperties['width'];
  /** @default '1em' */
  height?: CSSProperties['height'];
  /** @default 'rect' */
  shape?: 'rect' | 'circle' | 'text';
  /** For `text`: how many lines; the last is shorter. @default 1 */
  lines?: number;
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading. Hidden from screen readers: the region that loads says so
 * with aria-busy. The pulse stops under prefers-reduced-motion.
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'rect', lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={cx(styles.lines, className)} style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have no identity of their own
            key={index}
            className={styles.skeleton}
            style={{ height, width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, shape === 'circle' && styles.circle, className)}
      style={{ width, height: shape === 'circle' ? width : height }}
    />
  );
}
