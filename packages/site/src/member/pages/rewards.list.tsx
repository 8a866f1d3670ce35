import { REWARD_SOURCES, RewardList, type RewardSource, type RewardStatus, useT } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CentrePageProps, pageCount } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { PLAYER_KEYS } from '../../app/player.scope';
import { refusalText } from '../../app/refusal';
import { centreQuery, memberKeys } from '../member.queries';

export const STATUSES: readonly RewardStatus[] = ['AVAILABLE', 'CLAIMED', 'EXPIRED'];

/** After a claim: the centre, the reward badge (public state) and the balance read again. */
export function useRewardsMoved() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.balance });
    void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.publicState });
  };
}

/** The reward list of a source (or all): claim into the main wallet, refusals said in a toast. */
export function Rewards({ state, setState, currency, source }: CentrePageProps & { source?: RewardSource }) {
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
