import type { Contract, OutputOf } from '@platform/api-client/contract';
import { chatAvailable, filterCustomerService, visibilityContext } from '@platform/session';
import { type CustomerServiceChannel, CustomerServiceDialog, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../app/bootstrap.queries';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';
import { PLAYER_KEYS } from '../app/player.scope';
import { chatQueries } from './chat.queries';
import { chatOf } from './chat.store';
import { openChannel } from './cs.open';
import { reserveCustomerServiceWindow } from './cs.window';

type CsEntry = OutputOf<Contract['chat']['csEntries']>[number];

/**
 * Each position's channels for the player's club label (points-centres-lottery §5): those that list the label, else
 * those without labels. The server answers already filtered; the same rule here keeps a provider that does not
 * filter from showing another club's channels.
 */
export function channelsFor(entries: readonly CsEntry[], labelId: number | null | undefined): CsEntry[] {
  const positions = [...new Set(entries.map((entry) => entry.csPosition))];
  return positions.flatMap((position) =>
    filterCustomerService(
      entries.filter((entry) => entry.csPosition === position),
      labelId,
    ),
  );
}

/**
 * The `liveChat` intent: customer service. The chat room first when this player has it (it opens the chat window
 * on the page), then the merchant's channels (AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP), each in its own
 * 440 x 750 popup, opened within the click so the browser lets it through.
 */
export function CustomerServiceIntent({ onClose }: GlobalDialogProps<'liveChat'>) {
  const platform = usePlatform();
  const t = useT();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const loggedIn = session.loggedIn;
  const entries = useQuery(chatQueries.customerService(platform, loggedIn));
  const info = useQuery({
    queryKey: PLAYER_KEYS.info,
    queryFn: ({ signal }) => platform.api.member.info(undefined, { signal }),
    staleTime: 5 * 60_000,
    enabled: loggedIn,
  });
  const settings = useQuery(bootstrapQueries.settings(platform));
  const context = visibilityContext(session, flags);
  const status = useQuery({ ...chatQueries.status(platform), enabled: chatAvailable(context) });
  const checks = settings.data?.chat.permissionCheck ?? false;
  const hasChatRoom =
    status.data !== undefined && chatAvailable(context, checks ? status.data.hasPermission : undefined);

  const labelId = info.data?.clubLabel?.labelId ?? null;
  const shown = entries.data ? channelsFor(entries.data, loggedIn ? labelId : null) : undefined;
  // Waiting for the label only while it is on its way.
  const ready = !loggedIn || !info.isPending;
  const unavailable = () => platform.ui.toasts.show({ tone: 'warning', title: t('shell.customerService.unavailable') });

  const pick = (channel: CustomerServiceChannel) => {
    const entry = shown?.find((candidate) => candidate.id === channel.id);
    if (!entry) return;
    const popup = reserveCustomerServiceWindow(`cs${entry.id}`);
    if (!popup) {
      unavailable();
      return;
    }
    openChannel(platform, entry, popup).catch(unavailable);
  };

  return (
    <CustomerServiceDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      channels={ready ? shown?.map(({ id, title, csType }) => ({ id, title, csType })) : undefined}
      failed={entries.isError}
      onRetry={() => void entries.refetch()}
      onPick={pick}
      {...(hasChatRoom
        ? {
            onOpenChatRoom: () => {
              chatOf(platform).windowOpen = true;
              onClose();
            },
          }
        : {})}
    />
  );
}
