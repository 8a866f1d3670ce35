import { Dialog, useT } from '@platform/ui-kit';
import { useCentreDialogState } from '../app/centre/centre.dialog';
import { MemberCentre } from './MemberCentre';

export interface MemberCentreDialogProps {
  page: string;
  onClose: () => void;
}

/** The member centre as a popup (points §2 "opened as a popup by page name"): pages and their filters in memory. */
export default function MemberCentreDialog({ page: asked, onClose }: MemberCentreDialogProps) {
  const t = useT();
  const centre = useCentreDialogState(asked);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('member.title')} size="xl">
      <MemberCentre
        requested={centre.page}
        onPage={(next) => centre.goTo(next)}
        state={centre.state}
        setState={centre.setState}
        onLeave={onClose}
      />
    </Dialog>
  );
}
