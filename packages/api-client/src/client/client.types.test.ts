import { describe, expectTypeOf, it } from 'vitest';
import type { Contract, InputOf, OutputOf } from '../contract';
import type { ApiClient, ApiClientControls, ApiMethods, CallOptions, EndpointId } from './client.types';

// Type assertions: `tsc` (the package typecheck) fails when one breaks; at run time expectTypeOf does nothing.
describe('the client types, derived from the contract', () => {
  it('return the unwrapped output of the endpoint', () => {
    expectTypeOf<ReturnType<ApiClient['system']['publicKey']>>().toEqualTypeOf<
      Promise<OutputOf<Contract['system']['publicKey']>>
    >();
    expectTypeOf<Awaited<ReturnType<ApiClient['system']['publicKey']>>>().toEqualTypeOf<{
      publicKey: string;
      keyId: string;
    }>();
  });

  it('need an input where the endpoint needs one, and make it optional where it needs none', () => {
    expectTypeOf<Parameters<ApiClient['accounts']['login']>[0]>().toEqualTypeOf<
      InputOf<Contract['accounts']['login']>
    >();
    expectTypeOf<Parameters<ApiClient['system']['status']>>().toEqualTypeOf<
      [input?: InputOf<Contract['system']['status']>, options?: CallOptions]
    >();
    // @ts-expect-error login needs its input
    expectTypeOf<ApiClient['accounts']['login']>().toBeCallableWith();
  });

  it('name every endpoint as group.name', () => {
    expectTypeOf<'accounts.login'>().toExtend<EndpointId>();
    expectTypeOf<'accounts.nothing'>().not.toExtend<EndpointId>();
  });

  it('keep the controls apart from the groups of the contract', () => {
    expectTypeOf<Extract<keyof ApiMethods, keyof ApiClientControls>>().toEqualTypeOf<never>();
  });
});
