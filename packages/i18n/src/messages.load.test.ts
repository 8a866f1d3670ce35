import { describe, expect, it } from 'vitest';
import { isUnsupportedLanguageError } from './i18n.errors';
import type { Language, Messages } from './index';
import { languages } from './language';
import { type CatalogueImporter, createMessageLoader, loadMessages } from './messages.load';

function countingImporters() {
  const calls: Language[] = [];
  const make =
    (language: Language): CatalogueImporter =>
    async () => {
      calls.push(language);
      return { messages: { 'common.confirm': language } as unknown as Messages };
    };
  const importers = Object.fromEntries(languages.map((language) => [language, make(language)])) as Record<
    Language,
    CatalogueImporter
  >;
  return { calls, importers };
}

describe('createMessageLoader', () => {
  it('imports each language once and serves later calls from the cache', async () => {
    const { calls, importers } = countingImporters();
    const load = createMessageLoader(importers);
    const first = await load('TH');
    const second = await load('TH');
    expect(second).toBe(first);
    expect(calls).toEqual(['TH']);
  });

  it('shares one import between concurrent calls', async () => {
    const { calls, importers } = countingImporters();
    const load = createMessageLoader(importers);
    const [a, b] = await Promise.all([load('JA'), load('JA')]);
    expect(a).toBe(b);
    expect(calls).toEqual(['JA']);
  });

  it('imports only the languages asked for', async () => {
    const { calls, importers } = countingImporters();
    const load = createMessageLoader(importers);
    await load('VI');
    await load('EN');
    expect(calls).toEqual(['VI', 'EN']);
  });

  it('freezes the loaded catalogue', async () => {
    const { importers } = countingImporters();
    expect(Object.isFrozen(await createMessageLoader(importers)('CN'))).toBe(true);
  });

  it('retries an import that failed instead of caching the failure', async () => {
    let attempts = 0;
    const { importers } = countingImporters();
    const load = createMessageLoader({
      ...importers,
      TW: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed to load');
        return { messages: { 'common.confirm': '確定' } as unknown as Messages };
      },
    });
    await expect(load('TW')).rejects.toThrow('chunk failed to load');
    await expect(load('TW')).resolves.toMatchObject({ 'common.confirm': '確定' });
    expect(attempts).toBe(2);
  });

  it('rejects a code that is not a product language with a typed error', async () => {
    const { calls, importers } = countingImporters();
    const error = await createMessageLoader(importers)('ID' as Language).catch((reason: unknown) => reason);
    expect(isUnsupportedLanguageError(error)).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('loadMessages', () => {
  it.each(languages)('loads the real %s catalogue once', async (language) => {
    const messages = await loadMessages(language);
    expect(await loadMessages(language)).toBe(messages);
    expect(messages.in_no_data.length).toBeGreaterThan(0);
  });

  it('gives each language its own messages', async () => {
    const [cn, th] = await Promise.all([loadMessages('CN'), loadMessages('TH')]);
    expect(cn.in_sorry_in).toBe('抱歉，请先登录');
    expect(th.in_sorry_in).toBe('ขออภัย กรุณาเข้าสู่ระบบก่อน');
  });
});
