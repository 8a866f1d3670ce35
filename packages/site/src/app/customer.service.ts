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

/** A customer-service popup opened at once, within the player's click, whose address comes a moment later. */
export interface CustomerServiceWindow {
  /** Sends the popup to the channel's address. */
  go(url: string): void;
  close(): void;
}

/**
 * Opens an empty customer-service popup (440 x 750 unless given) synchronously, inside the click that asked for it,
 * so the browser does not block it while the channel's address is still being fetched (an encrypted path is opened
 * by the server first). Null when the browser refused the window. Each channel gets its own window (`name`).
 */
export function reserveCustomerServiceWindow(
  name: string,
  size: { width: number; height: number } = CUSTOMER_SERVICE_POPUP,
  open: typeof window.open = (...args) => window.open(...args),
): CustomerServiceWindow | null {
  const popup = open('about:blank', name, `width=${size.width},height=${size.height}`);
  if (!popup) return null;
  popup.opener = null;
  return {
    go: (url) => {
      popup.location.href = url;
    },
    close: () => popup.close(),
  };
}
