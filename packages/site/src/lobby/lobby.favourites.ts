import type { GamePage } from '@platform/games';
import { checkAccess } from '@platform/session';
import { type QueryClient, type QueryKey, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlatform } from '../app/platform.context';
import { useRefusal } from '../app/useRefusal';
import { gameKeys } from './lobby.queries';

export interface FavouriteChange {
  gameId: string;
  /** true adds, false removes. */
  favourite: boolean;
}

function isGamePage(data: unknown): data is GamePage {
  return typeof data === 'object' && data !== null && Array.isArray((data as GamePage).games);
}

/** The page with the game's star set or cleared (the same object when the game is not on it). */
export function markFavourite(page: GamePage, { gameId, favourite }: FavouriteChange): GamePage {
  if (!page.games.some((game) => game.gameId === gameId && game.isFavourite !== favourite)) return page;
  return {
    ...page,
    games: page.games.map((game) => (game.gameId === gameId ? { ...game, isFavourite: favourite } : game)),
  };
}

/**
 * Sets the star on every cached page of games at once and returns what to put back if the call fails (optimistic
 * update with rollback).
 */
export function applyFavouriteOptimistically(
  queryClient: QueryClient,
  change: FavouriteChange,
): Array<[QueryKey, GamePage]> {
  const previous: Array<[QueryKey, GamePage]> = [];
  // Public lists (['games']) and the player's own (recent, favourites) alike.
  for (const [key, data] of queryClient.getQueriesData({ predicate: (query) => isGamePage(query.state.data) })) {
    if (!isGamePage(data)) continue;
    const next = markFavourite(data, change);
    if (next === data) continue;
    previous.push([key, data]);
    queryClient.setQueryData(key, next);
  }
  return previous;
}

/**
 * Adds or removes a favourite (player-site §2 "favourites add and remove"): every list shows the new star at once,
 * the old one comes back if the server refuses (its message is shown by the api-client), and the favourites tab
 * loads again afterwards. Visitors are refused with in_sorry_in (player-site §6).
 */
export function useFavouriteToggle() {
  const platform = usePlatform();
  const { queryClient, api } = platform;
  const refuse = useRefusal();
  const mutation = useMutation({
    mutationFn: ({ gameId, favourite }: FavouriteChange) =>
      favourite ? api.games.addFavourite({ gameId }) : api.games.removeFavourite({ gameId }),
    onMutate: async (change) => {
      // A list still loading would overwrite the optimistic star with what the server had before.
      await queryClient.cancelQueries({ predicate: (query) => isGamePage(query.state.data) });
      return { previous: applyFavouriteOptimistically(queryClient, change) };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.favouritesAll() }),
  });
  const { mutateAsync } = mutation;
  return useCallback(
    (change: FavouriteChange): Promise<unknown> => {
      const verdict = checkAccess('favourite', platform.session);
      if (!verdict.allowed) {
        refuse(verdict);
        return Promise.resolve();
      }
      // The tile shows its own busy state from this promise; failures are already reported and rolled back.
      return mutateAsync(change).catch(() => undefined);
    },
    [platform, refuse, mutateAsync],
  );
}
