import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { IconButton } from '../icon-button/IconButton';
import * as styles from './pagination.css';
import { paginationRange, paginationVisiblePages } from './pagination.range';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Page buttons shown at once, first and last included. @default 7 */
  visiblePages?: number;
  /** Render nothing when there is a single page or none. @default true */
  hideWhenSingle?: boolean;
  className?: string;
}

/**
 * Previous, numbered pages (7 at most, first and last always) and next, in a labelled navigation landmark. The
 * current page carries aria-current and a polite live region says "Page 3 of 20" after each change. Previous and
 * next stay focusable at the ends (aria-disabled), so focus is not lost when the last page is reached.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  visiblePages = paginationVisiblePages,
  hideWhenSingle = true,
  className,
}: PaginationProps) {
  const t = useT();
  const announced = useRef(page);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (announced.current === page) return;
    announced.current = page;
    setAnnouncement(t('pagination.summary', { page, total: pageCount }));
  }, [page, pageCount, t]);
  if (hideWhenSingle && pageCount <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav aria-label={t('pagination.label')} className={className}>
      <ul className={styles.list}>
        <li>
          <IconButton
            label={t('pagination.previous')}
            icon={<ChevronLeftIcon />}
            size="sm"
            className={styles.step}
            aria-disabled={atStart || undefined}
            onClick={() => go(page - 1)}
          />
        </li>
        {paginationRange(page, pageCount, visiblePages).map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.position}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.page}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <IconButton
            label={t('pagination.next')}
            icon={<ChevronRightIcon />}
            size="sm"
            className={styles.step}
            aria-disabled={atEnd || undefined}
            onClick={() => go(page + 1)}
          />
        </li>
      </ul>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </nav>
  );
}
