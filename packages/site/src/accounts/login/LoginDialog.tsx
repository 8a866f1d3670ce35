import { Dialog, useT } from '@platform/ui-kit';
import { usePlatform } from '../../app/platform.context';
import * as styles from '../accounts.css';
import { accountsOf } from '../accounts.store';
import { LoginPanel } from './LoginPanel';

/** The header's login popup: the login widget in a dialog (a lazy chunk of its own). */
export function LoginDialog() {
  const platform = usePlatform();
  const t = useT();
  const store = accountsOf(platform);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : store.close('login'))}
      title={t('accounts.login.title')}
      size="sm"
    >
      <LoginPanel className={styles.dialogWidget} />
    </Dialog>
  );
}
