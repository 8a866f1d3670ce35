import type { RealtimeMessage } from '@platform/api-client/contract';
import type { ToastStore } from '@platform/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { PLAYER_KEYS } from '../../app/player.scope';
import { SHELL_TIMES } from '../shell.constants';
import { REALTIME_RULES, type RealtimeRule, type RealtimeWords, refreshedBy } from './realtime.table';

export interface RealtimeHandlerDeps {
  queryClient: QueryClient;
  toasts: ToastStore;
  words: RealtimeWords;
  /** Opens the reward centre (the member centre's rewardCenter page); absent when the player cannot see it (REWCEN3). */
  openRewardCentre?: (() => void) | undefined;
  /** @default globalThis.setTimeout */
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

/** A stable id per event, so a message delivered twice (a reconnect) replaces its toast instead of stacking. */
function eventId(message: RealtimeMessage): string {
  const record = message as unknown as Record<string, unknown>;
  const id =
    record.bonusId ?? record.claimId ?? record.messageId ?? record.requestId ?? record.payDetailId ?? record.transferId;
  return `realtime-${message.type}-${id ?? message.createdAt}`;
}

/**
 * Marks the data a message changed as stale at once, then reads it again. A read already on its way left before the
 * event and may answer with what was true before it, so it is cancelled first: otherwise TanStack Query hands a first
 * load's answer to the refetch (`cancelRefetch` only cancels a fetch that has data to fall back on) and that answer
 * clears the stale mark, keeping the old data for its whole `staleTime`. (A bonus granted while the reward tray was
 * still loading was never shown.)
 */
function refetchAfterEvent(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  void queryClient
    .cancelQueries({ queryKey, fetchStatus: 'fetching' })
    .then(() => queryClient.invalidateQueries({ queryKey }));
}

/**
 * Applies one realtime message by its row of `REALTIME_RULES`: the new unread count written at once, the affected
 * player data refetched (whatever shows the money or points it moved, and its lists), and a persistent toast, with
 * "view" opening the reward centre after 1 s where the row says so and the player can see the reward centre
 * (player-site §4).
 */
export function handleRealtimeMessage(message: RealtimeMessage, deps: RealtimeHandlerDeps): void {
  const rule = REALTIME_RULES[message.type] as RealtimeRule<typeof message.type>;
  const { queryClient, toasts, words } = deps;
  const schedule = deps.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));

  const unread = rule.unreadCount?.(message as never);
  if (unread !== undefined) {
    queryClient.setQueryData(
      PLAYER_KEYS.unread,
      (old: { count: number; latestMessageId: number | null } | undefined) => ({
        latestMessageId: old?.latestMessageId ?? null,
        count: unread,
      }),
    );
  }
  for (const name of refreshedBy(rule)) refetchAfterEvent(queryClient, PLAYER_KEYS[name]);

  const toast = rule.toast(message as never, words);
  const go = words.t('realtime.go');
  toasts.show({
    id: eventId(message),
    ...toast,
    persistent: true,
    ...(rule.goToRewardCentre && deps.openRewardCentre
      ? {
          action: {
            label: go,
            altText: `${go}: ${words.t('centre.page.rewardCenter')}`,
            onAction: () => {
              const open = deps.openRewardCentre;
              if (open) schedule(open, SHELL_TIMES.rewardCentreGoDelayMs);
            },
          },
        }
      : {}),
  });
}
