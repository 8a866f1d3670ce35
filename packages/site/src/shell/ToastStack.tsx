import { ToastProvider, type ToastStore } from '@platform/ui-kit';

/** ui-kit's toast stack over the platform's store; its own module, so Radix Toast stays out of the entry chunk. */
export default function ToastStack({ store }: { store: ToastStore }) {
  return <ToastProvider store={store} />;
}
