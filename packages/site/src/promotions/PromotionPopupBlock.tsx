import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { usePlatform } from '../app/platform.context';
import { promotionQueries } from './promotions.queries';

// The dialog (pagination, sanitiser) loads only when there is something to show.
const PromotionPopup = lazy(() => import('./popup.lazy').then((module) => ({ default: module.PromotionPopup })));

/** Once a tab session: a closed popup stays closed until the browser tab is closed (choice; the spec is silent). */
const SEEN_KEY = 'promotionPopupSeen';

function seen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The promotion popup of the home page (player-site §2): the PU notices of group w_home, one a page, shown once a tab
 * session. A home block of the promotions feature: tiny, it fetches the notices and loads the dialog only when there
 * are some.
 */
export function PromotionPopupBlock() {
  const platform = usePlatform();
  const [open, setOpen] = useState(() => !seen());
  const notices = useQuery({ ...promotionQueries.popup(platform), enabled: open });
  const popups = (notices.data ?? []).filter((notice) => notice.type === 'PU');
  if (!open || popups.length === 0) return null;
  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Storage off: the popup shows again next visit, nothing else breaks.
    }
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <PromotionPopup
        notices={popups.map((notice) => ({
          id: notice.id,
          title: notice.title,
          contentHtml: notice.content,
          imageUrl: notice.announcementImages[0]?.url ?? null,
        }))}
        onClose={close}
      />
    </Suspense>
  );
}
