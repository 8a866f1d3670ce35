import { availablePromotionsBadgeCount, visibilityContext } from '@platform/session';
import { PromotionsBadge } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { publicStateQuery } from '../app/public-state.query';

/**
 * The available-promotions badge in the frame (player-site §2, issue 28): beside the reward tray on the account row,
 * so it shows from every page, desktop and phone. The count is the public state's availablePromoCount (asked every
 * five minutes, refreshed by PROMOTION_CLAIM and MANUAL_PROMO); only isAgent 0, 1 and 2 see it, and only where the
 * reward centre it opens is shown (REWCEN3). The public state is not even asked for the other roles.
 */
export default function PromotionsBadgeItem() {
  const platform = usePlatform();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const publicState = useQuery({ ...publicStateQuery(platform), enabled: session.role.promotions });
  const count = availablePromotionsBadgeCount(visibilityContext(session, flags), publicState.data?.availablePromoCount);
  return (
    <PromotionsBadge
      count={count}
      onOpen={() => platform.ui.openDialog({ kind: 'memberCentre', page: 'rewardCenter' })}
    />
  );
}
