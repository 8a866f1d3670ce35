import { formatDate } from '@platform/i18n';
import { useId, useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { ChevronDownIcon } from '../../icons/icons';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { SafeHtml } from '../../primitives/safe-html/SafeHtml';
import { cx } from '../../shared/cx';
import { pageCountOf, pageOf } from '../shared/paging';
import { WIDGET_LIMITS } from '../widgets.constants';
import * as styles from './notice.css';

export interface NoticeData {
  id: string | number;
  title: string;
  /** Merchant HTML: shown through SafeHtml (DOMPurify). */
  content: string;
  /** When it was published: epoch ms, an ISO or server date string, or a Date. */
  startDate?: number | string | Date | null;
}

export interface NoticeListProps {
  notices: readonly NoticeData[];
  /** @default 10 (points §2) */
  pageSize?: number;
  /** Page buttons shown, first and last included. @default 7 (points §2) */
  visiblePages?: number;
  /** The page (from 1), controlled; else the list keeps it. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** A notice opened from the start (a notice chosen in the marquee). */
  defaultOpenId?: string | number;
  className?: string;
}

/**
 * The notice list (points §2): 10 a page with 7 page buttons, each notice a disclosure whose content is the
 * merchant's HTML made safe by SafeHtml. Turning the page closes the open notice.
 */
export function NoticeList({
  notices,
  pageSize = WIDGET_LIMITS.noticePageSize,
  visiblePages = WIDGET_LIMITS.noticePageButtons,
  page: controlledPage,
  onPageChange,
  defaultOpenId,
  className,
}: NoticeListProps) {
  const t = useT();
  const { language } = useLanguage();
  const baseId = useId();
  const [innerPage, setInnerPage] = useState(1);
  const [openId, setOpenId] = useState<string | number | null>(defaultOpenId ?? null);
  const page = controlledPage ?? innerPage;
  const pageCount = pageCountOf(notices.length, pageSize);

  if (notices.length === 0) return <EmptyState className={className} />;

  const goTo = (next: number) => {
    setOpenId(null);
    if (controlledPage === undefined) setInnerPage(next);
    onPageChange?.(next);
  };

  return (
    <div className={cx(styles.root, className)}>
      <ul className={styles.list}>
        {pageOf(notices, page, pageSize).map((notice) => {
          const open = notice.id === openId;
          const panelId = `${baseId}-${notice.id}`;
          return (
            <li key={notice.id} className={styles.item}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : notice.id)}
              >
                <span className={styles.title}>{notice.title}</span>{' '}
                {notice.startDate != null ? (
                  <span className={styles.date}>
                    {t('notices.publishedAt', { date: formatDate(notice.startDate, { language, style: 'date' }) })}
                  </span>
                ) : null}
                <ChevronDownIcon className={cx(styles.chevron, open && styles.chevronOpen)} />
              </button>
              <div id={panelId} className={styles.panel} hidden={!open}>
                {open ? <SafeHtml html={notice.content} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={goTo} visiblePages={visiblePages} />
    </div>
  );
}
