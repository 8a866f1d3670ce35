import { useMoneyMoved as useMoneyMovedIn } from '../../app/centre/centre.records';
import { agentKeys } from '../agent.queries';

/** After money moved: the agent's pages, the info bar's balance and the funds overview read again. */
export const useMoneyMoved = () => useMoneyMovedIn(agentKeys.all);
