import { snapshot } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { createFlagsStore, mergeFlags } from './flags.merge';
import { FLAG_CODES, FLAG_SCHEMA, normalizeFlag } from './flags.schema';

describe('normalizeFlag', () => {
  it.each([
    ['1', true],
    ['Y', true],
    [' y ', true],
    ['true', true],
    ['ON', true],
    [1, true],
    [true, true],
    ['0', false],
    ['N', false],
    ['false', false],
    ['', false],
    [0, false],
    [false, false],
  ] as const)('reads %j as %s', (value, expected) => {
    expect(normalizeFlag(value)).toBe(expected);
  });

  it.each([null, undefined, 2, 'maybe', {}])('reads %j as not said', (value) => {
    expect(normalizeFlag(value)).toBeUndefined();
  });
});

describe('FLAG_SCHEMA', () => {
  it('has every flag the spec names', () => {
    expect(FLAG_CODES).toEqual(
      expect.arrayContaining([
        'MAILCEN',
        'CBS3',
        'REWCEN3',
        'PAYMENTPASS3',
        'FIREBASECREATEACC3',
        'SSOMANUALREG3',
        'PWDEXPFORCECHANGE3',
        'AGEPAG',
        'AGENTRANSMULTDOWN3',
        'AGETEAMPNL3',
        'TEAMBETTING3',
        'AGETRANSFERUP3',
        'DEPOSIT',
        'WITHDRAW',
        'CREDITMAR3',
        'PLYRBT',
        'MANPLAYREB3',
        'MINIGAME3',
        'RESPGAM3',
      ]),
    );
  });
});

describe('flags named here', () => {
  it('reads the captcha-only and free demo switches under the server codes CAPTCHAONLY3 and FREEDEMO3', () => {
    const flags = mergeFlags({}, { CAPTCHAONLY3: '1', FREEDEMO3: '1' });
    expect(flags.CAPTCHAONLY3).toBe(true);
    expect(flags.FREEDEMO3).toBe(true);
    expect(mergeFlags({ FREEDEMO3: true }, { FREEDEMO3: '0' }).FREEDEMO3).toBe(false);
  });

  it('no longer knows the codes without the suffix', () => {
    const flags = mergeFlags({}, { LOGINCAPTCHAONLY: '1', FREEDEMO: '1' });
    expect(FLAG_CODES).not.toContain('LOGINCAPTCHAONLY');
    expect(FLAG_CODES).not.toContain('FREEDEMO');
    expect(flags.CAPTCHAONLY3).toBe(false);
    expect(flags.FREEDEMO3).toBe(false);
  });
});

describe('mergeFlags', () => {
  it('takes the server value over the app default over the fallback', () => {
    const flags = mergeFlags({ MAILCEN: '1', CBS3: true, REWCEN3: 'Y' }, { CBS3: 'N', TEAMBETTING3: '1' });
    expect(flags.MAILCEN).toBe(true);
    expect(flags.CBS3).toBe(false);
    expect(flags.REWCEN3).toBe(true);
    expect(flags.TEAMBETTING3).toBe(true);
    expect(flags.DEPOSIT).toBe(FLAG_SCHEMA.DEPOSIT.fallback);
  });

  it('keeps the default when the server sends something unreadable', () => {
    expect(mergeFlags({ CBS3: '1' }, { CBS3: 'maybe' }).CBS3).toBe(true);
  });

  it('reads a list of code/value entries', () => {
    const flags = mergeFlags({}, [
      { code: 'MAILCEN', value: 'Y' },
      { code: 'UNKNOWN9', value: '1' },
    ]);
    expect(flags.MAILCEN).toBe(true);
    expect(Object.keys(flags)).toEqual(FLAG_CODES);
  });

  it('resolves every flag with no input at all', () => {
    const flags = mergeFlags({}, null);
    for (const code of FLAG_CODES) expect(flags[code]).toBe(FLAG_SCHEMA[code].fallback);
  });
});

describe('createFlagsStore', () => {
  it('is not evaluated until the server flags arrive', () => {
    const store = createFlagsStore({ MAILCEN: '1' });
    expect(snapshot(store)).toMatchObject({ evaluated: false });
    expect(store.values.MAILCEN).toBe(true);
    store.evaluate({ MAILCEN: '0' });
    expect(store.evaluated).toBe(true);
    expect(store.values.MAILCEN).toBe(false);
  });

  it('merges from the app defaults each time, never over an earlier merge', () => {
    const store = createFlagsStore({ CBS3: '1' });
    store.evaluate({ CBS3: '0' });
    store.evaluate({});
    expect(store.values.CBS3).toBe(true);
  });

  it('works without defaults', () => {
    const store = createFlagsStore();
    store.evaluate(undefined);
    expect(store.values.CBS3).toBe(false);
  });
});
