import { useEffect } from 'react';
import type { GlobalDialogProps } from '../../app/feature';
import { usePlatform } from '../../app/platform.context';
import { agentOf } from '../agent.store';

/** The `contracts` intent: hands the contract screens (requests and termination) to the agent feature's host. */
export default function ContractsIntent({ onClose }: GlobalDialogProps<'contracts'>) {
  const platform = usePlatform();
  useEffect(() => {
    onClose();
    if (platform.session.loggedIn) agentOf(platform).openContracts('manage');
    else platform.ui.openDialog({ kind: 'login' });
  }, [platform, onClose]);
  return null;
}
