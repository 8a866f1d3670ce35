import { ApiError, TimeoutError } from '@platform/api-client';
import { createTranslator } from '@platform/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../testing/api.mocks';
import { messagesFor } from '../testing/render';
import { refusalText } from './refusal';

let t: ReturnType<typeof createTranslator>;

beforeAll(async () => {
  t = createTranslator(await messagesFor('EN'));
});

const failure = (kind: typeof ApiError, status: number) =>
  new kind({
    code: null,
    status,
    serverMessage: null,
    method: 'POST',
    url: '/x',
    value: null,
    endpoint: 'accounts.login',
    rule: '*',
    behaviour: 'message',
  });

describe('refusalText', () => {
  it("uses the catalogue's words for a known code", () => {
    expect(refusalText(t, apiError('login.password.incorrect', null, 'Wrong!'))).toBe(
      'Incorrect username or password.',
    );
  });

  it("falls back to the server's own message, then to the generic failure", () => {
    expect(refusalText(t, apiError('brand.new.code', null, 'Server says no'))).toBe('Server says no');
    expect(refusalText(t, apiError('brand.new.code', null, 'brand.new.code'))).toBe(t('common.failed'));
    expect(refusalText(t, new Error('boom'))).toBe(t('common.failed'));
  });

  it('says the message a field.invalid names, with its digits, in the player’s words', () => {
    const whole = apiError(
      'field.invalid',
      { field: 'amount', key: 'validation_amount_whole' },
      'VND has no minor unit',
    );
    expect(refusalText(t, whole)).toBe('This currency has no decimals: enter a whole amount.');
    const cents = apiError('field.invalid', { field: 'amount', key: 'validation_amount_decimals', digits: 2 }, 'x');
    expect(refusalText(t, cents)).toBe('Enter an amount with at most 2 decimals.');
    // A key the catalogue does not have: the server's words.
    expect(
      refusalText(t, apiError('field.invalid', { field: 'amount', key: 'no_such_key' }, 'amount is invalid.')),
    ).toBe('amount is invalid.');
  });

  it('names timeouts and network failures', () => {
    expect(refusalText(t, failure(TimeoutError, 0))).toBe(t('timeout_retry_please'));
    expect(refusalText(t, failure(ApiError, 0))).toBe(t('errors.network'));
  });
});
