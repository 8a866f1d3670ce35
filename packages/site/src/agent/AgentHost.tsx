import { contractSections } from '@platform/contract-rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../app/platform.context';
import { useNoOtherDialog } from '../app/useNoOtherDialog';
import { contractsQuery } from './agent.queries';
import { agentOf, markOffered, wasOffered } from './agent.store';

const AgentCentreDialog = lazy(() => import('./AgentCentreDialog'));
const ContractsDialog = lazy(() => import('./contracts/ContractsDialog'));

/**
 * The agent feature's player overlay: the centre's dialog and the contract screens while open (their code loads when
 * they first open), and the consolidated contract load after login (isAgent 0, 1, 2; points §6): pending requests
 * open the contract-request modal once a browser session, when no other dialog is in front.
 */
export default function AgentHost() {
  const platform = usePlatform();
  const store = agentOf(platform);
  const { page, contracts } = useSnapshot(store);
  const { role } = useSnapshot(platform.session);
  const offer = role.unreadAndConsolidatedLoads && !wasOffered();
  const consolidated = useQuery({ ...contractsQuery(platform), enabled: offer });
  const free = useNoOtherDialog(offer && consolidated.isSuccess);
  useEffect(() => {
    if (!offer || !free || !consolidated.data) return;
    markOffered();
    if (contractSections(consolidated.data).pending.length > 0) store.openContracts('requests');
  }, [offer, free, consolidated.data, store]);
  return (
    <Suspense fallback={null}>
      {page !== null ? <AgentCentreDialog page={page} onClose={() => store.close()} /> : null}
      {contracts !== null ? <ContractsDialog mode={contracts} onClose={() => store.closeContracts()} /> : null}
    </Suspense>
  );
}
