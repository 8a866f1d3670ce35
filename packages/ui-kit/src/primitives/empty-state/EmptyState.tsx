import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { InboxIcon } from '../../icons/icons';
import { cx } from '../../shared/cx';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  /** @default t('in_no_data') */
  title?: ReactNode;
  description?: ReactNode;
  /** A next step, e.g. a button to reset filters. */
  action?: ReactNode;
  /** Replaces the default tray icon; decorative. */
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing: "No data" (in_no_data) by default. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  const t = useT();
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <p className={styles.title}>{title ?? t('in_no_data')}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
