import { MESSAGE_CATEGORIES, type MessageCategory, MessageCentre, type ReadFilter } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CentrePageProps, pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { PLAYER_KEYS } from '../../app/player.scope';
import { centreQuery, memberKeys } from '../member.queries';

/**
 * messageV2 and platform messages: by category and read state, 10 a page; reading and deleting move the info bar's
 * unread count and the menu badge (both read again).
 */
export function MessagesPage({ state, setState, onLoaded }: CentrePageProps) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const category = MESSAGE_CATEGORIES.includes(state.filter as MessageCategory)
    ? (state.filter as MessageCategory)
    : undefined;
  const read = state.read === 'READ' || state.read === 'UNREAD' ? state.read : undefined;
  const page = state.page ?? 1;
  const messages = useQuery(
    centreQuery(platform, 'messages', {
      page,
      size: 10,
      ...(category ? { category } : {}),
      ...(read ? { read } : {}),
    }),
  );
  useReportLoaded(!messages.isPending, onLoaded);
  const moved = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.page('messages') }),
      queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.unread }),
      queryClient.invalidateQueries({ queryKey: PLAYER_KEYS.publicState }),
    ]);
  };
  return (
    <MessageCentre
      messages={messages.data?.list ?? null}
      unreadCount={messages.data?.unreadCount ?? 0}
      category={category ?? 'all'}
      onCategoryChange={(next) => setState({ filter: next === 'all' ? undefined : next })}
      read={(read ?? 'all') as ReadFilter}
      onReadChange={(next) => setState({ read: next === 'all' ? undefined : next })}
      page={page}
      pageCount={pageCount(messages.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
      onMarkRead={async (ids, all) => {
        await platform.api.member.readMessages({ ids: [...ids], all: all ?? false });
        await moved();
      }}
      onDelete={async (ids) => {
        await platform.api.member.deleteMessages({ ids: [...ids] });
        await moved();
      }}
    />
  );
}
