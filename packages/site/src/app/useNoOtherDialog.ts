import { useEffect, useState } from 'react';

const openDialog = () =>
  document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');

/**
 * True while no other dialog is open on the page. A dialog that comes by itself (the payment-confirmation queue)
 * waits with it until the player has finished with the one in front (the first-login welcome, a login popup), so
 * two modals never fight over the screen.
 */
export function useNoOtherDialog(enabled = true): boolean {
  const [free, setFree] = useState(() => typeof document === 'undefined' || !openDialog());
  useEffect(() => {
    if (!enabled) return;
    const check = () => setFree(!openDialog());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return () => observer.disconnect();
  }, [enabled]);
  return free;
}
