import { type MouseEvent, useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import * as styles from './right-bar.css';
import { rightBarGlyphs } from './right-bar.icons';

/** The right bar's entries (points-centres-lottery §2 "Other"), plus the feedback modal's entry (issue 11). */
export const RIGHT_BAR_KEYS = [
  'wechat',
  'qq',
  'liveChat',
  'skype',
  'appDownload',
  'promotion',
  'speedTest',
  'noticeBoard',
  'help',
  'recharge',
  'acmc',
  'zalo',
  'feedback',
] as const;

export type RightBarKey = (typeof RIGHT_BAR_KEYS)[number];

export interface RightBarEntry {
  key: RightBarKey;
  /** A link: a page of the site or another site. Without it the entry is a button that calls `onSelect`. */
  href?: string;
  /** Opens in a new tab, announced as such. @default false */
  external?: boolean;
  /** Called on a click (for a link, before the browser follows it: `preventDefault()` to route in place). */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

export interface RightBarProps {
  entries: readonly RightBarEntry[];
  /** Back to top shows once the page has scrolled this far. @default 200 */
  backToTopAfterPx?: number;
  /**
   * `edge`: the fixed column at the screen's right edge (hidden on a phone). `menu`: the same entries as tiles in the
   * flow, for the phone frame's menu sheet (no back to top: the sheet covers the page). @default 'edge'
   */
  layout?: 'edge' | 'menu';
}

/** points-centres-lottery §2: "back-to-top (after 200 px scroll)". */
export const rightBarDefaults = { backToTopAfterPx: 200 } as const;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return past;
}

/**
 * The bar of shortcuts on the right edge: the merchant's entries in its order, each a link or a button with its
 * glyph and label, and back to top once the page has scrolled past `backToTopAfterPx`.
 */
export function RightBar({
  entries,
  backToTopAfterPx = rightBarDefaults.backToTopAfterPx,
  layout = 'edge',
}: RightBarProps) {
  const t = useT();
  const menu = layout === 'menu';
  const scrolled = useScrolledPast(backToTopAfterPx) && !menu;
  const itemClass = menu ? styles.menuItem : styles.item;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <nav className={menu ? undefined : styles.bar} aria-label={t('rightBar.label')}>
      <ul className={menu ? styles.menuList : styles.list}>
        {entries.map((entry) => {
          const label = t(`rightBar.${entry.key}`);
          const content = (
            <>
              <span className={styles.glyph}>{rightBarGlyphs[entry.key]}</span>
              <span>{label}</span>
            </>
          );
          return (
            <li key={entry.key}>
              {entry.href ? (
                <a
                  className={itemClass}
                  href={entry.href}
                  onClick={entry.onSelect}
                  {...(entry.external
                    ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': t('rightBar.newWindow', { label }) }
                    : {})}
                >
                  {content}
                </a>
              ) : (
                <button type="button" className={itemClass} onClick={entry.onSelect}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
        {scrolled ? (
          <li>
            <button type="button" className={styles.item} onClick={toTop}>
              <span className={styles.glyph}>{rightBarGlyphs.backToTop}</span>
              <span>{t('rightBar.backToTop')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
