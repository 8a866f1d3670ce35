import { useT } from '@platform/ui-kit';
import { useId } from 'react';
import * as styles from '../accounts.css';
import { LoginPanel } from './LoginPanel';

/** /login (player-site §2): the login widget as a page; `?redirect=` brings the player back after logging in. */
export function LoginPage() {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.pageTitle}>
        {t('accounts.login.title')}
      </h1>
      <LoginPanel />
    </section>
  );
}
