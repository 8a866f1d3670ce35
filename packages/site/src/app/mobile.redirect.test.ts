import { describe, expect, it } from 'vitest';
import {
  choseFullSite,
  deviceViewportWidth,
  FULL_SITE_KEY,
  FULL_SITE_PARAM,
  mobileRedirectTarget,
} from './mobile.redirect';

describe('mobileRedirectTarget', () => {
  const page = 'https://www.verde.example/register?affiliateCode=AF1&r=R9&tab=2';

  it('sends a visitor below 1024 px to the mobile template, keeping affiliate and referral codes', () => {
    expect(mobileRedirectTarget(800, 'https://m.verde.example/', page, 1024)).toBe(
      'https://m.verde.example/?affiliateCode=AF1&r=R9',
    );
  });

  it('keeps the visitor on the desktop site at 1024 px and wider', () => {
    expect(mobileRedirectTarget(1024, 'https://m.verde.example/', page, 1024)).toBeNull();
    expect(mobileRedirectTarget(1920, 'https://m.verde.example/', page, 1024)).toBeNull();
  });

  it('stays when the merchant has no mobile template, or an unusable one', () => {
    expect(mobileRedirectTarget(600, null, page, 1024)).toBeNull();
    expect(mobileRedirectTarget(600, '', page, 1024)).toBeNull();
    expect(mobileRedirectTarget(600, 'javascript:alert(1)', page, 1024)).toBeNull();
  });

  it('never loops onto the page it is on', () => {
    expect(mobileRedirectTarget(600, '/register', page, 1024)).toBeNull();
  });
});

describe('the full-site choice', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('is made with ?fullSite=1, remembered on the device, and undone with ?fullSite=0', () => {
    const storage = memory();
    expect(choseFullSite('https://www.verde.example/', storage)).toBe(false);
    expect(choseFullSite(`https://www.verde.example/?${FULL_SITE_PARAM}=1`, storage)).toBe(true);
    expect(storage.getItem(FULL_SITE_KEY)).toBe('1');
    expect(choseFullSite('https://www.verde.example/promotions', storage)).toBe(true);
    expect(choseFullSite(`https://www.verde.example/?${FULL_SITE_PARAM}=0`, storage)).toBe(false);
  });

  it('holds for the address alone where storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(choseFullSite(`https://www.verde.example/?${FULL_SITE_PARAM}=1`, refusing)).toBe(true);
    expect(choseFullSite('https://www.verde.example/', refusing)).toBe(false);
  });
});

describe('deviceViewportWidth', () => {
  /** A window whose media queries see `mediaWidth` (what the viewport meta set) and whose root is `clientWidth` wide. */
  const windowOf = (innerWidth: number, mediaWidth: number, clientWidth: number) => ({
    innerWidth,
    matchMedia: (query: string) => {
      const min = /^\(min-width: (\d+(?:\.\d+)?)px\)$/.exec(query);
      if (!min) throw new Error(`unexpected query ${query}`);
      return { matches: mediaWidth >= Number(min[1]) };
    },
    document: { documentElement: { clientWidth } },
  });

  it('is the width the media queries see where content widened the layout viewport of a phone', () => {
    // Measured in Chromium's phone emulation (isMobile, viewport meta width=device-width, initial-scale=1): the
    // desktop page's 1024 px minimum on a phone turned sideways (844 px), and a 390 px phone with a too-wide element;
    // the page is not zoomed out (scale 1), yet innerWidth reads 1024.
    expect(deviceViewportWidth(windowOf(1024, 844, 844))).toBe(844);
    expect(deviceViewportWidth(windowOf(1024, 390, 390))).toBe(390);
  });

  it("is the window's width on a desktop, scrollbar included, whatever the screen", () => {
    // A 1024 px window with a 15 px scrollbar: the desktop site stays (the root's 1009 px would send it away).
    expect(deviceViewportWidth(windowOf(1024, 1024, 1009))).toBe(1024);
    // Headless Chromium: an 800 px screen under a 1350 px window.
    expect(deviceViewportWidth(windowOf(1350, 1350, 1350))).toBe(1350);
    expect(deviceViewportWidth(windowOf(800, 800, 785))).toBe(800);
    expect(deviceViewportWidth(windowOf(390, 390, 390))).toBe(390);
  });
});
