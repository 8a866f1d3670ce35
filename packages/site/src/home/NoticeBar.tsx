import { useT } from '@platform/ui-kit';
import { lazy, Suspense, useState } from 'react';
import * as styles from './home.css';
import type { Notice } from './notices.queries';

// The list shows merchant HTML through SafeHtml (DOMPurify): a lazy chunk, loaded when the player opens it.
const NoticeDialog = lazy(() => import('./NoticeDialog'));

/** How many of the newest notices the bar names; the rest are one click away in the list. */
const NOTICE_BAR_TITLES = 3;

/**
 * The home page's notice bar: the newest notice titles, each opening the notice list on it, and a button for the whole
 * list (10 a page, 7 page buttons). Static rather than a scrolling marquee: nothing moves that a player has to pause.
 */
export function NoticeBar({ notices }: { notices: readonly Notice[] }) {
  const t = useT();
  const [open, setOpen] = useState<{ id: number | null } | null>(null);
  if (notices.length === 0) return null;
  return (
    <section className={styles.noticeBar} aria-labelledby="notice-bar-title">
      <h2 id="notice-bar-title" className={styles.noticeBarTitle}>
        {t('notices.title')}
      </h2>
      <ul className={styles.noticeBarList}>
        {notices.slice(0, NOTICE_BAR_TITLES).map((notice) => (
          <li key={notice.id}>
            <button type="button" className={styles.noticeBarItem} onClick={() => setOpen({ id: notice.id })}>
              {notice.title}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.noticeBarAll} onClick={() => setOpen({ id: null })}>
        {t('shell.notices.all', { count: notices.length })}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NoticeDialog notices={notices} openId={open.id} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
