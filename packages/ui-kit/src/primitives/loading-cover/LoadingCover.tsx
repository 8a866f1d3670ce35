import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { cx } from '../../shared/cx';
import * as styles from './loading-cover.css';

/** points-centres-lottery §4 and §9: the centres' cover is removed at most after 3 s. */
export const loadingCoverMaxMs = 3000;

export interface LoadingCoverProps {
  /** True once the content under the cover is ready. */
  loaded: boolean;
  /** The cover goes after this long even if `loaded` never comes. @default 3000 */
  maxMs?: number;
  /** The content, rendered (and loading) under the cover from the start. */
  children?: ReactNode;
  className?: string;
}

/**
 * Covers content while it loads: shown until `loaded`, at most `maxMs`, then removed for good, whatever `loaded`
 * does later (a centre page that never reports must not stay blocked). Remount (change `key`) to cover again.
 */
export function LoadingCover({ loaded, maxMs = loadingCoverMaxMs, children, className }: LoadingCoverProps) {
  const t = useT();
  const [timedOut, setTimedOut] = useState(false);
  const [done, setDone] = useState(loaded);
  if (loaded && !done) setDone(true);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setTimedOut(true), maxMs);
    return () => clearTimeout(timer);
  }, [done, maxMs]);
  const covered = !done && !timedOut;
  return (
    <div className={cx(styles.container, className)} aria-busy={covered || undefined}>
      {children}
      {covered ? (
        <div className={styles.cover} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      ) : null}
    </div>
  );
}
