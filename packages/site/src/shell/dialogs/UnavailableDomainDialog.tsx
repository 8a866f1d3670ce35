import { UnavailableDomainModal, useT } from '@platform/ui-kit';
import { usePlatform } from '../../app/platform.context';
import { customerServiceTarget, openCustomerService } from './customer.service';
import { retryDomain } from './domain.retry';
import type { GlobalDialogProps } from './GlobalDialogs';

/** domain_not_available with no healthy domain left: retry (ping and reload) or customer service. */
export default function UnavailableDomainDialog(_: GlobalDialogProps<'unavailableDomain'>) {
  const platform = usePlatform();
  const t = useT();
  return (
    <UnavailableDomainModal
      open
      onRetry={async () => {
        if (!(await retryDomain(platform))) {
          platform.ui.toasts.show({ id: 'domain-retry', title: t('shell.domain.stillUnavailable'), tone: 'critical' });
        }
      }}
      onCustomerService={() => {
        if (!openCustomerService(customerServiceTarget(platform.queryClient))) {
          platform.ui.toasts.show({
            id: 'cs-unavailable',
            title: t('shell.customerService.unavailable'),
            tone: 'warning',
          });
        }
      }}
    />
  );
}
