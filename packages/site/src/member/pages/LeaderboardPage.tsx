import { LEADERBOARD_PERIODS, Leaderboard, type LeaderboardPeriod } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { centreQuery, MEMBER_LIMITS } from '../member.queries';

/** missionLeaderboard: the day's, week's or month's ranking and the player's place. */
export function LeaderboardPage({ state, setState, onLoaded, currency }: CentrePageProps) {
  const platform = usePlatform();
  const period = LEADERBOARD_PERIODS.includes(state.filter as LeaderboardPeriod)
    ? (state.filter as LeaderboardPeriod)
    : 'WEEK';
  const board = useQuery(centreQuery(platform, 'missionLeaderboard', { period, size: MEMBER_LIMITS.leaderboardSize }));
  useReportLoaded(!board.isPending, onLoaded);
  return (
    <Leaderboard
      period={period}
      onPeriodChange={(next) => setState({ filter: next })}
      rows={board.isPlaceholderData ? null : (board.data?.list ?? null)}
      me={board.data?.me ?? null}
      currency={currency}
    />
  );
}
