import { Dialog, NoticeList, useT } from '@platform/ui-kit';
import { useState } from 'react';
import { HOME_LIMITS } from './home.constants';
import type { Notice } from './notices.queries';

export interface NoticeDialogProps {
  notices: readonly Notice[];
  /** The notice to show opened; null opens the list on its first page. */
  openId: number | null;
  onClose: () => void;
}

/** The page (from 1) that holds notice `id`, 10 a page; 1 when it is not in the list. */
export function pageOfNotice(notices: readonly { id: number }[], id: number | null, pageSize: number): number {
  const index = id === null ? -1 : notices.findIndex((notice) => notice.id === id);
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}

/** The notice list in a dialog: 10 a page, 7 page buttons (points-centres-lottery §2), merchant HTML made safe. */
export default function NoticeDialog({ notices, openId, onClose }: NoticeDialogProps) {
  const t = useT();
  const [page, setPage] = useState(() => pageOfNotice(notices, openId, HOME_LIMITS.noticePageSize));
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('notices.title')}
      size="lg"
    >
      <NoticeList
        notices={notices.map((notice) => ({
          id: notice.id,
          title: notice.title,
          content: notice.content,
          startDate: notice.startDate,
        }))}
        pageSize={HOME_LIMITS.noticePageSize}
        visiblePages={HOME_LIMITS.noticePageButtons}
        page={page}
        onPageChange={setPage}
        {...(openId === null ? {} : { defaultOpenId: openId })}
      />
    </Dialog>
  );
}
