import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Rendered only while the tab is selected, so a tab's data can load lazily. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers (already translated). */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic` selects a tab as focus reaches it; `manual` waits for Enter or Space (for tabs whose panel fetches).
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/** Tabs on Radix Tabs: arrow keys move along the list, Home and End jump, one tab stop, panels labelled by tabs. */
export function Tabs({
  label,
  items,
  value,
  defaultValue = items[0]?.value,
  onValueChange,
  activationMode = 'automatic',
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
