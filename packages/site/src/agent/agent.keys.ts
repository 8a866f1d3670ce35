import { PLAYER_KEYS } from '../app/player.scope';

/**
 * Query keys of the agent centre: under the player's `agentTransfers` data (PLAYER_SCOPE, dropped at logout), so the
 * realtime AGENT_TRANSFER_* messages refresh every agent page (balances, ledgers, transfers) without more wiring.
 */
export const agentKeys = {
  all: PLAYER_KEYS.agentTransfers,
  page: (name: string, input?: object) => [...PLAYER_KEYS.agentTransfers, name, ...(input ? [input] : [])] as const,
  /** The consolidated contract GET (the contract screens and the salary pages' visibility). */
  contracts: [...PLAYER_KEYS.agentTransfers, 'contracts'] as const,
};
