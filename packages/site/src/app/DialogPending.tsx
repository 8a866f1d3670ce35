/** The attribute of the mark a dialog leaves on the page while its chunk loads (`useNoOtherDialog` reads it). */
export const DIALOG_PENDING_ATTRIBUTE = 'data-dialog-pending';

/**
 * The fallback of a lazy dialog: nothing to see, but it tells the dialogs that come by themselves (contract requests,
 * payment confirmations) that one is on its way. Without it, a dialog whose chunk was still loading (the first-login
 * welcome on a slow phone) counted as none, and the next one opened at the same time, over it.
 */
export function DialogPending() {
  return <div hidden {...{ [DIALOG_PENDING_ATTRIBUTE]: '' }} />;
}
