import { useT } from '../../i18n/I18nProvider';
import { ConfirmDialog } from '../../primitives/dialog/ConfirmDialog';

export interface DepositPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the deposit page (depositv2). */
  onDeposit: () => unknown;
}

/** The balance-not-enough prompt of a launch (points §8 launch_game_balance_not_enough): cancel or deposit. */
export function DepositPrompt({ open, onOpenChange, onDeposit }: DepositPromptProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('payments.depositPrompt.title')}
      message={t('payments.depositPrompt.message')}
      confirmLabel={t('payments.depositPrompt.deposit')}
      onConfirm={onDeposit}
    />
  );
}
