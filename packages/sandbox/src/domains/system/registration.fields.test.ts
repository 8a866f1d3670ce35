// The registration field names are written twice on purpose: the wire contract (@platform/api-client) and the rules
// (@platform/validation) are both headless packages, which import no other platform package, so neither can read
// the other's list. The sandbox depends on both, so it holds the test that they agree.
import { registrationFieldName } from '@platform/api-client/contract';
import { REGISTRATION_FIELDS, type RegistrationField } from '@platform/validation';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';

describe('registration field names', () => {
  it('are the same on the wire as in the validation rules, in the same form order', () => {
    expect(registrationFieldName.options).toEqual([...REGISTRATION_FIELDS]);
  });

  it('have the same type on both sides', () => {
    expectTypeOf<z.infer<typeof registrationFieldName>>().toEqualTypeOf<RegistrationField>();
  });
});
