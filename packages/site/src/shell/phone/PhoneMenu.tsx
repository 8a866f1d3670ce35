import { isLanguage, type Language } from '@platform/i18n';
import {
  ConfirmDialog,
  INFO_BAR_PAGE_LABELS,
  LanguagePicker,
  type MenuLink,
  MenuSection,
  MenuSheet,
  useT,
} from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import type { NavEntry } from '../../app/feature';
import { changeLanguage } from '../../app/language.change';
import { usePlatform } from '../../app/platform.context';
import { usePlayerMenu } from '../account/player.menu';
import { playerQueries } from '../account/player.queries';
import { useSectionLinks } from './useSectionLinks';

export interface PhoneMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The main navigation's entries whose routes exist. */
  entries: readonly NavEntry[];
  pathname: string;
}

/**
 * The merchant's languages (status call), each a button in its own script; a choice switches the site at once and
 * closes the sheet.
 */
function LanguageSection({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const { language } = useSnapshot(platform.ui);
  const status = useQuery(bootstrapQueries.status(platform));
  const offered = status.data?.languages.filter((code): code is Language => isLanguage(code));
  return (
    <LanguagePicker
      variant="list"
      value={language}
      onChange={(next) => {
        onClose();
        void changeLanguage(platform, next);
      }}
      {...(offered && offered.length > 0 ? { languages: offered } : {})}
    />
  );
}

/** A player's account in the sheet: the merchant's account entries, the member centre and logout (confirmed). */
function AccountSection({ onClose }: { onClose: () => void }) {
  const t = useT();
  const platform = usePlatform();
  const info = useQuery(playerQueries.info(platform));
  const balance = useQuery(playerQueries.balance(platform));
  const menu = usePlayerMenu(info.data ?? null, balance.data ?? null);
  const [confirming, setConfirming] = useState(false);
  const open = (page: string) => {
    onClose();
    menu.openPage(page);
  };
  const items: MenuLink[] = [
    { key: 'securityCenter', label: t('centre.page.securityCenter'), onSelect: () => open('securityCenter') },
    ...menu.entries
      .filter((page): page is keyof typeof INFO_BAR_PAGE_LABELS => page in INFO_BAR_PAGE_LABELS)
      .map((page) => ({ key: page, label: t(INFO_BAR_PAGE_LABELS[page]), onSelect: () => open(page) })),
    { key: 'logout', label: t('infoBar.logout'), onSelect: () => setConfirming(true) },
  ];
  return (
    <>
      <MenuSection title={t('shell.menu.account')} items={items} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('logout.confirmTitle')}
        message={t('logout.confirmMessage')}
        confirmLabel={t('infoBar.logout')}
        tone="critical"
        onConfirm={() => {
          onClose();
          menu.logout();
        }}
      />
    </>
  );
}

/**
 * The phone frame's menu sheet: every section of the site, the language, a player's account, then what the features
 * add (the right bar's shortcuts). A choice that leaves the page closes the sheet.
 */
export default function PhoneMenu({ open, onOpenChange, entries, pathname }: PhoneMenuProps) {
  const t = useT();
  const platform = usePlatform();
  const { loggedIn } = useSnapshot(platform.session);
  const close = () => onOpenChange(false);
  const sections = useSectionLinks(entries, pathname, close);
  return (
    <MenuSheet open={open} onOpenChange={onOpenChange} title={t('shell.menu.title')}>
      <MenuSection title={t('shell.menu.sections')} items={sections} />
      <LanguageSection onClose={close} />
      {loggedIn ? <AccountSection onClose={close} /> : null}
      {platform.features.menuSections.map(({ key, component: Section, audience }) =>
        audience === 'player' && !loggedIn ? null : (
          <Suspense key={key} fallback={null}>
            <Section onClose={close} />
          </Suspense>
        ),
      )}
    </MenuSheet>
  );
}
