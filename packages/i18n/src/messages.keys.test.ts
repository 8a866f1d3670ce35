import { describe, expect, expectTypeOf, it } from 'vitest';
import { messages as cn } from './catalogues/cn';
import { isMessageKey, messageKeys } from './messages.keys';
import type { generatedMessageKeys } from './messages.keys.generated';
import type { MessageKey } from './messages.types';

describe('messageKeys', () => {
  it('lists every CN key exactly once, in catalogue order', () => {
    expect(messageKeys).toEqual(Object.keys(cn));
  });

  it('has no duplicates', () => {
    expect(new Set(messageKeys).size).toBe(messageKeys.length);
  });

  it('names every key of the MessageKey type (else run `pnpm --filter @platform/i18n keys`)', () => {
    expectTypeOf<(typeof generatedMessageKeys)[number]>().toEqualTypeOf<MessageKey>();
  });

  it('includes the spec keys', () => {
    expect(messageKeys).toEqual(expect.arrayContaining(['in_sorry_in', 'br_enter_moneypwd', 'higher_rate']));
  });
});

describe('isMessageKey', () => {
  it('accepts message keys sent by the server', () => {
    expect(isMessageKey('game_maintenance')).toBe(true);
    expect(isMessageKey('common.confirm')).toBe(true);
  });

  it('refuses other strings', () => {
    expect(isMessageKey('vendor_under_maintenance_xyz')).toBe(false);
    expect(isMessageKey('')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
