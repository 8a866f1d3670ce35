import { describe, expect, it } from 'vitest';
import { apiError } from '../accounts.test-helpers';
import { classifyLoginFailure, readBindDetails, readChallenge } from './login.failure';

describe('classifyLoginFailure', () => {
  it('opens the second factor on login_verify_required with the server challenge', () => {
    const failure = classifyLoginFailure(
      apiError('login_verify_required', { methods: ['S'], expirationTime: 123, maskedMobile: '138****0006' }),
    );
    expect(failure).toEqual({
      kind: 'secondFactor',
      challenge: { methods: ['S'], expirationTime: 123, maskedEmail: null, maskedMobile: '138****0006' },
    });
  });

  it('asks to bind on bind_customer_required', () => {
    const failure = classifyLoginFailure(
      apiError('bind_customer_required', { firebaseChannel: 'line', displayName: 'Ann', canRegister: true }),
      'google',
    );
    expect(failure.kind).toBe('bindRequired');
    expect(failure.kind === 'bindRequired' && failure.details.firebaseChannel).toBe('line');
  });

  it('asks for a captcha when the failure value says the next try needs one', () => {
    const failure = classifyLoginFailure(apiError('login.password.incorrect', { captcha: true, remainingAttempts: 7 }));
    expect(failure).toMatchObject({ kind: 'refused', captcha: true });
  });

  it('asks for a captcha on the captcha codes even without a value', () => {
    expect(classifyLoginFailure(apiError('captcha.incorrect'))).toMatchObject({ kind: 'refused', captcha: true });
    expect(classifyLoginFailure(apiError('captcha.required'))).toMatchObject({ kind: 'refused', captcha: true });
  });

  it('keeps a plain refusal without captcha', () => {
    expect(classifyLoginFailure(apiError('login.account.locked', { lockedUntil: 1 }))).toMatchObject({
      kind: 'refused',
      captcha: false,
    });
    expect(classifyLoginFailure(new Error('offline'))).toMatchObject({ kind: 'refused', captcha: false });
  });
});

describe('reading failure values', () => {
  it('reads the challenge the contract types, and falls back to e-mail when no method or no value comes', () => {
    const challenge = classifyLoginFailure(
      apiError('login_verify_required', {
        methods: ['S'],
        expirationTime: 1_700_000_000_000,
        maskedEmail: null,
        maskedMobile: '138****0006',
      }),
    );
    expect(challenge).toEqual({
      kind: 'secondFactor',
      challenge: { methods: ['S'], expirationTime: 1_700_000_000_000, maskedEmail: null, maskedMobile: '138****0006' },
    });
    expect(readChallenge({ methods: [], expirationTime: null, maskedEmail: '', maskedMobile: null }).methods).toEqual([
      'E',
    ]);
    expect(readChallenge(undefined)).toEqual({
      methods: ['E'],
      expirationTime: null,
      maskedEmail: null,
      maskedMobile: null,
    });
  });

  it('gives bind details without a value the channel the player signed in with', () => {
    expect(readBindDetails(undefined, 'sms')).toEqual({
      firebaseChannel: 'sms',
      email: null,
      displayName: null,
      mobileNo: null,
      canRegister: false,
      manualRegister: false,
    });
    expect(classifyLoginFailure(apiError('bind_customer_required', null), 'line')).toMatchObject({
      kind: 'bindRequired',
      details: { firebaseChannel: 'line', canRegister: false },
    });
  });
});
