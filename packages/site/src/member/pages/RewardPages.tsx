import {
  LEADERBOARD_PERIODS,
  Leaderboard,
  type LeaderboardPeriod,
  NewbieTasks,
  REWARD_SOURCES,
  RebateClaim,
  RedEnvelopes,
  RewardList,
  type RewardSource,
  type RewardStatus,
  SignInCard,
  useT,
} from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { productName } from '../../app/centre/centre.names';
import { type CentrePageProps, pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { PLAYER_KEYS } from '../../app/player.scope';
import { refusalText } from '../../app/refusal';
import { centreQuery, MEMBER_LIMITS, memberKeys } from '../member.queries';

const STATUSES: readonly RewardStatus[] = ['AVAILABLE', 'CLAIMED', 'EXPIRED'];

/** After a claim: the centre, the reward badge (public state) and the balance read again. */
function useRewardsMoved() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.balance });
    void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.publicState });
  };
}

/** The reward list of a source (or all): claim into the main wallet, refusals said in a toast. */
function Rewards({ state, setState, currency, source }: CentrePageProps & { source?: RewardSource }) {
  const platform = usePlatform();
  const t = useT();
  const moved = useRewardsMoved();
  const chosenSource =
    source ?? (REWARD_SOURCES.includes(state.filter as RewardSource) ? (state.filter as RewardSource) : undefined);
  const status = STATUSES.includes(state.read as RewardStatus) ? (state.read as RewardStatus) : undefined;
  const page = state.page ?? 1;
  const rewards = useQuery(
    centreQuery(platform, 'rewardCentre', {
      page,
      size: 10,
      ...(chosenSource ? { source: chosenSource } : {}),
      ...(status ? { status } : {}),
    }),
  );
  return (
    <RewardList
      items={rewards.data?.list ?? null}
      source={chosenSource ?? 'all'}
      onSourceChange={(next) => setState({ filter: next === 'all' ? undefined : next })}
      status={status ?? 'all'}
      onStatusChange={(next) => setState({ read: next === 'all' ? undefined : next })}
      page={page}
      pageCount={pageCount(rewards.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
      currency={currency}
      fixedSource={source !== undefined}
      onClaim={async (item) => {
        try {
          await platform.api.member.claimReward({ id: item.id }, { quiet: true });
          platform.ui.toasts.show({ tone: 'positive', title: t('member.rewards.claimed', { title: item.title }) });
        } catch (error) {
          platform.ui.toasts.show({ tone: 'critical', title: refusalText(t, error) });
        } finally {
          moved();
        }
      }}
    />
  );
}

/**
 * rewardCenter (also signInTask, newbieTask, rescueTask, promoList): today's sign-in and the 7-day streak, the newbie
 * tasks, red envelopes to open, and the rewards by source and status.
 */
export function RewardCenterPage(props: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const moved = useRewardsMoved();
  const signIn = useQuery(centreQuery(platform, 'signInState', {}));
  const newbie = useQuery(centreQuery(platform, 'newbieTasks', {}));
  const envelopes = useQuery(centreQuery(platform, 'redEnvelopes', {}));
  useReportLoaded(!signIn.isPending, props.onLoaded);
  return (
    <>
      <SignInCard
        state={signIn.data ?? null}
        currency={props.currency}
        onSignIn={async () => {
          try {
            await platform.api.member.signIn({}, { quiet: true });
            platform.ui.toasts.show({ tone: 'positive', title: t('member.signIn.doneToast') });
          } catch (error) {
            platform.ui.toasts.show({ tone: 'critical', title: refusalText(t, error) });
          } finally {
            moved();
          }
        }}
      />
      <RedEnvelopes
        envelopes={envelopes.data ?? null}
        currency={props.currency}
        onOpen={async (envelope) => {
          try {
            const opened = await platform.api.member.openRedEnvelope({ id: envelope.id }, { quiet: true });
            return opened.amount;
          } catch (error) {
            platform.ui.toasts.show({ tone: 'critical', title: refusalText(t, error) });
            return null;
          } finally {
            moved();
          }
        }}
      />
      <NewbieTasks tasks={newbie.data ?? null} currency={props.currency} />
      <Rewards {...props} />
    </>
  );
}

/** Mission activity (the menu's count badge): the rewards missions granted, claimable here. */
export function MissionActivityPage(props: CentrePageProps) {
  const platform = usePlatform();
  const first = useQuery(centreQuery(platform, 'rewardCentre', { page: 1, size: 10, source: 'MISSION' }));
  useReportLoaded(!first.isPending, props.onLoaded);
  return <Rewards {...props} source="MISSION" />;
}

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

/** manualRebate: the rebate since the last claim by product, claimed into the main wallet. */
export function RebatePage({ onLoaded, currency }: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const moved = useRewardsMoved();
  const rebate = useQuery(centreQuery(platform, 'manualRebate', {}));
  useReportLoaded(!rebate.isPending, onLoaded);
  return (
    <RebateClaim
      rebate={rebate.data ?? null}
      productName={(type) => productName(t, type)}
      currency={currency}
      onClaim={async () => {
        try {
          const paid = await platform.api.member.claimRebate({}, { quiet: true });
          return paid.amount;
        } catch (error) {
          platform.ui.toasts.show({ tone: 'critical', title: refusalText(t, error) });
          return null;
        } finally {
          moved();
        }
      }}
    />
  );
}
