import { createElement, lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestPlatform } from '../testing/render';
import { defineFeature } from './feature';
import { assembleFeatures } from './feature.registry';
import { FEATURES } from './features';

const Nothing = () => null;
const lazyNothing = lazy(async () => ({ default: Nothing }));

describe('assembleFeatures', () => {
  it('joins the tables of every manifest: nav by order, SEO rows, dialogs, overlays, home blocks and menu sections by key', () => {
    const a = defineFeature({
      name: 'a',
      nav: [{ path: '/a', label: 'common.home', order: 20 }],
      seo: { '/A': { title: 'seo.home.title', description: 'seo.home.description' } },
      overlays: [{ id: 'o', component: Nothing }],
      homeBlocks: [{ id: 'late', order: 30, component: lazyNothing }],
      menuSections: [{ id: 'shortcuts', order: 20, component: lazyNothing }],
    });
    const b = defineFeature({
      name: 'b',
      nav: [{ path: '/b', label: 'common.home', order: 10 }],
      dialogs: { depositPrompt: lazy(async () => ({ default: () => createElement('p') })) },
      homeBlocks: [{ id: 'early', order: 5, component: lazyNothing }],
      menuSections: [{ id: 'first', order: 10, component: lazyNothing }],
    });
    const registry = assembleFeatures([a, b]);
    expect(registry.names).toEqual(['a', 'b']);
    expect(registry.nav.map((entry) => entry.path)).toEqual(['/b', '/a']);
    expect(Object.keys(registry.seo)).toEqual(['/a']);
    expect(Object.keys(registry.dialogs)).toEqual(['depositPrompt']);
    expect(registry.overlays.map((overlay) => overlay.key)).toEqual(['a.o']);
    expect(registry.homeBlocks.map((block) => block.key)).toEqual(['b.early', 'a.late']);
    expect(registry.menuSections.map((section) => section.key)).toEqual(['b.first', 'a.shortcuts']);
  });

  it('refuses two features that claim the same name, nav path, SEO path or dialog kind', () => {
    const seo = { title: 'seo.home.title', description: 'seo.home.description' } as const;
    expect(() => assembleFeatures([{ name: 'x' }, { name: 'x' }])).toThrow('name "x"');
    expect(() =>
      assembleFeatures([
        { name: 'x', nav: [{ path: '/p', label: 'common.home', order: 1 }] },
        { name: 'y', nav: [{ path: '/p', label: 'common.home', order: 2 }] },
      ]),
    ).toThrow('nav path "/p" is declared by both x and y');
    expect(() =>
      assembleFeatures([
        { name: 'x', seo: { '/p': seo } },
        { name: 'y', seo: { '/P': seo } },
      ]),
    ).toThrow('SEO path "/p"');
    expect(() =>
      assembleFeatures([
        { name: 'x', dialogs: { depositPrompt: lazyNothing } },
        { name: 'y', dialogs: { depositPrompt: lazyNothing } },
      ]),
    ).toThrow('dialog kind "depositPrompt"');
  });

  it('runs every realtime handler for its message type, and every session-end reset', () => {
    const seen = vi.fn();
    const reset = vi.fn();
    const registry = assembleFeatures([
      { name: 'x', realtime: { INBOX: (message) => seen('x', message.type) }, onSessionEnd: reset },
      { name: 'y', realtime: { DEPOSIT: () => seen('y') }, onSessionEnd: reset },
    ]);
    const { platform } = createTestPlatform();
    registry.onRealtime({ type: 'INBOX' } as never, platform);
    expect(seen.mock.calls).toEqual([['x', 'INBOX']]);
    registry.onSessionEnd(platform);
    expect(reset).toHaveBeenCalledTimes(2);
  });
});

describe('the site features', () => {
  const registry = assembleFeatures(FEATURES);

  it('assemble without a clash, and every nav entry and SEO row names a route of its own feature', () => {
    for (const feature of FEATURES) {
      const paths = new Set(
        ('routes' in feature ? feature.routes : []).map((route) => (route.options as { path?: string }).path),
      );
      for (const entry of 'nav' in feature ? feature.nav : []) expect(paths).toContain(entry.path);
      for (const path of Object.keys('seo' in feature ? feature.seo : {})) expect(paths).toContain(path);
    }
    expect(registry.names).toEqual(FEATURES.map((feature) => feature.name));
  });

  it('render every dialog intent the app declares', () => {
    expect(Object.keys(registry.dialogs).sort()).toEqual([
      'agentCentre',
      'changePassword',
      'contracts',
      'depositPrompt',
      'feedback',
      'liveChat',
      'login',
      'memberCentre',
      'unavailableDomain',
      'vendorMaintenance',
    ]);
  });
});
