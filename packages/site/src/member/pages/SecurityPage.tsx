import { SecurityCentre, useT } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { PLAYER_KEYS } from '../../app/player.scope';
import { memberKeys, memberQueries } from '../member.queries';

/**
 * securityCenter, "my account": the profile icon (a failure to read or save it is ignored, points §8), the nickname
 * (setMbInfo), the club and rank progress, the login password (the accounts feature's dialog, by intent) and the
 * payment password, both posts encrypted by the api-client.
 */
export function SecurityPage({ onLoaded }: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const queryClient = useQueryClient();
  const info = useQuery(memberQueries.info(platform));
  const avatar = useQuery(memberQueries.avatar(platform));
  const rank = useQuery(memberQueries.rank(platform));
  const status = useQuery(bootstrapQueries.status(platform));
  const settled = !info.isPending;
  useReportLoaded(settled, onLoaded);

  const member = info.data;
  const icon = avatar.data?.avatarType === 'STATIC' ? Number(avatar.data.avatar) : null;
  const base = platform.options.apiBaseUrl ?? '';
  return (
    <SecurityCentre
      account={member?.account ?? ''}
      nickname={member?.nickname ?? ''}
      avatar={Number.isInteger(icon) ? icon : null}
      avatarSrc={(n) => `${base}/res/profile/${n}.png`}
      onAvatarChange={(n) => {
        platform.api.member
          .setAvatar({ avatarType: 'STATIC', avatar: String(n) }, { quiet: true })
          .then((next) => queryClient.setQueryData(memberKeys.page('avatar'), next))
          // Points §8: an avatar failure is ignored (the choice stays on screen; the next visit shows the saved one).
          .catch(() => undefined);
      }}
      onNicknameSave={(nickname) =>
        outcomeOf(t, async () => {
          const next = await platform.api.member.setInfo({ nickname }, { quiet: true });
          queryClient.setQueryData(PLAYER_KEYS.info, next);
          platform.session.set({ nickname: next.nickname });
        })
      }
      clubLabel={member?.clubLabel?.labelName ?? rank.data?.labelName ?? null}
      rank={
        rank.data
          ? {
              labelName: rank.data.labelName,
              nextLabelName: rank.data.nextLabelName,
              completed: rank.data.completedConditions,
              total: rank.data.totalExpectedConditions,
            }
          : null
      }
      onChangePassword={() => platform.ui.openDialog({ kind: 'changePassword' })}
      hasPaymentPassword={member?.hasPaymentPassword ?? false}
      paymentPasswordRule={status.data?.register.fields.paymentPassword ?? null}
      onPaymentPasswordSave={(values) =>
        outcomeOf(t, async () => {
          await platform.api.accounts.setPaymentPassword(values, { quiet: true });
          await queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.info });
        })
      }
    />
  );
}
