import { useT } from '@platform/ui-kit';
import * as styles from './accounts.css';

/**
 * What the header shows a visitor. The accounts feature owns it: the shell renders it when nobody is logged in.
 */
export function HeaderLogin() {
  const t = useT();
  return (
    <nav aria-label={t('common.login')} className={styles.headerLogin}>
      <a href="/login">{t('common.login')}</a>
      <a href="/register">{t('common.register')}</a>
    </nav>
  );
}
