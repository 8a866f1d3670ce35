import type { MemberCentrePage as PageId } from '@platform/session';
import { useT } from '@platform/ui-kit';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { CentreRoute } from '../app/centre/CentreRoute';
import { usePlatform } from '../app/platform.context';
import { MemberCentre } from './MemberCentre';

/** /member/<page> (route mode, MEMBERROUTE, and deep links): the centre as a page; its state lives in the address. */
export function MemberCentrePage() {
  const t = useT();
  const platform = usePlatform();
  const { page: asked } = useParams({ from: '/member/$page' });
  const search = useSearch({ from: '/member/$page' });
  const navigate = useNavigate({ from: '/member/$page' });
  return (
    <CentreRoute title={t('member.title')}>
      <MemberCentre
        requested={asked}
        onPage={(next: PageId) => void navigate({ to: '/member/$page', params: { page: next }, search: {} })}
        state={search}
        setState={(next) =>
          void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }), replace: true })
        }
        // The agent centre took the request: its popup opens over the home page (in route mode it navigates itself).
        onLeave={() => (platform.flags.values.MEMBERROUTE ? undefined : void navigate({ to: '/', replace: true }))}
      />
    </CentreRoute>
  );
}
