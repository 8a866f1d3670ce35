import { NewbieTasks, RedEnvelopes, SignInCard, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { refusalText } from '../../app/refusal';
import { centreQuery } from '../member.queries';
import { Rewards, useRewardsMoved } from './rewards.list';

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
