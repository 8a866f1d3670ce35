import {
  checkAccess,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
  missionBadgeCount,
  resolveMemberCentrePage,
  visibilityContext,
  visibleMemberCentrePages,
} from '@platform/session';
import { type CentreMenuItem, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { CentreShell } from '../app/centre/CentreShell';
import { currencyOf } from '../app/centre/centre.balance';
import type { CentreSearch } from '../app/centre/centre.search';
import { usePlatform } from '../app/platform.context';
import { memberQueries } from './member.queries';
import { CENTRE_PAGES } from './pages';

export interface MemberCentreProps {
  /** The page asked for (an id, an alias such as signInTask, or nothing for the default). */
  requested: string;
  /** Goes to another page (the dialog keeps it in memory, the route in the address). */
  onPage: (page: MemberCentrePage) => void;
  state: CentreSearch;
  setState: (next: Partial<CentreSearch>) => void;
  /** Leaves the member centre (the dialog closes) when the asked page belongs to the agent centre. */
  onLeave?: () => void;
}

/** Hands an agent's referral request to the agent centre (its intent), then leaves the member centre. */
function ToAgentCentre({ page, onLeave }: { page: string; onLeave?: () => void }) {
  const platform = usePlatform();
  // Once: the callbacks are new on every render, and the request must not be handed over twice.
  const handed = useRef(false);
  useEffect(() => {
    if (handed.current) return;
    handed.current = true;
    platform.ui.openDialog({ kind: 'agentCentre', page });
    onLeave?.();
  }, [platform, page, onLeave]);
  return null;
}

/**
 * The member centre (points §2, §5): the menu from the session's visibility tables, shown once the merchant's flags
 * are evaluated; the asked page resolved (aliases, hidden pages fall back to securityCenter); the page's own chunk
 * under a loading cover (3 s at most). Trial accounts are refused with the spec's keys.
 */
export function MemberCentre({ requested, onPage, state, setState, onLeave }: MemberCentreProps) {
  const platform = usePlatform();
  const t = useT();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const access = checkAccess('memberCentre', session);
  const allowed = access.allowed;
  const info = useQuery({ ...memberQueries.info(platform), enabled: allowed });
  const balance = useQuery({ ...memberQueries.balance(platform), enabled: allowed });
  const publicState = useQuery({ ...memberQueries.publicState(platform), enabled: allowed });
  const context = visibilityContext(session, flags, {
    member: info.data ?? null,
    wallet: balance.data ?? null,
    availablePromo: publicState.data?.availablePromo ?? null,
  });
  const target = resolveMemberCentrePage(requested, context);
  // An agent asking for referral goes to the agent centre's register centre (points §2), once the rules can tell.
  const toAgent = target.centre === 'agent' ? target.page : null;
  const page: MemberCentrePage = target.centre === 'member' ? target.page : 'securityCenter';
  // The page is chosen once the rules can see everything they read (flags, member info, wallet, promotions), so a
  // deep link never loads the fallback page's code and data first.
  const ready = flags.evaluated && !info.isPending && !balance.isPending && !publicState.isPending;
  if (access.allowed && ready && toAgent) return <ToAgentCentre page={toAgent} onLeave={onLeave} />;

  const badges: Partial<Record<MemberCentrePage, number>> = {
    messageV2: publicState.data?.unreadMessage ?? 0,
    missionActivity: missionBadgeCount(context),
    rewardCenter: publicState.data?.availablePromoCount ?? 0,
  };
  const items: CentreMenuItem[] = visibleMemberCentrePages(context).map((id) => ({
    page: id,
    label: t(`centre.page.${id}`),
    badge: badges[id] ?? 0,
    badgeLabel: t('member.menu.badge', { count: badges[id] ?? 0 }),
  }));
  const asked = MEMBER_CENTRE_PAGES.find((id) => id === requested);
  const Page = CENTRE_PAGES[page];
  return (
    <CentreShell
      access={access}
      label={t('member.title')}
      ready={ready}
      page={page}
      requested={requested}
      pendingTitle={asked ? t(`centre.page.${asked}`) : t('member.title')}
      items={items}
      title={t(`centre.page.${page}`)}
      onSelect={(next) => onPage(next as MemberCentrePage)}
    >
      {(onLoaded) => (
        <Page
          state={state}
          setState={setState}
          onLoaded={onLoaded}
          currency={currencyOf(balance.data)}
          openPage={(next) => onPage(next as MemberCentrePage)}
        />
      )}
    </CentreShell>
  );
}
