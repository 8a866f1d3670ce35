import { Button, useT } from '@platform/ui-kit';
import { Link } from '@tanstack/react-router';
import { usePlatform } from '../app/platform.context';
import { AccountDialogs, preloadAccountDialog } from './AccountDialogs';
import * as styles from './accounts.css';
import { accountsOf } from './accounts.store';

/**
 * What the header shows a visitor (the shell renders it while nobody is logged in): a login button that opens the
 * login widget in a popup (its own lazy chunk, fetched as soon as the pointer or focus reaches the button) and the
 * register link. It also hosts the account dialogs until the shell renders `AccountDialogs` itself.
 */
export function HeaderLogin() {
  const platform = usePlatform();
  const t = useT();
  const preload = () => preloadAccountDialog('login');
  return (
    <>
      <nav aria-label={t('login.title')} className={styles.headerLogin}>
        <Button
          tone="secondary"
          size="sm"
          onClick={() => accountsOf(platform).open({ kind: 'login' })}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {t('common.login')}
        </Button>
        <Link to="/register" className={styles.registerLink}>
          {t('common.register')}
        </Link>
      </nav>
      <AccountDialogs />
    </>
  );
}
