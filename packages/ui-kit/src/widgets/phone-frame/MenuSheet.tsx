import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { Dialog } from '../../primitives/dialog/Dialog';
import * as styles from './phone-frame.css';

export interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's title ("Menu"). */
  title: string;
  /** Its sections, in order (`MenuSection`s, or any block such as the language picker). */
  children: ReactNode;
}

/**
 * The phone frame's menu: a Radix dialog (a full-height sheet on a phone) holding what the compact header and the tab
 * bar leave out: every section of the site, the language, the account, the merchant's shortcuts.
 */
export function MenuSheet({ open, onOpenChange, title, children }: MenuSheetProps) {
  // The sheet is opened by the tab bar's menu tab, not by a Radix trigger: focus goes back to what opened it.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="sm" onCloseAutoFocus={returnFocus}>
      <div className={styles.sections}>{children}</div>
    </Dialog>
  );
}

export interface MenuLink {
  key: string;
  label: string;
  /** A link (a page of the site); without it the item is a button. */
  href?: string;
  current?: boolean;
  /** Called on a tap (for a link, before the browser follows it: `preventDefault()` to route in place). */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

export interface MenuSectionProps {
  /** The section's heading; it names the list for assistive technology. */
  title: string;
  /** Its links and buttons, two or more to a row on a phone. */
  items?: readonly MenuLink[];
  /** Any other content (a language picker, a list of shortcuts). */
  children?: ReactNode;
}

/** One titled block of the menu sheet: a list of links and buttons, or other content under the title. */
export function MenuSection({ title, items, children }: MenuSectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {items ? (
        <ul className={styles.menuList}>
          {items.map((item) => (
            <li key={item.key}>
              {item.href ? (
                <a
                  className={styles.menuItem}
                  href={item.href}
                  onClick={item.onSelect}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </a>
              ) : (
                <button type="button" className={styles.menuItem} onClick={item.onSelect}>
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
