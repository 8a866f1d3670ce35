import { createMemoryStorage } from '@platform/session';
import { describe, expect, it } from 'vitest';
import {
  type AttributionStores,
  attributionFromQuery,
  forgetAttribution,
  forgetCode,
  rememberAttribution,
  storedAttribution,
} from './register.attribution';

const stores = (): AttributionStores => ({ session: createMemoryStorage(), local: createMemoryStorage() });

describe('attribution from the /register link', () => {
  it('reads affiliateCode, referralCode and the short r', () => {
    expect(attributionFromQuery({ affiliateCode: 'AU8001', r: 'RX1' })).toEqual({
      affiliateCode: 'AU8001',
      referralCode: 'RX1',
    });
    expect(attributionFromQuery({ referralCode: 'R1', r: 'R2' })).toEqual({ referralCode: 'R1' });
  });

  it('drops values that are not codes', () => {
    expect(attributionFromQuery({ affiliateCode: '<script>', referralCode: 42 })).toEqual({});
  });

  it('keeps the codes in session and local storage', () => {
    const s = stores();
    rememberAttribution({ affiliateCode: 'AU8001', referralCode: 'RX1' }, s);
    expect(s.session?.getItem('affiliateCode')).toBe('AU8001');
    expect(s.local?.getItem('referralCode')).toBe('RX1');
    expect(storedAttribution(s)).toEqual({ affiliateCode: 'AU8001', referralCode: 'RX1' });
  });

  it('prefers the link, then this visit, then an earlier visit', () => {
    const s = stores();
    s.local?.setItem('affiliateCode', 'OLD');
    expect(rememberAttribution({}, s).affiliateCode).toBe('OLD');
    s.session?.setItem('affiliateCode', 'VISIT');
    expect(rememberAttribution({}, s).affiliateCode).toBe('VISIT');
    expect(rememberAttribution({ affiliateCode: 'LINK' }, s).affiliateCode).toBe('LINK');
  });

  it('forgets the codes after a registration, or one refused code', () => {
    const s = stores();
    rememberAttribution({ affiliateCode: 'A1', referralCode: 'R1' }, s);
    forgetCode('affiliateCode', s);
    expect(storedAttribution(s)).toEqual({ referralCode: 'R1' });
    forgetAttribution(s);
    expect(storedAttribution(s)).toEqual({});
  });

  it('works with storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberAttribution({ affiliateCode: 'A1' }, { session: broken, local: null })).toEqual({
      affiliateCode: 'A1',
    });
    expect(storedAttribution({ session: broken, local: broken })).toEqual({});
  });
});
