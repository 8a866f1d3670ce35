import { useT } from '@platform/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { NavEntry } from '../../app/feature';
import { isModifiedClick } from '../../app/modified.click';
import { isCurrentSection } from './phone.nav';

/** A section of the navigation as a tab or a menu link: its words, its path routed in place, marked when current. */
export interface SectionLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
  onSelect: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The navigation's entries as links for the tab bar and the menu sheet (one rule for both): routed in place unless
 * the player asks for a new tab, `afterSelect` run first (the sheet closes).
 */
export function useSectionLinks(
  entries: readonly NavEntry[],
  pathname: string,
  afterSelect?: () => void,
): SectionLink[] {
  const t = useT();
  const navigate = useNavigate();
  return entries.map((entry) => ({
    key: entry.path,
    label: t(entry.label),
    href: entry.path,
    current: isCurrentSection(entry.path, pathname),
    onSelect: (event) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      afterSelect?.();
      // The entries' paths are checked against the route tree (nav.table.ts); the router types only literal paths.
      void navigate({ to: entry.path as '/' });
    },
  }));
}
