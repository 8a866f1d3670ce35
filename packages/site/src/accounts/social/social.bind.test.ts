import { describe, expect, it } from 'vitest';
import type { BindDetails } from '../accounts.types';
import { autoRegisterPayload, socialRegisterMode } from './social.bind';

const details = (over: Partial<BindDetails> = {}): BindDetails => ({
  firebaseChannel: 'google',
  email: null,
  displayName: null,
  mobileNo: null,
  canRegister: true,
  manualRegister: false,
  ...over,
});

describe('socialRegisterMode (bind_customer_required choices by flags)', () => {
  it('offers no registration without FIREBASECREATEACC3 or SSOMANUALREG3', () => {
    expect(socialRegisterMode({ FIREBASECREATEACC3: false, SSOMANUALREG3: false }, details())).toBeNull();
  });

  it('auto-registers under FIREBASECREATEACC3', () => {
    expect(socialRegisterMode({ FIREBASECREATEACC3: true, SSOMANUALREG3: false }, details())).toBe('auto');
  });

  it('opens the register form under SSOMANUALREG3, even with FIREBASECREATEACC3', () => {
    expect(socialRegisterMode({ FIREBASECREATEACC3: false, SSOMANUALREG3: true }, details())).toBe('form');
    expect(socialRegisterMode({ FIREBASECREATEACC3: true, SSOMANUALREG3: true }, details())).toBe('form');
  });

  it('offers nothing when the server refuses registration', () => {
    expect(
      socialRegisterMode({ FIREBASECREATEACC3: true, SSOMANUALREG3: false }, details({ canRegister: false })),
    ).toBeNull();
  });

  it('opens the form when the server asks for manual registration', () => {
    expect(
      socialRegisterMode({ FIREBASECREATEACC3: true, SSOMANUALREG3: false }, details({ manualRegister: true })),
    ).toBe('form');
  });
});

describe('autoRegisterPayload', () => {
  it('carries the spec fields: registerUrl, WEB, codes, domain, channel, token, login', () => {
    expect(
      autoRegisterPayload({
        social: { firebaseChannel: 'google', firebaseIdToken: 'jwt' },
        attribution: { affiliateCode: 'AU8001', referralCode: 'RABC' },
        location: { href: 'https://www.aurum.example/login', hostname: 'www.aurum.example' },
      }),
    ).toEqual({
      registerUrl: 'https://www.aurum.example/login',
      registerMethod: 'WEB',
      domain: 'www.aurum.example',
      affiliateCode: 'AU8001',
      referralCode: 'RABC',
      firebaseChannel: 'google',
      firebaseIdToken: 'jwt',
      login: true,
    });
  });

  it('leaves out codes the visitor does not have', () => {
    const payload = autoRegisterPayload({
      social: { firebaseChannel: 'line', firebaseIdToken: 'jwt' },
      attribution: {},
      location: { href: 'h', hostname: 'd' },
    });
    expect(payload).not.toHaveProperty('affiliateCode');
    expect(payload).not.toHaveProperty('referralCode');
  });
});
