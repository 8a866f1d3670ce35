import type { ToastStore } from '@platform/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';

// Radix Toast is loaded with the first toast: most visits never show one, and it is a large part of a small page.
const ToastStack = lazy(() => import('./ToastStack'));

/**
 * The toast stack (bottom right) of `ui.toasts`. Show toasts with `platform.ui.toasts.show(...)` from anywhere; the
 * stack's code loads when the first one is shown. (ui-kit's `useToast()` is not provided: use the platform's store.)
 */
export function Toasts({ store }: { store: ToastStore }) {
  const [wanted, setWanted] = useState(() => store.getSnapshot().length > 0);
  useEffect(() => {
    if (wanted) return;
    if (store.getSnapshot().length > 0) setWanted(true);
    return store.subscribe(() => {
      if (store.getSnapshot().length > 0) setWanted(true);
    });
  }, [store, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack store={store} />
    </Suspense>
  );
}
