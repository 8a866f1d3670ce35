import { useT } from '@platform/ui-kit';
import { CentreDialog } from '../app/centre/centre.dialog';
import { MemberCentre } from './MemberCentre';

export interface MemberCentreDialogProps {
  page: string;
  onClose: () => void;
}

/** The member centre as a popup: pages and their filters in memory; it closes when the agent centre takes over. */
export default function MemberCentreDialog({ page, onClose }: MemberCentreDialogProps) {
  const t = useT();
  return (
    <CentreDialog title={t('member.title')} page={page} onClose={onClose}>
      {(centre) => (
        <MemberCentre
          requested={centre.page}
          onPage={(next) => centre.goTo(next)}
          state={centre.state}
          setState={centre.setState}
          onLeave={onClose}
        />
      )}
    </CentreDialog>
  );
}
