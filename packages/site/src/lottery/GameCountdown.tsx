import { HIDDEN_COUNTDOWN } from '@platform/countdown';
import { IssueCountdown } from '@platform/ui-kit';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { createIssueWatchRegistry, type IssueTimes, type IssueWatchRegistry, type SharedIssue } from './issue.watch';
import { lotteryQueries } from './lottery.queries';

const Registry = createContext<IssueWatchRegistry | null>(null);

/** One countdown machine per game for the page below (points §4, issue.watch.ts). */
export function IssueWatches({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const [registry, setRegistry] = useState<IssueWatchRegistry | null>(null);
  useEffect(() => {
    const created = createIssueWatchRegistry({
      clock: platform.clock,
      fetchIssue: (gameId) =>
        platform.queryClient.fetchQuery({ ...lotteryQueries.issue(platform, gameId), staleTime: 0 }),
    });
    setRegistry(created);
    return () => created.dispose();
  }, [platform]);
  return <Registry.Provider value={registry}>{children}</Registry.Provider>;
}

/**
 * A game's countdown (points §2 "countdown widget per game", §4): its issue counted down to the draw on the server's
 * clock; at zero the current issue is fetched again (lottIssue), at most once per 5 s, and counted down in turn.
 */
export function GameCountdown({ game, compact = false }: { game: IssueTimes; compact?: boolean }) {
  const registry = useContext(Registry);
  const [shared, setShared] = useState<SharedIssue | null>(null);
  const { gameId, numero, drawTime, closeTime } = game;
  useEffect(() => {
    if (!registry) return;
    setShared(registry.acquire({ gameId, numero, drawTime, closeTime }));
    return () => registry.release(gameId);
  }, [registry, gameId, numero, drawTime, closeTime]);
  return shared ? (
    <Running shared={shared} compact={compact} />
  ) : (
    <IssueCountdown numero={numero} display={HIDDEN_COUNTDOWN} closeTime={closeTime} locked={false} compact={compact} />
  );
}

function Running({ shared, compact }: { shared: SharedIssue; compact: boolean }) {
  const snap = useSnapshot(shared.watch.countdown);
  const issue = useSnapshot(shared.issue);
  const lockMs = issue.drawTime - issue.closeTime;
  return (
    <IssueCountdown
      numero={snap.numero}
      display={snap.display}
      closeTime={issue.closeTime}
      locked={snap.phase === 'running' && snap.remainingMs <= lockMs}
      compact={compact}
    />
  );
}
