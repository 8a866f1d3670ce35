import { ListSkeleton, NoticeList, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';

/**
 * /notices: the merchant's notices (type PL of the home group, newest first) 10 a page with 7 page buttons, each opened
 * in place with its HTML made safe; the page number is in the address.
 */
export function NoticeBoardPage() {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const search = useSearch({ from: '/notices' });
  const navigate = useNavigate({ from: '/notices' });
  const notices = useQuery({
    queryKey: ['noticeBoard', language],
    queryFn: ({ signal }) => platform.api.notices.list({ types: 'PL', groupName: 'w_home', size: 1000 }, { signal }),
    staleTime: 60_000,
  });
  return (
    <section className={page.page} aria-labelledby="notice-board-title">
      <h1 id="notice-board-title" className={page.heading}>
        {t('notices.title')}
      </h1>
      {notices.isError ? (
        <p role="alert">{refusalText(t, notices.error)}</p>
      ) : notices.data ? (
        <NoticeList
          notices={notices.data.list}
          page={search.page ?? 1}
          onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
        />
      ) : (
        // A page of notices is ten rows of 45 px, edge to edge.
        <ListSkeleton itemHeight={45} count={10} gap={0} />
      )}
    </section>
  );
}
