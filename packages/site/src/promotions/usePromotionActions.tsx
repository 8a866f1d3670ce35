import { checkAccess } from '@platform/session';
import { type PromotionData, useT } from '@platform/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { sendClaim } from './promotions.claim';

// The claim dialog (form, image picker) is a chunk of its own, loaded at the first claim.
const ClaimDialog = lazy(() => import('./claim.lazy').then((module) => ({ default: module.ClaimDialog })));

/**
 * What both promotion pages do with a promotion: log in (a visitor), refuse a trial account (in_need_true_account),
 * or open the claim dialog; `dialog` is the open claim dialog to render.
 */
export function usePromotionActions() {
  const platform = usePlatform();
  const t = useT();
  const queryClient = useQueryClient();
  const session = useSnapshot(platform.session);
  const [claiming, setClaiming] = useState<PromotionData | null>(null);

  const login = () => platform.ui.openDialog({ kind: 'login' });
  const claim = (promotion: PromotionData) => {
    const verdict = checkAccess('memberCentre', session);
    if (verdict.allowed) return setClaiming(promotion);
    platform.ui.toasts.show({ tone: 'warning', title: t(verdict.messageKey) });
    if (verdict.reason === 'login') login();
  };
  const dialog = claiming ? (
    <Suspense fallback={null}>
      <ClaimDialog
        promotion={claiming}
        onClose={() => setClaiming(null)}
        onSubmit={async (values) => {
          const outcome = await sendClaim(platform, queryClient, t, claiming, values);
          if (outcome.ok) setClaiming(null);
          return outcome;
        }}
      />
    </Suspense>
  ) : null;
  /**
   * A trial account is never claimable on the server; it still sees the claim button, and pressing it says why it
   * cannot claim (in_need_true_account) instead of leaving the promotion without a word.
   */
  const present = (promotion: PromotionData): PromotionData =>
    session.loggedIn && !session.role.realAccount && promotion.claimStatus === null
      ? { ...promotion, claimable: true }
      : promotion;
  return { loggedIn: session.loggedIn, login, claim, present, dialog };
}
