// @platform/validation returns message keys and @platform/i18n holds their messages; as headless packages neither may
// import the other, so the ui-kit, which shows the messages for the keys, checks that the two lists agree. This is
// also where a spec key spelled differently from the spec would show: the catalogue carries the spec's spelling.
import { isMessageKey, type MessageKey } from '@platform/i18n';
import { type ValidationMessageKey, validationMessageKeys } from '@platform/validation';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('validation message keys', () => {
  it('each have a message in the catalogues', () => {
    expect(validationMessageKeys.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('are message keys to the type checker too', () => {
    expectTypeOf<ValidationMessageKey>().toExtend<MessageKey>();
  });
});
