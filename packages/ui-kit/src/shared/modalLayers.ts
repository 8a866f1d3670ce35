import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many modal dialogs are open: every ui-kit `Dialog` (so `ConfirmDialog`, `MenuSheet`, the centres and every
 * widget's dialog) counts itself while its content is mounted. The floating controls (the chat button and window,
 * the mini-game) hide while one is: Radix makes the page outside a modal dialog inert, so a control floating over it
 * or beside it can not be used, and it must never cover the dialog's own controls.
 */
let openModals = 0;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Counts the calling component as an open modal dialog while it is mounted (render it inside the dialog's content). */
export function useModalLayer(): void {
  useEffect(() => {
    openModals += 1;
    changed();
    return () => {
      openModals -= 1;
      changed();
    };
  }, []);
}

/** True while a modal dialog is open: what floats over the page hides meanwhile (`data-under-modal`). */
export function useUnderModal(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openModals > 0,
    () => false,
  );
}
