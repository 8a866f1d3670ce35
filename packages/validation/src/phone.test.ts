import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMobile, isValidPhone, phoneRuleFrom } from './phone.ts';

describe('phone rule', () => {
  it('accepts exactly 11 digits when no rule is configured (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (digits) => {
        expect(isValidPhone(digits)).toBe(digits.length === 11);
      }),
    );
  });

  it('refuses letters, signs and empty values by default', () => {
    for (const value of ['1381234567a', '+8613812345', '', null, undefined]) expect(isValidPhone(value)).toBe(false);
  });

  it('follows a configured min, max and pattern', () => {
    const rule = { minLength: 9, maxLength: 10, acceptedPattern: '0?[689][0-9]{8}' };
    expect(isValidPhone('812345678', rule)).toBe(true);
    expect(isValidPhone('0812345678', rule)).toBe(true);
    expect(isValidPhone('0712345678', rule)).toBe(false);
    expect(isValidPhone('81234567', rule)).toBe(false);
  });

  it('still wants digits under a rule without a pattern, and anything under *', () => {
    expect(isValidPhone('81234567x', { minLength: 9 })).toBe(false);
    expect(isValidPhone('+66 81 234', { minLength: 9, acceptedPattern: '*' })).toBe(true);
  });

  it('mobile check is digits only even when the rule would allow more', () => {
    expect(isValidMobile('+66812345678', { acceptedPattern: '*' })).toBe(false);
    expect(isValidMobile('66812345678')).toBe(true);
    expect(isValidMobile(null)).toBe(false);
  });

  it('takes the rule from a field config only when it sets something', () => {
    expect(phoneRuleFrom(undefined)).toBeNull();
    expect(phoneRuleFrom({ enabled: true, acceptedPattern: '*' })).toBeNull();
    expect(phoneRuleFrom({ minLength: 9 })).toEqual({ minLength: 9, maxLength: undefined, acceptedPattern: undefined });
    expect(phoneRuleFrom({ acceptedPattern: '[0-9]{10}' })).toMatchObject({ acceptedPattern: '[0-9]{10}' });
  });
});
