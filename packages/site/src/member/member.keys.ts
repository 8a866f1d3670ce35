import { PLAYER_SCOPE } from '../app/player.scope';

/** Query keys of the member centre: all under PLAYER_SCOPE (dropped at logout), apart so the manifest stays small. */
export const memberKeys = {
  all: [...PLAYER_SCOPE, 'member'] as const,
  page: (name: string, input?: object) => [...PLAYER_SCOPE, 'member', name, ...(input ? [input] : [])] as const,
};
