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
  it("is the screen's width where a phone zoomed a too-wide page out, else the window's", () => {
    const screen = (width: number) => ({ width }) as Screen;
    expect(deviceViewportWidth({ innerWidth: 1024, screen: screen(390), visualViewport: { scale: 0.38 } })).toBe(390);
    // Headless Chromium on a desktop: an 800 px screen under a 1350 px window, not zoomed.
    expect(deviceViewportWidth({ innerWidth: 1350, screen: screen(800), visualViewport: { scale: 1 } })).toBe(1350);
    expect(deviceViewportWidth({ innerWidth: 1280, screen: screen(1920), visualViewport: { scale: 1 } })).toBe(1280);
    expect(deviceViewportWidth({ innerWidth: 390, screen: screen(390) })).toBe(390);
    expect(deviceViewportWidth({ innerWidth: 800, screen: screen(0), visualViewport: { scale: 0.5 } })).toBe(800);
  });
});
