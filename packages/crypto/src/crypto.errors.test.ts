import { describe, expect, it } from 'vitest';
import * as errors from './crypto.errors.ts';

const { CryptoError, isCryptoError, isMalformedPayloadError, isTamperedPayloadError, isWrongKeyError } = errors;
type Guard = (error: unknown) => boolean;
type ErrorClass = new (message: string, options?: ErrorOptions) => Error;

// Every subclass the module exports, with the guard named after it, read off the module itself: a new error class
// joins the table on its own, and one without its `is…` guard fails the first test.
const exported = new Map<string, unknown>(Object.entries(errors));
const table = [...exported]
  .filter(([, value]) => typeof value === 'function' && value.prototype instanceof CryptoError)
  .map(([name, value]) => [value as ErrorClass, name, exported.get(`is${name}`) as Guard] as const);

describe('typed errors', () => {
  it('exports a guard for each of its five error classes', () => {
    expect(table.map(([, name]) => name).sort()).toEqual([
      'CryptoUnavailableError',
      'InvalidKeyError',
      'MalformedPayloadError',
      'TamperedPayloadError',
      'WrongKeyError',
    ]);
    for (const [, , guard] of table) expect(guard).toBeTypeOf('function');
  });

  it.each(table)('%o is a CryptoError with its own name', (ErrorClass, name, guard) => {
    const error = new ErrorClass('boom', { cause: 'why' });
    expect(error).toBeInstanceOf(CryptoError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.cause).toBe('why');
    expect(guard(error)).toBe(true);
    expect(isCryptoError(error)).toBe(true);
  });

  it.each(table)('recognises a %o from another realm by its name', (_class, name, guard) => {
    const foreign = { name, message: 'thrown in a worker' };
    expect(guard(foreign)).toBe(true);
    expect(isCryptoError(foreign)).toBe(true);
  });

  it('tells the subclasses apart', () => {
    expect(isWrongKeyError(new errors.TamperedPayloadError('x'))).toBe(false);
    expect(isTamperedPayloadError(new errors.WrongKeyError('x'))).toBe(false);
    expect(isMalformedPayloadError(new errors.InvalidKeyError('x'))).toBe(false);
  });

  it('does not take other errors or non-objects for crypto errors', () => {
    for (const value of [new Error('x'), new TypeError('x'), null, undefined, 'WrongKeyError', { name: 42 }]) {
      expect(isCryptoError(value)).toBe(false);
      expect(isWrongKeyError(value)).toBe(false);
    }
    expect(isCryptoError({ name: 'CryptoError' })).toBe(true);
  });
});
