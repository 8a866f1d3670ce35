import { useT } from '@platform/ui-kit';
import { Link, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { usePlatform } from '../../app/platform.context';
import * as styles from './header.css';
import { availableNav } from './nav.table';

/** The header's main navigation: home and the game-type lobbies that exist, the current one marked for AT. */
export function MainNav() {
  const t = useT();
  const router = useRouter();
  const { features } = usePlatform();
  const entries = useMemo(
    () => availableNav(features.nav, new Set(Object.keys(router.routesByPath as Record<string, unknown>))),
    [router, features],
  );
  return (
    <nav aria-label={t('shell.nav.label')} className={styles.nav}>
      <ul className={styles.navList}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link
              // The table's paths are checked against the route tree above; the router types only literal paths.
              to={entry.path as '/'}
              className={styles.navLink}
              activeOptions={{ exact: entry.path === '/' }}
              activeProps={{ 'aria-current': 'page', className: styles.navLinkActive }}
            >
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
