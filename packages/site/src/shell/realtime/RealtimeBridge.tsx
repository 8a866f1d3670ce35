import { formatMoney } from '@platform/i18n';
import { visibilityContext, visibleMemberCentrePages } from '@platform/session';
import { useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { merchantCurrencyOf } from '../../app/merchant.currency';
import { usePlatform } from '../../app/platform.context';
import { handleRealtimeMessage, type RealtimeHandlerDeps } from './realtime.handle';
import { connectRealtime, realtimeUrl } from './realtime.socket';

export interface RealtimeBridgeProps {
  /** The token of the session the socket belongs to; a new token opens a new socket. */
  token: string;
  /** @default globalThis.WebSocket */
  WebSocket?: unknown;
}

/**
 * The realtime messages of a logged-in player (player-site §4), from the socket to the info bar and the toasts.
 * Mounted by the shell only while a player is logged in (a lazy chunk: visitors never load it).
 */
export function RealtimeBridge({ token, WebSocket }: RealtimeBridgeProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const status = useQuery(bootstrapQueries.status(platform));
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);

  // The socket lives as long as the token; the words and currency change under it, so they are read through a ref.
  const deps = useRef<RealtimeHandlerDeps | null>(null);
  deps.current = {
    queryClient: platform.queryClient,
    toasts: platform.ui.toasts,
    words: {
      t,
      account: session.session.account || session.session.username || undefined,
      money: (amount) => formatMoney(amount, { ...merchantCurrencyOf(status.data), language }),
    },
    openRewardCentre: visibleMemberCentrePages(visibilityContext(session, flags)).includes('rewardCenter')
      ? () => platform.ui.openDialog({ kind: 'memberCentre', page: 'rewardCenter' })
      : undefined,
  };

  useEffect(() => {
    const origin = () => platform.api.getOrigin() ?? window.location.origin;
    return connectRealtime({
      url: () => realtimeUrl(origin(), token),
      WebSocket,
      onFrame: (frame) => {
        if (frame.kind !== 'message' || !deps.current) return;
        handleRealtimeMessage(frame.message, deps.current);
        // Then what each feature does with it (its manifest's `realtime` handlers).
        platform.features.onRealtime(frame.message, platform);
      },
      // The socket only says the session is over; a member call learns why, and the api-client reports it the one
      // way every session end is reported (message, clear, home).
      onSessionEnded: () => {
        // A logout from this tab closes the socket the same way; only an end nobody here asked for is checked.
        if (platform.ui.loggingOut || platform.session.session.token !== token) return;
        void platform.api.wallet.balance().catch(() => undefined);
      },
    });
  }, [platform, token, WebSocket]);

  return null;
}
