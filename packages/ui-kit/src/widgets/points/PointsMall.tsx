import { useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Tabs } from '../../primitives/tabs/Tabs';
import type { CurrencyFormat } from '../shared/money';
import * as styles from './points.css';
import { mallSections } from './points.rules';
import type { RedeemKind, RewardData, RewardTypeTab } from './points.types';
import { RewardCard } from './RewardCard';

export interface PointsMallProps {
  /** The server's reward types, in its order, labels translated. */
  tabs: readonly RewardTypeTab[];
  rewards: readonly RewardData[];
  /** The tab shown: All or a type id (the page keeps it in the address). */
  selected: 'all' | number;
  onSelect: (tab: 'all' | number) => void;
  currency: CurrencyFormat;
  onRedeem: (reward: RewardData, kind: RedeemKind) => void;
}

const tabValue = (tab: 'all' | number) => String(tab);

/**
 * The points mall (points §2): tabs All plus the server's types; All shows every type with at most 3 rewards, a type
 * at most 7, and each section's show-more lifts its cap. Choosing a tab folds the sections again.
 */
export function PointsMall({ tabs, rewards, selected, onSelect, currency, onRedeem }: PointsMallProps) {
  const t = useT();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab folds every section again
  useEffect(() => setExpanded(new Set()), [selected]);

  const panel = (tab: 'all' | number) => {
    const sections = mallSections(tabs, rewards, tab, expanded);
    if (sections.every((section) => section.shown.length === 0)) return <EmptyState title={t('points.empty')} />;
    return (
      <div className={styles.mall}>
        {sections.map((section) => (
          <section key={section.typeId} className={styles.section} aria-label={section.label}>
            {tab === 'all' ? <h2 className={styles.sectionTitle}>{section.label}</h2> : null}
            <ul className={styles.grid}>
              {section.shown.map((reward) => (
                <li key={reward.id}>
                  <RewardCard reward={reward} currency={currency} onRedeem={onRedeem} />
                </li>
              ))}
            </ul>
            {section.hidden > 0 ? (
              <Button
                className={styles.showMore}
                tone="secondary"
                aria-label={t('points.showMoreOf', { type: section.label })}
                onClick={() => setExpanded((previous) => new Set(previous).add(section.typeId))}
              >
                {t('points.showMore')}
              </Button>
            ) : null}
          </section>
        ))}
      </div>
    );
  };

  const items = [
    { value: tabValue('all'), label: t('common.all'), content: panel('all') },
    ...tabs.map((tab) => ({ value: tabValue(tab.typeId), label: tab.label, content: panel(tab.typeId) })),
  ];
  return (
    <Tabs
      label={t('points.mall.types')}
      items={items}
      value={tabValue(selected)}
      onValueChange={(value) => onSelect(value === 'all' ? 'all' : Number(value))}
    />
  );
}
