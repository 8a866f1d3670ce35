import type { AgentCentrePage } from '@platform/session';
import type { CentrePageProps } from '../../app/centre/centre.page';
import type { CentreSearch } from '../../app/centre/centre.search';

/** What the agent centre hands each page: the centres' page props, plus the agent's abilities and main balance. */
export interface AgentPageProps extends Omit<CentrePageProps, 'openPage'> {
  /** Opens another page of the centre, with its state (a transfer to an account of the team). */
  openPage: (page: AgentCentrePage, state?: CentreSearch) => void;
  /** Flag-given abilities (AGENTRANSMULTDOWN3: a transfer to several accounts at once). */
  abilities: { transferToMultipleDownlines: boolean };
  /** The main wallet's balance, or null until known. */
  mainBalance: number | null;
}
