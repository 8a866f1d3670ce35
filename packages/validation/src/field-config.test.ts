import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkField, compilePattern, type FieldConfig, invalidReason, normaliseFieldConfig } from './field-config.ts';

const config = (over: Partial<FieldConfig> = {}): FieldConfig => ({
  enabled: true,
  required: false,
  updateRequired: false,
  ...over,
});

describe('normaliseFieldConfig', () => {
  it('reads the loose flag forms the server may send', () => {
    for (const yes of [true, 1, 'Y', 'y', 'true', '1', 'yes']) {
      expect(normaliseFieldConfig({ enabled: yes }).enabled).toBe(true);
    }
    for (const no of [false, 0, 'N', 'false', '0', '', null, undefined, 2]) {
      expect(normaliseFieldConfig({ enabled: no }).enabled).toBe(false);
    }
  });

  it('turns lengths into numbers and treats zero, negatives and junk as no limit', () => {
    const c = normaliseFieldConfig({ minLength: '6', maxLength: 0, required: 'Y', message: 'hi', patternId: 'P1' });
    expect(c).toEqual({
      enabled: false,
      required: true,
      updateRequired: false,
      patternId: 'P1',
      message: 'hi',
      minLength: 6,
      maxLength: null,
      acceptedPattern: null,
    });
    expect(normaliseFieldConfig({ minLength: -3, maxLength: 'abc' })).toMatchObject({
      minLength: null,
      maxLength: null,
    });
    expect(normaliseFieldConfig(undefined).enabled).toBe(false);
  });
});

describe('compilePattern', () => {
  it('treats *, empty and missing patterns as accept-anything', () => {
    for (const p of ['*', ' * ', '', null, undefined]) expect(compilePattern(p)).toBeNull();
  });

  it('matches the whole value even when the pattern is not anchored', () => {
    const regex = compilePattern('[a-z]{3}');
    expect(regex?.test('abc')).toBe(true);
    expect(regex?.test('abcd')).toBe(false);
    expect(compilePattern('^[0-9]+$')?.test('123')).toBe(true);
  });

  it('understands /body/flags literals and drops stateful flags', () => {
    const regex = compilePattern('/[a-z]+/gi');
    expect(regex?.test('ABC')).toBe(true);
    expect(regex?.test('ABC')).toBe(true);
  });

  it('ignores a pattern that does not compile', () => {
    expect(compilePattern('([a-z')).toBeNull();
  });
});

describe('checkField', () => {
  it('passes disabled fields whatever they hold', () => {
    expect(checkField('email', '', config({ enabled: false, required: true }))).toBeUndefined();
  });

  it('allows blank optional fields and refuses blank required ones', () => {
    expect(checkField('qqNum', '   ', config())).toBeUndefined();
    expect(checkField('qqNum', null, config())).toBeUndefined();
    expect(checkField('qqNum', ' ', config({ required: true, message: 'QQ please' }))).toEqual({
      field: 'qqNum',
      key: 'validation_field_required',
      serverMessage: 'QQ please',
    });
  });

  it('refuses optional content that breaks the rule with in_please_information', () => {
    const c = config({ acceptedPattern: '[0-9]{5,11}', minLength: 5, maxLength: 11 });
    expect(checkField('qqNum', '12ab5', c)).toEqual({
      field: 'qqNum',
      key: 'in_please_information',
      params: { reason: 'pattern', minLength: 5, maxLength: 11 },
    });
    expect(checkField('qqNum', '12345', c)).toBeUndefined();
  });

  it('reports which length bound failed', () => {
    const c = config({ minLength: 6, maxLength: 8 });
    expect(checkField('username', 'abc', c)?.params).toEqual({ reason: 'minLength', minLength: 6, maxLength: 8 });
    expect(checkField('username', 'abcdefghi', c)?.params).toEqual({ reason: 'maxLength', minLength: 6, maxLength: 8 });
  });

  it('uses updateRequired instead of required for profile updates', () => {
    const c = config({ required: false, updateRequired: true });
    expect(checkField('email', '', c, 'update')?.key).toBe('validation_field_required');
    expect(checkField('email', '', c, 'register')).toBeUndefined();
    expect(checkField('email', '', config({ required: true }), 'update')).toBeUndefined();
  });

  it('accepts any content under pattern * (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (value) => {
          expect(checkField('nickname', value, config({ acceptedPattern: '*', required: true }))).toBeUndefined();
        },
      ),
    );
  });

  it('accepts exactly the lengths between min and max, counted in characters (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.constantFrom('a', '1', '泰', '🎰', 'ก'), { minLength: 1, maxLength: 30 }),
        (min, extra, chars) => {
          const max = min + extra;
          const value = chars.join('');
          const ok = chars.length >= min && chars.length <= max;
          expect(invalidReason(value, { minLength: min, maxLength: max }) === undefined).toBe(ok);
        },
      ),
    );
  });
});
