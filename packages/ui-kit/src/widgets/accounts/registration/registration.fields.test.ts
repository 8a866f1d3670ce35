import { describe, expect, it } from 'vitest';
import { effectiveConfig, registrationModes, shownFields } from './registration.fields';
import { registrationFields } from './registration.fixtures.test-helpers';

describe('shownFields', () => {
  it('shows the enabled fields in the order of player-site §3', () => {
    expect(shownFields(registrationFields, 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'affiliateCode',
    ]);
  });

  it('leaves out username and passwords in phone mode, and always asks the mobile number there', () => {
    expect(shownFields({ email: registrationFields.email }, 'mobile')).toEqual(['mobileNum', 'email']);
    expect(effectiveConfig('mobileNum', {}, 'mobile')).toMatchObject({ enabled: true, required: true });
    expect(shownFields(registrationFields, 'mobile')).not.toContain('password');
  });

  it('hides the fields the site hides', () => {
    expect(shownFields(registrationFields, 'username', ['affiliateCode'])).not.toContain('affiliateCode');
  });
});

describe('registrationModes', () => {
  it('offers username mode when the merchant says nothing, and each mode once', () => {
    expect(registrationModes(undefined)).toEqual(['username']);
    expect(registrationModes([])).toEqual(['username']);
    expect(registrationModes(['mobile', 'username', 'mobile'])).toEqual(['mobile', 'username']);
  });
});
