import { describe, expect, it } from 'vitest';
import { assembleFeatures } from '../../app/feature.registry';
import { FEATURES } from '../../app/features';
import { availableNav } from './nav.table';

const nav = assembleFeatures(FEATURES).nav;

describe('the main navigation of the features', () => {
  it('keeps the entries whose route exists, in their order', () => {
    const paths = availableNav(nav, new Set(['/', '/live', '/sports', '/member'])).map((entry) => entry.path);
    expect(paths).toEqual(['/', '/sports', '/live']);
  });

  it('starts with home and lists the game-type lobbies of the spec', () => {
    expect(nav[0]?.path).toBe('/');
    for (const path of ['/sports', '/live', '/fish', '/pvp', '/electron', '/lott']) {
      expect(nav.some((entry) => entry.path === path)).toBe(true);
    }
  });
});
