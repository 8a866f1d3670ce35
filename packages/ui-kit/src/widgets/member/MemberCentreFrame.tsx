import { type ReactNode, useEffect, useId, useState } from 'react';
import { Badge } from '../../primitives/badge/Badge';
import { LoadingCover, loadingCoverMaxMs } from '../../primitives/loading-cover/LoadingCover';
import * as styles from './member.css';

export interface CentreMenuItem {
  page: string;
  /** Already translated. */
  label: string;
  /** A count beside the entry (unread messages, mission activity); nothing at 0. */
  badge?: number;
  /** What screen readers hear with the count ("3 unread"), already translated. */
  badgeLabel?: string;
}

export interface MemberCentreFrameProps {
  /** Names the menu ("Member centre"). */
  label: string;
  /** The menu, in order; empty until the merchant's flags are known (the menu is then not shown at all). */
  items: readonly CentreMenuItem[];
  current: string;
  onSelect: (page: string) => void;
  /** The current page's title (a heading). */
  title: string;
  /** False until the page's first data has arrived: a cover shows meanwhile, 3 s at most (points §4, §9). */
  loaded: boolean;
  children?: ReactNode;
}

/**
 * The member centre's frame (points §2): its menu beside the current page, a cover while the page loads. The same
 * frame sits in the centre's dialog and on its /member page; the site chooses the pages and their content.
 */
export function MemberCentreFrame({
  label,
  items,
  current,
  onSelect,
  title,
  loaded,
  children,
}: MemberCentreFrameProps) {
  const titleId = useId();
  return (
    <div className={styles.frame}>
      <nav aria-label={label}>
        <ul className={styles.menu}>
          {items.map((item) => (
            <li key={item.page}>
              <button
                type="button"
                className={styles.menuItem}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => onSelect(item.page)}
              >
                <span>{item.label}</span>
                {item.badge ? <Badge count={item.badge} label={item.badgeLabel} /> : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.page} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.pageTitle}>
          {title}
        </h2>
        {/* A new page gets a new cover. */}
        <LoadingCover key={current} loaded={loaded}>
          <PageContent loaded={loaded}>{children}</PageContent>
        </LoadingCover>
      </section>
    </div>
  );
}

/**
 * The page under its cover: laid out from the start (its data loads) but not painted until it has loaded, or the
 * cover's 3 s are up, so the rows and totals arriving move nothing the player sees (CLS).
 */
function PageContent({ loaded, children }: { loaded: boolean; children: ReactNode }) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(() => setTimedOut(true), loadingCoverMaxMs);
    return () => clearTimeout(timer);
  }, [loaded]);
  return (
    <div className={styles.body} style={loaded || timedOut ? undefined : { visibility: 'hidden' }}>
      {children}
    </div>
  );
}
