import { DepositPrompt } from '@platform/ui-kit';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';

/** launch_game_balance_not_enough (points-centres-lottery §8): cancel, or deposit on the member centre's depositv2. */
export default function DepositPromptDialog({ onClose }: GlobalDialogProps<'depositPrompt'>) {
  const platform = usePlatform();
  return (
    <DepositPrompt
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onDeposit={() => {
        onClose();
        platform.ui.openDialog({ kind: 'memberCentre', page: 'depositv2' });
      }}
    />
  );
}
