import { useT } from '@platform/ui-kit';
import { Link } from '@tanstack/react-router';
import * as styles from '../app/status.css';

/** Any address the site does not have. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section aria-labelledby="not-found-title" className={styles.statusPage}>
      <h1 id="not-found-title">{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.message')}</p>
      <p>
        <Link to="/" className={styles.statusAction}>
          {t('shell.backHome')}
        </Link>
      </p>
    </section>
  );
}
