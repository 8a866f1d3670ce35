import { CUSTOMER_SERVICE_POPUP } from '../app/customer.service';

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
