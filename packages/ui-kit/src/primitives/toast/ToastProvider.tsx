import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { CloseIcon } from '../../icons/icons';
import { MissingProviderError } from '../../shared/errors';
import { Button } from '../button/Button';
import { IconButton } from '../icon-button/IconButton';
import * as styles from './toast.css';
import { createToastStore, type Toast, type ToastStore } from './toast.store';

const ToastContext = createContext<ToastStore | null>(null);

export interface ToastProviderProps {
  /** A store made outside React (so non-React code can show toasts); one is created when omitted. */
  store?: ToastStore;
  children?: ReactNode;
}

/**
 * Renders the toast stack at the bottom right (16 px apart, 4500 ms each by default, hovering or focusing pauses the
 * timers, F8 moves focus to it) and gives `useToast()` to the components below. Critical toasts are announced at
 * once (assertive), the others politely.
 */
export function ToastProvider({ store: given, children }: ToastProviderProps) {
  const [created] = useState(() => given ?? createToastStore());
  const store = given ?? created;
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const t = useT();
  return (
    <ToastContext.Provider value={store}>
      {/* Radix reads the provider's label before each toast it announces, and the viewport's as the region name. */}
      <RadixToast.Provider swipeDirection="right" label={t('toast.region')}>
        {children}
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => store.dismiss(toast.id)} />
        ))}
        <RadixToast.Viewport className={styles.viewport} label={t('toast.region')} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const t = useT();
  return (
    <RadixToast.Root
      className={styles.toast[toast.tone]}
      duration={toast.persistent ? Number.POSITIVE_INFINITY : toast.duration}
      type={toast.tone === 'critical' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
        {toast.description ? (
          <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close asChild>
        <IconButton label={t('common.close')} icon={<CloseIcon />} size="sm" />
      </RadixToast.Close>
      {toast.action ? (
        <RadixToast.Action className={styles.action} altText={toast.action.altText} asChild>
          <Button size="sm" tone="secondary" onClick={toast.action.onAction}>
            {toast.action.label}
          </Button>
        </RadixToast.Action>
      ) : null}
    </RadixToast.Root>
  );
}

/** The toast store of the nearest `ToastProvider`: `const toast = useToast(); toast.show({ title })`. */
export function useToast(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new MissingProviderError('useToast', 'ToastProvider');
  return store;
}
