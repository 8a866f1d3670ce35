import { ReferralPanel } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type CentrePageProps, pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { copyText } from '../../app/clipboard';
import { usePlatform } from '../../app/platform.context';
import { centreQuery, MEMBER_LIMITS } from '../member.queries';

/** referral, "invite friends": the code, the link and its QR code, the friend overview and the friends, 10 a page. */
export function ReferralPage({ state, setState, onLoaded, currency }: CentrePageProps) {
  const platform = usePlatform();
  const page = state.page ?? 1;
  const overview = useQuery(centreQuery(platform, 'referral', {}));
  const friends = useQuery(centreQuery(platform, 'referralFriends', { page, size: MEMBER_LIMITS.friendsPageSize }));
  useReportLoaded(!overview.isPending, onLoaded);
  return (
    <ReferralPanel
      overview={overview.data ?? null}
      friends={friends.data?.list ?? null}
      page={page}
      pageCount={pageCount(friends.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
      currency={currency}
      onCopy={copyText}
    />
  );
}
