import { describe, expect, it } from 'vitest';
import { createTranslator, placeholdersOf, translate } from './messages.translate';
import type { MessageKey, Messages } from './messages.types';

// A catalogue made of a few real keys with messages chosen to exercise interpolation.
const messages = {
  'common.confirm': 'OK',
  'pagination.summary': 'Page {page} of {total}',
  'common.characterCount': '{count}/{max} ({count})',
} as unknown as Messages;

describe('translate', () => {
  it('returns the message of a key', () => {
    expect(translate(messages, 'common.confirm')).toBe('OK');
  });

  it('fills each {name} placeholder from params', () => {
    expect(translate(messages, 'pagination.summary', { page: 2, total: 9 })).toBe('Page 2 of 9');
  });

  it('fills a placeholder that appears twice', () => {
    expect(translate(messages, 'common.characterCount', { count: '12', max: 500 })).toBe('12/500 (12)');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(translate(messages, 'pagination.summary', { page: 2 })).toBe('Page 2 of {total}');
  });

  it('leaves placeholders alone when no params are given', () => {
    expect(translate(messages, 'pagination.summary')).toBe('Page {page} of {total}');
  });

  it('does not read inherited properties as params', () => {
    expect(translate(messages, 'pagination.summary', { page: 1, total: 1, ...{} }).includes('[object')).toBe(false);
    const params = Object.create({ total: 'inherited' }) as Record<string, string>;
    params.page = '3';
    expect(translate(messages, 'pagination.summary', params)).toBe('Page 3 of {total}');
  });

  it('returns the key itself when the catalogue lacks it', () => {
    expect(translate(messages, 'in_no_data' as MessageKey)).toBe('in_no_data');
  });
});

describe('createTranslator', () => {
  it('binds a catalogue', () => {
    const t = createTranslator(messages);
    expect(t('pagination.summary', { page: 1, total: 3 })).toBe('Page 1 of 3');
    expect(t('common.confirm')).toBe('OK');
  });
});

describe('placeholdersOf', () => {
  it('lists placeholder names once each, in order', () => {
    expect(placeholdersOf('{count}/{max} ({count})')).toEqual(['count', 'max']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });
});
