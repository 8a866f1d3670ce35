import { DepositPrompt } from '@platform/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import type { GlobalDialogProps } from '../app/feature';

/** launch_game_balance_not_enough (points-centres-lottery §8): cancel, or deposit on the member centre's depositv2. */
export default function DepositPromptDialog({ onClose }: GlobalDialogProps<'depositPrompt'>) {
  const navigate = useNavigate();
  return (
    <DepositPrompt
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onDeposit={() => {
        onClose();
        void navigate({ to: '/member', search: { page: 'depositv2' } });
      }}
    />
  );
}
