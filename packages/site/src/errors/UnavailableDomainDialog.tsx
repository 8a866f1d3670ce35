import { Button, Dialog, useT } from '@platform/ui-kit';
import { useState } from 'react';
import { customerServiceTarget, openCustomerService } from '../app/customer.service';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';
import { retryDomain } from './domain.retry';

type RetryState = 'idle' | 'busy' | 'failed';

/**
 * domain_not_available with no healthy domain left (player-site §2, points §8): retry (ping and reload, keeping
 * affiliate or referral codes) or customer service. Built on the Dialog primitive rather than ui-kit's
 * UnavailableDomainModal because a failed retry must be said inside the modal: the page behind it, toasts included,
 * is hidden from assistive technology while it is open.
 */
export default function UnavailableDomainDialog(_: GlobalDialogProps<'unavailableDomain'>) {
  const platform = usePlatform();
  const t = useT();
  const [retry, setRetry] = useState<RetryState>('idle');
  const [serviceBlocked, setServiceBlocked] = useState(false);
  const onRetry = async () => {
    setRetry('busy');
    setRetry((await retryDomain(platform)) ? 'idle' : 'failed');
  };
  return (
    <Dialog
      open
      title={t('errors.domain.unavailableTitle')}
      description={t('errors.domain.unavailableMessage')}
      role="alertdialog"
      size="sm"
      dismissible={false}
      footer={
        <>
          <Button
            tone="secondary"
            onClick={() => setServiceBlocked(!openCustomerService(customerServiceTarget(platform.queryClient)))}
          >
            {t('common.customerService')}
          </Button>
          <Button loading={retry === 'busy'} onClick={() => void onRetry()}>
            {t('common.retry')}
          </Button>
        </>
      }
    >
      <p role="status">
        {retry === 'failed' ? t('shell.domain.stillUnavailable') : null}
        {serviceBlocked ? ` ${t('shell.customerService.unavailable')}` : null}
      </p>
    </Dialog>
  );
}
