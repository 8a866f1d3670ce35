import { useEffect, useState } from 'react';
import { DIALOG_PENDING_ATTRIBUTE } from './DialogPending';

/** A dialog open on the page, or one whose chunk is loading (its `DialogPending` mark). */
const openDialog = () =>
  document.querySelector(
    `[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [${DIALOG_PENDING_ATTRIBUTE}]`,
  );

/**
 * True while no other dialog is open on the page, nor on its way (a lazy dialog's `DialogPending` fallback). A
 * dialog that comes by itself (the payment-confirmation queue, contract requests) waits with it until the player has
 * finished with the one in front (the first-login welcome, a login popup), so two modals never fight over the screen.
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
      attributeFilter: ['data-state', DIALOG_PENDING_ATTRIBUTE],
    });
    return () => observer.disconnect();
  }, [enabled]);
  return free;
}
