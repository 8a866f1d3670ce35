import { NoticeList, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { agentKeys } from '../agent.queries';
import type { AgentPageProps } from './agent.page';

/** The agent announcements' notice group (the spec names none; the sandbox seeds w_agent). */
export const AGENT_NOTICE_GROUP = 'w_agent';

/**
 * agentAnnouncement: the merchant's notices for agents (type PL, group w_agent), 10 a page, each opened in place with
 * its HTML made safe by SafeHtml.
 */
export function AnnouncementPage({ state, setState, onLoaded }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const notices = useQuery({
    queryKey: agentKeys.page('announcements'),
    queryFn: ({ signal }) =>
      platform.api.notices.list({ types: 'PL', groupName: AGENT_NOTICE_GROUP, size: 100 }, { signal }),
    staleTime: 60_000,
  });
  useReportLoaded(!notices.isPending, onLoaded);
  if (notices.isError) return <p role="alert">{t('common.failed')}</p>;
  return (
    <NoticeList
      notices={notices.data?.list ?? []}
      page={state.page ?? 1}
      onPageChange={(next) => setState({ page: next })}
    />
  );
}
