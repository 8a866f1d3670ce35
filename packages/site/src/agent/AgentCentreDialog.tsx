import { useT } from '@platform/ui-kit';
import { CentreDialog } from '../app/centre/centre.dialog';
import { AgentCentre } from './AgentCentre';

export interface AgentCentreDialogProps {
  page: string;
  onClose: () => void;
}

/** The agent centre as a popup (points §2): pages and their filters in memory, a close button. */
export default function AgentCentreDialog({ page, onClose }: AgentCentreDialogProps) {
  const t = useT();
  return (
    <CentreDialog title={t('agent.title')} page={page} onClose={onClose}>
      {(centre) => (
        <AgentCentre requested={centre.page} onPage={centre.goTo} state={centre.state} setState={centre.setState} />
      )}
    </CentreDialog>
  );
}
