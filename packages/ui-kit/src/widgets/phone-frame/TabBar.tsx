import type { MouseEvent } from 'react';
import * as styles from './phone-frame.css';

export interface TabBarEntry {
  /** Unique in the bar (React key): the path is a good one. */
  key: string;
  label: string;
  href: string;
  /** The current page: marked for assistive technology and drawn as the active tab. */
  current?: boolean;
  /** Called on a tap, before the browser follows the link: `preventDefault()` to route in place. */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface TabBarProps {
  /** Names the navigation landmark ("Main sections"). */
  label: string;
  /** The site's main sections, in order: four fit a 360 px phone beside the menu. */
  entries: readonly TabBarEntry[];
  /** The last tab: opens the menu sheet with everything else. */
  menuLabel: string;
  onOpenMenu: () => void;
  /** The sheet is open (the menu tab says so). @default false */
  menuOpen?: boolean;
}

const menuMark = (
  <svg
    aria-hidden="true"
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
  >
    <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
  </svg>
);

/**
 * The phone frame's bottom navigation: the site's main sections as tabs and a last tab that opens the menu sheet.
 * Every tab is at least 44 px tall and a fifth of the width; the bar keeps clear of the phone's home indicator.
 */
export function TabBar({ label, entries, menuLabel, onOpenMenu, menuOpen = false }: TabBarProps) {
  return (
    <nav aria-label={label} className={styles.tabBar}>
      <ul className={styles.tabList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              className={styles.tab}
              href={entry.href}
              onClick={entry.onSelect}
              aria-current={entry.current ? 'page' : undefined}
            >
              {entry.label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.tab}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
          >
            <span className={styles.mark}>{menuMark}</span>
            <span>{menuLabel}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
