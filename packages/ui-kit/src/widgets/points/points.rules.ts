import type { RewardData, RewardTypeTab } from './points.types';

/** The mall's caps (points §2, §9): at most 3 rewards a type in All, 7 in one type; show-more lifts the cap. */
export const mallCaps = { all: 3, type: 7 } as const;

export interface MallSection {
  typeId: number;
  label: string;
  /** The rewards to show under the cap (or all, once expanded). */
  shown: RewardData[];
  /** How many the cap hides. */
  hidden: number;
}

/**
 * The sections of the mall for a tab: every type with rewards in All, the one type otherwise, each capped unless
 * its type is expanded. Types keep the server's order; a reward of a type the server did not list is left out.
 */
export function mallSections(
  tabs: readonly RewardTypeTab[],
  rewards: readonly RewardData[],
  selected: 'all' | number,
  expanded: ReadonlySet<number>,
): MallSection[] {
  const cap = selected === 'all' ? mallCaps.all : mallCaps.type;
  return tabs
    .filter((tab) => selected === 'all' || tab.typeId === selected)
    .map((tab) => {
      const all = rewards.filter((reward) => reward.typeId === tab.typeId);
      const shown = expanded.has(tab.typeId) ? all : all.slice(0, cap);
      return { typeId: tab.typeId, label: tab.label, shown, hidden: all.length - shown.length };
    })
    .filter((section) => selected !== 'all' || section.shown.length > 0);
}
