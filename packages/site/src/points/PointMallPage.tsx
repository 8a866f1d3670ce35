import { checkAccess } from '@platform/session';
import {
  ListSkeleton,
  PointsMall,
  PointsUserCard,
  type RedeemKind,
  type RedeemValues,
  type RewardData,
  useLanguage,
  useT,
} from '@platform/ui-kit';
import { phoneRuleFrom } from '@platform/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import { merchantCurrencyOf } from '../app/merchant.currency';
import { usePlatform } from '../app/platform.context';
import { PLAYER_KEYS } from '../app/player.scope';
import * as styles from './points.css';
import { refusalOf, rewardOf, tabOf } from './points.map';
import { pointsKeys, pointsQueries } from './points.queries';

const loadRedeem = () => import('./redeem.lazy');
const RedeemDialog = lazy(() => loadRedeem().then((module) => ({ default: module.RedeemDialog })));

/**
 * /pointMall (points §2): the user card (balance, refresh, more), the tabs (All and the server's types, the chosen
 * one in the address) and the rewards; a reward's buttons open the redeem dialog on its tab. Visitors browse and are
 * asked to log in when they redeem; trial accounts are told they need a real one.
 */
export function PointMallPage() {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: '/pointMall' });
  const { type } = useSearch({ from: '/pointMall' });
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const status = useQuery(bootstrapQueries.status(platform));
  const types = useQuery(pointsQueries.types(platform));
  const rewards = useQuery(pointsQueries.rewards(platform));
  const balance = useQuery({ ...pointsQueries.balance(platform), enabled: session.loggedIn });
  const [redeeming, setRedeeming] = useState<{ reward: RewardData; kind: RedeemKind } | null>(null);
  const ready = Boolean(rewards.data) && session.loggedIn;

  // Once the rewards are on screen, a player's redeem dialog loads in the background so it opens at once.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void loadRedeem(), 1000);
    return () => clearTimeout(timer);
  }, [ready]);

  const refresh = useMutation({
    mutationFn: () => platform.api.points.refreshBalance({}),
    onSuccess: ({ points, updatedAt, accrued }) => {
      queryClient.setQueryData(pointsKeys.balance(), { points, updatedAt });
      platform.ui.toasts.show({
        tone: 'positive',
        title: accrued > 0 ? t('points.refreshed', { accrued }) : t('points.upToDate'),
      });
    },
  });

  const currency = merchantCurrencyOf(status.data);
  const tabs = (types.data ?? []).map((item) => tabOf(item, t, language));
  const selected = type !== undefined && tabs.some((tab) => tab.typeId === type) ? type : 'all';

  const openRedeem = (reward: RewardData, kind: RedeemKind) => {
    const verdict = checkAccess('memberCentre', session);
    if (verdict.allowed) return setRedeeming({ reward, kind });
    platform.ui.toasts.show({ tone: 'warning', title: t(verdict.messageKey) });
    if (verdict.reason === 'login') platform.ui.openDialog({ kind: 'login' });
  };

  const redeem = async (values: RedeemValues) => {
    try {
      await platform.api.points.redeem(values, { quiet: true });
    } catch (error) {
      return refusalOf(error, t);
    }
    setRedeeming(null);
    platform.ui.toasts.show({ tone: 'positive', title: t('br_vwxdjflb_sfyljuh') });
    // Points, money and stock all moved: the card, the info bar's balance and the rewards' inventory.
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.balance });
    void queryClient.invalidateQueries({ queryKey: pointsKeys.rewards() });
    return { ok: true as const };
  };

  return (
    <section className={styles.page} aria-labelledby="point-mall-title">
      <h1 id="point-mall-title" className={styles.heading}>
        {t('points.mall.title')}
      </h1>
      <PointsUserCard
        points={session.loggedIn ? (balance.data?.points ?? null) : undefined}
        refreshing={refresh.isPending}
        onRefresh={() => refresh.mutate()}
        onLogin={() => platform.ui.openDialog({ kind: 'login' })}
        moreLink={
          <Link to="/pointDetail" className={styles.linkButton}>
            {t('points.more')}
          </Link>
        }
      />
      <div className={rewards.data && types.data ? undefined : styles.loading} aria-busy={!rewards.data || undefined}>
        {rewards.data && types.data ? (
          <PointsMall
            tabs={tabs}
            rewards={rewards.data.list.map(rewardOf)}
            selected={selected}
            onSelect={(tab) => void navigate({ search: tab === 'all' ? {} : { type: tab }, replace: true })}
            currency={currency}
            onRedeem={openRedeem}
          />
        ) : (
          // The tabs and a first type's three reward cards (about 400 px tall at 1280 px).
          <ListSkeleton layout="grid" itemHeight={400} minItemWidth={200} count={3} withHeader />
        )}
      </div>
      {redeeming ? (
        <Suspense fallback={null}>
          <RedeemDialog
            reward={redeeming.reward}
            kind={redeeming.kind}
            onClose={() => setRedeeming(null)}
            passwordKind={flags.values.PAYMENTPASS3 ? 'payment' : 'login'}
            phoneRule={phoneRuleFrom(status.data?.register.fields.mobileNum)}
            currency={currency}
            onSubmit={redeem}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
