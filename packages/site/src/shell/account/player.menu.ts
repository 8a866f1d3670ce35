import { infoBarEntries, type MemberCentrePage, visibilityContext } from '@platform/session';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { logout } from '../../app/logout';
import { usePlatform } from '../../app/platform.context';

type Known = NonNullable<Parameters<typeof visibilityContext>[2]>;

export interface PlayerMenu {
  /** The member-centre pages the merchant puts in the account menu, where the member centre shows them. */
  entries: MemberCentrePage[];
  openPage: (page: string) => void;
  /** Logs out on this device and goes home (app/logout.ts). */
  logout: () => void;
}

/**
 * The account menu of a logged-in player, one rule for the info bar (desktop) and the phone menu sheet: the merchant's
 * entries (settings `infoBarMenu`) the member centre shows for this player, opening its pages, and logout.
 */
export function usePlayerMenu(member: Known['member'], wallet: Known['wallet']): PlayerMenu {
  const platform = usePlatform();
  const navigate = useNavigate();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const settings = useQuery(bootstrapQueries.settings(platform));
  const configured = (settings.data?.infoBarMenu ?? undefined) as readonly MemberCentrePage[] | undefined;
  return {
    entries: infoBarEntries(visibilityContext(session, flags, { member, wallet }), configured),
    openPage: (page) => platform.ui.openDialog({ kind: 'memberCentre', page }),
    logout: () => logout(platform, { goHome: () => void navigate({ to: '/' }) }),
  };
}
