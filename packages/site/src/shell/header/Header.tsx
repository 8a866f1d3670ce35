import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from '../../app/platform.context';
import { AccountArea } from '../account/AccountArea';
import * as styles from './header.css';
import { LanguageMenu } from './LanguageMenu';
import { MainNav } from './MainNav';

export interface HeaderProps {
  /** The bare frame (maintenance): brand and language only. */
  bare: boolean;
}

/**
 * The site header: the merchant's name, the language picker and account area, the main navigation. Its arrangement
 * is the theme's (`vars.header`: grid areas and columns, nav look); `data-player` tells the theme a player's info
 * bar needs its row.
 */
export function Header({ bare }: HeaderProps) {
  const platform = usePlatform();
  const { session } = useSnapshot(platform.session);
  const player = Boolean(session.token) && !bare;
  return (
    <header className={styles.header} data-player={player ? '' : undefined}>
      <Link to="/" className={styles.brand}>
        {platform.options.merchant.displayName}
      </Link>
      <div className={player ? styles.headerEndPlayer : styles.headerEnd}>
        {/* On a phone the language is in the menu sheet; the bare frame (maintenance) has no sheet and keeps it. */}
        <span className={bare ? styles.contents : styles.languageSlot}>
          <LanguageMenu />
        </span>
        {bare ? null : <AccountArea />}
      </div>
      {bare ? null : <MainNav />}
    </header>
  );
}
