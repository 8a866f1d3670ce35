import { describe, expect, it } from 'vitest';
import { mobileRedirectTarget } from './mobile.redirect';

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
