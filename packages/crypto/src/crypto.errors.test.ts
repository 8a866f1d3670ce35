import { describe, expect, it } from 'vitest';
import {
  CryptoError,
  CryptoUnavailableError,
  InvalidKeyError,
  isCryptoError,
  isCryptoUnavailableError,
  isInvalidKeyError,
  isMalformedPayloadError,
  isTamperedPayloadError,
  isWrongKeyError,
  MalformedPayloadError,
  TamperedPayloadError,
  WrongKeyError,
} from './crypto.errors.ts';

const table = [
  [InvalidKeyError, 'InvalidKeyError', isInvalidKeyError],
  [WrongKeyError, 'WrongKeyError', isWrongKeyError],
  [TamperedPayloadError, 'TamperedPayloadError', isTamperedPayloadError],
  [MalformedPayloadError, 'MalformedPayloadError', isMalformedPayloadError],
  [CryptoUnavailableError, 'CryptoUnavailableError', isCryptoUnavailableError],
] as const;

describe('typed errors', () => {
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
    expect(isWrongKeyError(new TamperedPayloadError('x'))).toBe(false);
    expect(isTamperedPayloadError(new WrongKeyError('x'))).toBe(false);
    expect(isMalformedPayloadError(new InvalidKeyError('x'))).toBe(false);
  });

  it('does not take other errors or non-objects for crypto errors', () => {
    for (const value of [new Error('x'), new TypeError('x'), null, undefined, 'WrongKeyError', { name: 42 }]) {
      expect(isCryptoError(value)).toBe(false);
      expect(isWrongKeyError(value)).toBe(false);
    }
    expect(isCryptoError({ name: 'CryptoError' })).toBe(true);
  });
});
