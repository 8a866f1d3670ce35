// Where customer service is and its plain popup: the site-wide link the unavailable-domain dialog (errors) and the
// maintenance page offer when nothing else works. The chat feature's channels and their reserved windows are in chat/.
import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { QueryClient } from '@tanstack/react-query';

type Status = OutputOf<Contract['system']['status']>;
type Permission = OutputOf<Contract['system']['permission']>;

/** The customer-service popup's size when the status call gives none (points-centres-lottery §9 "CS popup 440x750"). */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;

export interface CustomerServiceTarget {
  url: string;
  width: number;
  height: number;
}

/**
 * Where customer service is, from what the site already loaded: the status call (any language), else the permission
 * call of the maintenance page. Read from the cache, because the modals that need it appear when calls fail.
 */
export function customerServiceTarget(queryClient: QueryClient): CustomerServiceTarget | null {
  for (const [, status] of queryClient.getQueriesData<Status>({ queryKey: ['system', 'status'] })) {
    const service = status?.customerService;
    if (service?.url) {
      return {
        url: service.url,
        width: service.popupWidth || CUSTOMER_SERVICE_POPUP.width,
        height: service.popupHeight || CUSTOMER_SERVICE_POPUP.height,
      };
    }
  }
  const permission = queryClient.getQueryData<Permission>(['system', 'permission']);
  return permission?.customerServiceUrl ? { url: permission.customerServiceUrl, ...CUSTOMER_SERVICE_POPUP } : null;
}

/** Opens customer service in its popup window; false when the browser blocked it or there is none. */
export function openCustomerService(
  target: CustomerServiceTarget | null,
  open: typeof window.open = (...args) => window.open(...args),
): boolean {
  if (!target) return false;
  const popup = open(target.url, 'customer-service', `width=${target.width},height=${target.height}`);
  // Not the noopener feature: with it the browser answers null even when the window opened.
  if (popup) popup.opener = null;
  return popup !== null;
}
