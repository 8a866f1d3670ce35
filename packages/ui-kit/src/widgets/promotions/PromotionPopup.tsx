import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Dialog } from '../../primitives/dialog/Dialog';
import { Pagination } from '../../primitives/pagination/Pagination';
import { SafeHtml } from '../../primitives/safe-html/SafeHtml';
import * as styles from './promotions.css';

export interface PopupNotice {
  id: number;
  title: string;
  /** Server HTML (SafeHtml). */
  contentHtml: string;
  imageUrl?: string | null;
}

export interface PromotionPopupProps {
  notices: readonly PopupNotice[];
  onClose: () => void;
}

/** The promotion popup of the home page (player-site §2): the PU notices, one a page, with pagination. */
export function PromotionPopup({ notices, onClose }: PromotionPopupProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const notice = notices[page - 1];
  if (!notice) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('promotions.popup')}>
      <article aria-labelledby={`popup-notice-${notice.id}`}>
        <h3 id={`popup-notice-${notice.id}`} className={styles.title}>
          {notice.title}
        </h3>
        {notice.imageUrl ? (
          <img className={styles.image} src={notice.imageUrl} alt="" width={1200} height={400} />
        ) : null}
        <SafeHtml className={styles.content} html={notice.contentHtml} />
      </article>
      <Pagination page={page} pageCount={notices.length} onPageChange={setPage} />
    </Dialog>
  );
}
