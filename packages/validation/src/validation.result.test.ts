import { describe, expect, it } from 'vitest';
import * as api from './index.ts';
import { type ValidationMessageKey, validationMessageKeys } from './validation.keys.ts';
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

  it('includes every key of the spec the validators use, unchanged', () => {
    const spec: ValidationMessageKey[] = [
      'in_please_information',
      'in_confirmation_correct',
      'in_user_agreement',
      'br_enright_cphone',
      'activity_apply_remark_limit1',
      'activity_apply_remark_limit2',
      'activity_apply_remark_limit3',
      'activity_apply_remark_limit4',
      'br_enter_moneypwd',
      'br_enter_plname',
      'br_enter_getaddree',
      'br_enter_cphone',
      'br_sqmypaur_twtjtu',
    ];
    for (const key of spec) expect(validationMessageKeys).toContain(key);
  });

  it('is exported from the package face', () => {
    expect(api.validationMessageKeys).toBe(validationMessageKeys);
  });
});
