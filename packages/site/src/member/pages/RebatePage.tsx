import { RebateClaim, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { productName } from '../../app/centre/centre.names';
import { type CentrePageProps, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { refusalText } from '../../app/refusal';
import { centreQuery } from '../member.queries';
import { useRewardsMoved } from './rewards.list';

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
