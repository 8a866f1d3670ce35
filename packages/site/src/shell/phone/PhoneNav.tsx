import { TabBar, useT } from '@platform/ui-kit';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { usePlatform } from '../../app/platform.context';
import { availableNav } from '../header/nav.table';
import * as styles from './phone.css';
import { phoneTabs } from './phone.nav';
import { useSectionLinks } from './useSectionLinks';

// The sheet's content (every section, the language, the account, the features' sections) loads when it first opens.
const PhoneMenu = lazy(() => import('./PhoneMenu'));

/**
 * The phone frame's bottom bar (shown only on a phone, by CSS, so the first paint needs no script to choose): the
 * main navigation's first entries as tabs, and the menu tab that opens the sheet with everything else.
 */
export function PhoneNav() {
  const t = useT();
  const router = useRouter();
  const { features } = usePlatform();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const entries = useMemo(
    () => availableNav(features.nav, new Set(Object.keys(router.routesByPath as Record<string, unknown>))),
    [router, features],
  );
  const tabs = useSectionLinks(phoneTabs(entries), pathname);
  return (
    <div className={styles.phoneOnly}>
      <TabBar
        label={t('shell.tabBar.label')}
        entries={tabs}
        menuLabel={t('shell.menu.title')}
        menuOpen={open}
        onOpenMenu={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <PhoneMenu open={open} onOpenChange={setOpen} entries={entries} pathname={pathname} />
        </Suspense>
      ) : null}
    </div>
  );
}
