import { describe, expect, it } from 'vitest';
import * as api from './index.ts';
import { packageMessageKeys, specMessageKeys, validationMessageKeys } from './validation.keys.ts';
import { issue, toResult } from './validation.result.ts';

describe('toResult', () => {
  it('is ok with no issues and empty errors', () => {
    expect(toResult([undefined, undefined])).toEqual({ ok: true, issues: [], errors: {} });
  });

  it('puts the first issue in front and keeps the first key per field', () => {
    const result = toResult([
      undefined,
      issue('a', 'br_enter_plname'),
      issue('b', 'br_enter_cphone'),
      issue('a', 'br_enter_getaddree'),
    ]);
    expect(result).toMatchObject({ ok: false, field: 'a', key: 'br_enter_plname' });
    expect(result.errors).toEqual({ a: 'br_enter_plname', b: 'br_enter_cphone' });
    expect(result.issues).toHaveLength(3);
  });
});

describe('validationMessageKeys', () => {
  it('lists every key once', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
  });

  it('keeps the spec keys apart from its own validation_* names', () => {
    // Whether a spec key is spelled as the spec spells it is checked where the catalogue is visible: ui-kit's
    // validation.keys test finds every key here among @platform/i18n's message keys.
    expect(specMessageKeys.filter((key) => key.startsWith('validation_'))).toEqual([]);
    expect(packageMessageKeys.filter((key) => !key.startsWith('validation_'))).toEqual([]);
    expect(validationMessageKeys).toEqual([...specMessageKeys, ...packageMessageKeys]);
  });

  it('is exported from the package face', () => {
    expect(api.validationMessageKeys).toBe(validationMessageKeys);
  });
});
