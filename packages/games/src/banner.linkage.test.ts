import { describe, expect, it, vi } from 'vitest';
import { BANNER_LINKAGE, openBanner } from './banner.linkage';

function deps(withLaunch = false) {
  return {
    navigate: vi.fn(),
    openWindow: vi.fn(),
    ...(withLaunch ? { launchGame: vi.fn() } : {}),
  };
}

describe('banner linkage', () => {
  it('has a row for each linkage type of the spec', () => {
    expect(Object.keys(BANNER_LINKAGE).sort()).toEqual(['G', 'P', 'URL']);
  });

  it('opens an outside URL in a new tab and a site path in place', () => {
    const d = deps();
    openBanner({ linkageType: 'URL', linkage: 'https://promo.example/x' }, d);
    openBanner({ linkageType: 'URL', linkage: '/register?r=AB' }, d);
    expect(d.openWindow).toHaveBeenCalledWith('https://promo.example/x');
    expect(d.navigate).toHaveBeenCalledWith('/register?r=AB');
  });

  it('never opens script or protocol-relative addresses', () => {
    const d = deps();
    openBanner({ linkageType: 'URL', linkage: 'javascript:alert(1)' }, d);
    openBanner({ linkageType: 'URL', linkage: '//evil.example' }, d);
    expect(d.openWindow).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('opens a promotion on /promotions with its id in the hash', () => {
    const d = deps();
    openBanner({ linkageType: 'P', linkage: '42' }, d);
    expect(d.navigate).toHaveBeenCalledWith('/promotions#42');
  });

  it('starts the game of a G banner through the launch helper', () => {
    const d = deps(true);
    openBanner({ linkageType: 'G', linkage: 'PT-777', vendor: 'PT', nodeId: 'n1', roomId: null }, d);
    expect(d.launchGame).toHaveBeenCalledWith({ gameId: 'PT-777', vendor: 'PT', nodeId: 'n1', roomId: null });
  });

  it("opens the game's lobby page when no launch helper is given", () => {
    const d = deps();
    openBanner({ linkageType: 'G', linkage: 'PT-777', vendor: 'PT' }, d);
    expect(d.navigate).toHaveBeenCalledWith('/electron?page=PT');
  });

  it('does nothing for a banner without linkage', () => {
    const d = deps(true);
    openBanner({ linkageType: null, linkage: 'x' }, d);
    expect([d.navigate, d.openWindow, d.launchGame].every((fn) => fn?.mock.calls.length === 0)).toBe(true);
  });
});
