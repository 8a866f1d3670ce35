import { lazy } from 'react';
import { defineFeature } from '../app/feature';
import { agentRoutes } from './agent.routes';
import { agentOf } from './agent.store';

declare module '../app/feature' {
  interface DialogIntents {
    /** Opens the agent centre on a page (default agentTeamOverview). */
    agentCentre: { page?: string };
    /** Opens the contract screens: pending requests and the contracts in force under termination. */
    contracts: Record<never, never>;
  }
}

/**
 * The agent centre and the contract screens (points-centres-lottery §2, §4, §5): /agent and its popup, the header's
 * Agent entry for agents, and the contract requests offered after login.
 */
export const agentFeature = defineFeature({
  name: 'agent',
  routes: agentRoutes,
  dialogs: {
    agentCentre: lazy(() => import('./AgentCentreIntent')),
    contracts: lazy(() => import('./contracts/ContractsIntent')),
  },
  headerItems: [{ id: 'entry', audience: 'player', component: lazy(() => import('./AgentEntry')) }],
  // The centre's and the contracts' own hosts (after login the contract requests open by themselves).
  overlays: [{ id: 'host', audience: 'player', component: lazy(() => import('./AgentHost')) }],
  onSessionEnd: (platform) => agentOf(platform).reset(),
});
