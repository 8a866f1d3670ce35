import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiClient, CallOptions } from '../client/client.types';
import { routes } from '../client/routes.gen';
import { accounts, loginResult } from './accounts';
import { endpointFlags, type OutputOf } from './define';
import { errorCodes } from './errors';

describe('accounts.trialLogin (the free demo)', () => {
  const spec = accounts.trialLogin;

  it('is a public POST with loginDeviceId, sent as plain JSON (the body holds no secret)', () => {
    expect(spec.method).toBe('POST');
    expect(spec.path).toBe('/wps/member/login/trial');
    expect(spec.access).toBe('public');
    expect(endpointFlags(spec)).toMatchObject({ loginDeviceId: true, encrypted: false, encoding: 'json' });
  });

  it('answers exactly the login result', () => {
    expect(spec.output).toBe(loginResult);
    expectTypeOf<OutputOf<typeof spec>>().toEqualTypeOf<OutputOf<typeof accounts.login>>();
  });

  it('takes an empty body and ignores anything else in it', () => {
    expect(spec.input.parse({})).toEqual({});
    expect(spec.input.parse({ username: 'someone' })).toEqual({});
  });

  it('declares the disabled and rate-limited refusals, each a known code', () => {
    expect(spec.errors).toEqual(['trial.disabled', 'TOO_MANY_REQUESTS']);
    for (const code of spec.errors ?? []) expect(Object.hasOwn(errorCodes, code)).toBe(true);
  });

  it('is a client method callable without input, in the generated route table', () => {
    expect(routes.accounts.trialLogin[0]).toBe('POST');
    expect(routes.accounts.trialLogin[1]).toBe('/wps/member/login/trial');
    expectTypeOf<Parameters<ApiClient['accounts']['trialLogin']>>().toEqualTypeOf<
      [input?: Record<string, never>, options?: CallOptions]
    >();
    expectTypeOf<ReturnType<ApiClient['accounts']['trialLogin']>>().toEqualTypeOf<
      Promise<OutputOf<typeof accounts.login>>
    >();
  });
});
