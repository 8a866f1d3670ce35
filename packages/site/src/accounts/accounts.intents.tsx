import { useEffect } from 'react';
import type { GlobalDialogProps } from '../app/feature';
import { usePlatform } from '../app/platform.context';
import { openChangePassword, openLogin } from './accounts.store';

declare module '../app/feature' {
  interface DialogIntents {
    /** A visitor tried something that needs a login: the login popup. */
    login: Record<never, never>;
    /** The player asked to change the login password (security centre, info bar). */
    changePassword: Record<never, never>;
  }
}

/**
 * The accounts feature's intents: other features open them with `ui.openDialog({ kind: 'login' })`. The accounts
 * dialogs have their own host (the `dialogs` overlay, which keeps step state across pages), so the intent hands over
 * to it and closes at once.
 */
function handOver<K extends 'login' | 'changePassword'>(open: (platform: object) => void) {
  return function AccountIntent({ onClose }: GlobalDialogProps<K>) {
    const platform = usePlatform();
    useEffect(() => {
      open(platform);
      onClose();
    }, [platform, onClose]);
    return null;
  };
}

export const LoginIntent = handOver<'login'>(openLogin);
export const ChangePasswordIntent = handOver<'changePassword'>(openChangePassword);
