import { describe, expect, it } from 'vitest';
import { availableNav, MAIN_NAV } from './nav.table';

describe('availableNav', () => {
  it('keeps the entries whose route exists, in table order', () => {
    const paths = availableNav(MAIN_NAV, new Set(['/', '/live', '/sports', '/member'])).map((entry) => entry.path);
    expect(paths).toEqual(['/', '/sports', '/live']);
  });

  it('starts with home and lists the game-type lobbies of the spec', () => {
    expect(MAIN_NAV[0]?.path).toBe('/');
    for (const path of ['/sports', '/live', '/fish', '/pvp', '/electron', '/lott']) {
      expect(MAIN_NAV.some((entry) => entry.path === path)).toBe(true);
    }
  });
});
