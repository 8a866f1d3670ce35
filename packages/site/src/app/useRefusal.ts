import type { AccessVerdict } from '@platform/session';
import { useT } from '@platform/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePlatform } from './platform.context';

/** Where a refused visitor can log in (the accounts feature's page, player-site §2). */
export const LOGIN_PATH = '/login';

export type Refusal = Exclude<AccessVerdict, { allowed: true }>;

/**
 * Tells the player why an action was refused (player-site §6): a visitor reads in_sorry_in with a way to log in, a
 * trial account in_need_true_account.
 */
export function useRefusal(): (verdict: Refusal) => void {
  const { ui } = usePlatform();
  const router = useRouter();
  const t = useT();
  return useCallback(
    (verdict: Refusal) => {
      if (verdict.reason === 'login') {
        ui.toasts.show({
          id: 'refusal',
          tone: 'warning',
          title: t(verdict.messageKey),
          action: {
            label: t('common.login'),
            altText: t('common.login'),
            // The history pushes an address; the accounts feature owns the route behind it.
            onAction: () => router.history.push(verdict.redirect ?? LOGIN_PATH),
          },
        });
        return;
      }
      ui.toasts.show({ id: 'refusal', tone: 'warning', title: t(verdict.messageKey) });
    },
    [ui, router, t],
  );
}
