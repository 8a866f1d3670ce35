import { type ConvertOutcome, type ConvertValues, PointRules, useT } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '../../app/platform.context';
import { PLAYER_KEYS } from '../../app/player.scope';
import { refusalOf } from '../points.map';
import { pointsKeys, pointsQueries } from '../points.queries';
import type { DetailTabProps } from './detail.props';

/** Rules and conversion: the point config's rates, and points converted into money with the payment password. */
export function RulesTab({ currency }: DetailTabProps) {
  const platform = usePlatform();
  const t = useT();
  const queryClient = useQueryClient();
  const config = useQuery(pointsQueries.config(platform));
  const balance = useQuery(pointsQueries.balance(platform));

  const convert = async (values: ConvertValues): Promise<ConvertOutcome> => {
    try {
      const done = await platform.api.points.convert(values, { quiet: true });
      platform.ui.toasts.show({ tone: 'positive', title: t('br_vwxdjflb_sfyljuh') });
      queryClient.setQueryData(pointsKeys.balance(), { points: done.points, updatedAt: platform.clock.now() });
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
      void queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.balance });
      return { ok: true };
    } catch (error) {
      const refusal = refusalOf(error, t);
      // The conversion form has an amount and a password: a refusal on the password goes under it, others above.
      return refusal.field === 'password'
        ? { ok: false, message: refusal.message, field: 'password' }
        : { ok: false, message: refusal.message };
    }
  };

  return (
    <PointRules
      rates={config.data ?? null}
      available={balance.data?.points ?? null}
      currency={currency}
      onConvert={convert}
    />
  );
}
