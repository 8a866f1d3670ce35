import { describe, expect, it } from 'vitest';
import type { NavEntry } from '../../app/feature';
import { isCurrentSection, PHONE_TAB_COUNT, phoneTabs } from './phone.nav';

const entry = (path: string, order: number): NavEntry => ({ path, label: 'common.home', order });

describe('phone navigation', () => {
  it('makes the first four entries of the main navigation tabs, in their order', () => {
    const entries = [entry('/', 0), entry('/live', 10), entry('/electron', 20), entry('/fish', 30), entry('/lott', 40)];
    expect(PHONE_TAB_COUNT).toBe(4);
    expect(phoneTabs(entries).map((tab) => tab.path)).toEqual(['/', '/live', '/electron', '/fish']);
    expect(phoneTabs(entries.slice(0, 2)).map((tab) => tab.path)).toEqual(['/', '/live']);
  });

  it('marks home only on the home page, a section on its pages', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/live')).toBe(false);
    expect(isCurrentSection('/lott', '/lott')).toBe(true);
    expect(isCurrentSection('/lott', '/lott/detail')).toBe(true);
    expect(isCurrentSection('/lott', '/lottery')).toBe(false);
  });
});
