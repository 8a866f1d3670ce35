import { unreadOpensMessages, visibilityContext } from '@platform/session';
import { InfoBar } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../../app/platform.context';
import { SHELL_TIMES } from '../shell.constants';
import { toInfoBarBalance } from './player.bar.map';
import { usePlayerMenu } from './player.menu';
import { playerQueries } from './player.queries';

/** Member info waits 500 ms after login (points-centres-lottery §7 "getMemberInfo after 500 ms"). */
function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

/**
 * The logged-in player's info bar (player-site §2) with live data: nickname, unread count (not loaded for roles that
 * skip it: isAgent 4, 40, 41, 42), balance with refresh and hide, wallets, the merchant's menu entries (shown only
 * where the member centre shows that page) and logout with confirmation. A lazy chunk: visitors never load it.
 */
export default function PlayerBar() {
  const platform = usePlatform();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const { balanceHidden } = useSnapshot(platform.ui);
  const loadsUnread = session.role.unreadAndConsolidatedLoads;
  const infoReady = useDelayed(SHELL_TIMES.memberInfoDelayMs);

  const balance = useQuery(playerQueries.balance(platform));
  const unread = useQuery({ ...playerQueries.unread(platform), enabled: loadsUnread });
  const info = useQuery({ ...playerQueries.info(platform), enabled: infoReady });

  const context = visibilityContext(session, flags, {
    member: info.data ?? null,
    wallet: balance.data ?? null,
  });
  const menu = usePlayerMenu(info.data ?? null, balance.data ?? null);
  // Member info is the source of the session's role and names; a session started elsewhere (another tab, a restored
  // token) gets them here, so the unread and menu rules apply from the first answer.
  useEffect(() => {
    const member = info.data;
    if (!member) return;
    platform.session.set({
      isAgent: member.isAgent,
      account: member.account,
      nickname: member.nickname,
      customerId: String(member.id),
      memberLabel: member.memberLabel ?? undefined,
    });
  }, [platform, info.data]);

  return (
    <InfoBar
      nickname={info.data?.nickname || session.session.nickname || session.session.username || ''}
      unreadCount={loadsUnread ? (unread.data?.count ?? 0) : 0}
      messagesEnabled={unreadOpensMessages(context)}
      balance={balance.data ? toInfoBarBalance(balance.data) : null}
      onRefreshBalance={() => balance.refetch()}
      balanceHidden={balanceHidden}
      onBalanceHiddenChange={(hidden) => platform.ui.setBalanceHidden(hidden)}
      menuEntries={menu.entries}
      onOpenPage={menu.openPage}
      onLogout={menu.logout}
    />
  );
}
