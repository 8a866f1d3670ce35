import { Dialog, useT } from '@platform/ui-kit';
import { useCentreDialogState } from '../app/centre/centre.dialog';
import { AgentCentre } from './AgentCentre';

export interface AgentCentreDialogProps {
  page: string;
  onClose: () => void;
}

/** The agent centre as a popup (points §2): pages and their filters in memory, a close button. */
export default function AgentCentreDialog({ page: asked, onClose }: AgentCentreDialogProps) {
  const t = useT();
  const centre = useCentreDialogState(asked);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('agent.title')} size="xl">
      <AgentCentre requested={centre.page} onPage={centre.goTo} state={centre.state} setState={centre.setState} />
    </Dialog>
  );
}
