import { ToastProvider, useT } from '@platform/ui-kit';
import { Link, Outlet } from '@tanstack/react-router';
import { HeaderLogin } from '../accounts/HeaderLogin';
import { usePlatform } from '../app/platform.context';
import { useBootstrap } from '../app/useBootstrap';
import { MessagePump } from './MessagePump';
import { SessionEndedHandler } from './SessionEndedHandler';
import * as styles from './shell.css';

/** The frame of every page: skip link, header, the page, footer, toasts and the site-wide handlers. */
export function Shell() {
  const platform = usePlatform();
  const t = useT();
  useBootstrap();
  return (
    <ToastProvider store={platform.ui.toasts}>
      <a className={styles.skipLink} href="#main">
        {t('common.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {platform.options.merchant.displayName}
        </Link>
        <div className={styles.headerEnd}>
          <HeaderLogin />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>© {platform.options.merchant.displayName}</footer>
      <MessagePump />
      <SessionEndedHandler />
    </ToastProvider>
  );
}
