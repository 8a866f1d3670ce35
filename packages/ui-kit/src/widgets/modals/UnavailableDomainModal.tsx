import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { usePendingAction } from '../shared/usePendingAction';

export interface UnavailableDomainModalProps {
  open: boolean;
  /** Pings the domains again and reloads (keeping affiliate or referral codes); a promise keeps the button busy. */
  onRetry: () => unknown;
  /** Opens customer service. */
  onCustomerService: () => void;
}

/**
 * The unavailable-domain modal (player-site §2, points §8 domain_not_available): retry or customer service. It cannot
 * be dismissed: the site behind it does not work from this domain.
 */
export function UnavailableDomainModal({ open, onRetry, onCustomerService }: UnavailableDomainModalProps) {
  const t = useT();
  const retry = usePendingAction(onRetry);
  return (
    <Dialog
      open={open}
      title={t('errors.domain.unavailableTitle')}
      description={t('errors.domain.unavailableMessage')}
      role="alertdialog"
      size="sm"
      dismissible={false}
      footer={
        <>
          <Button tone="secondary" onClick={onCustomerService}>
            {t('common.customerService')}
          </Button>
          <Button loading={retry.pending} onClick={() => void retry.run()}>
            {t('common.retry')}
          </Button>
        </>
      }
    />
  );
}
