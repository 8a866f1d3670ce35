import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Language } from '../language';
import { placeholdersOf } from '../messages.translate';
import { messages as cn, domains as cnDomains } from './cn';
import { messages as en, domains as enDomains } from './en';
import { messages as ja, domains as jaDomains } from './ja';
import { messages as th, domains as thDomains } from './th';
import { messages as tw, domains as twDomains } from './tw';
import { messages as vi, domains as viDomains } from './vi';

const catalogues: Record<Language, Record<string, string>> = { CN: cn, TW: tw, JA: ja, EN: en, TH: th, VI: vi };
const domainsByLanguage: Record<Language, Record<string, Record<string, string>>> = {
  CN: cnDomains,
  TW: twDomains,
  JA: jaDomains,
  EN: enDomains,
  TH: thDomains,
  VI: viDomains,
};
const cnKeys = Object.keys(cn);
const entries = Object.entries(catalogues) as [Language, Record<string, string>][];

describe.each(entries)('the %s catalogue', (language, messages) => {
  it('has every CN key and no other', () => {
    expect(Object.keys(messages).sort()).toEqual([...cnKeys].sort());
  });

  it('has no empty or blank message', () => {
    const blank = Object.entries(messages).filter(([, message]) => message.trim() === '');
    expect(blank).toEqual([]);
  });

  it('uses the same {placeholders} as CN in every message', () => {
    const mismatched = cnKeys.filter(
      (key) =>
        placeholdersOf(messages[key] ?? '')
          .sort()
          .join() !==
        placeholdersOf(cn[key as keyof typeof cn])
          .sort()
          .join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no key in two domain files (a spread would silently drop one)', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [domain, domainMessages] of Object.entries(domainsByLanguage[language])) {
      for (const key of Object.keys(domainMessages)) {
        if (seen.has(key)) duplicates.push(`${key} in ${seen.get(key)} and ${domain}`);
        seen.set(key, domain);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('splits into the same domain files as CN', () => {
    expect(Object.keys(domainsByLanguage[language])).toEqual(Object.keys(cnDomains));
  });
});

// serverErrors.ts is keyed by the server's error codes exactly as sent, so it follows the wire, not this convention.
const wireCodeDomains = new Set(['serverErrors']);
const productDomains = Object.entries(cnDomains).filter(([domain]) => !wireCodeDomains.has(domain));

describe('the key naming convention', () => {
  it('keeps every product area (the part before the first dot) in one CN domain file', () => {
    const areaFile = new Map<string, string>();
    const split: string[] = [];
    for (const [domain, domainMessages] of productDomains) {
      for (const key of Object.keys(domainMessages).filter((name) => name.includes('.'))) {
        const area = key.slice(0, key.indexOf('.'));
        const file = areaFile.get(area);
        if (file !== undefined && file !== domain) split.push(`${area}: ${file} and ${domain}`);
        areaFile.set(area, domain);
      }
    }
    expect(split).toEqual([]);
  });

  it('writes product keys as area.camelCase and spec keys in snake_case', () => {
    const malformed = productDomains
      .flatMap(([, domainMessages]) => Object.keys(domainMessages))
      .filter((key) => !/^([a-z][a-zA-Z0-9]*)(\.[a-zA-Z0-9_]+)+$|^[a-z][a-z0-9_]*$/.test(key));
    expect(malformed).toEqual([]);
  });

  it('has messages for the session-ending codes, keyed as the server sends them', () => {
    expect(Object.keys(cnDomains)).toContain('serverErrors');
    const codes = Object.keys(cnDomains.serverErrors);
    expect(codes).toEqual(expect.arrayContaining(['token_ip_different', 'login.not.session', 'CUSTOMER_NOT_LOGIN']));
  });
});

// Guards against a language shipping English (or another language) in place of a translation.
describe('translations are translations', () => {
  const scripts: Partial<Record<Language, RegExp>> = {
    CN: /[\u4e00-\u9fff]/,
    TW: /[\u4e00-\u9fff]/,
    JA: /[\u3040-\u30ff\u4e00-\u9fff]/,
    TH: /[\u0e00-\u0e7f]/,
  };
  // Messages that are the same in every language: a counter made only of placeholders, names of languages.
  const languageNeutral = (message: string) => !/\p{L}/u.test(message.replace(/\{\w+\}/g, ''));

  it.each(Object.entries(scripts) as [Language, RegExp][])(
    'writes %s messages in their own script',
    (language, script) => {
      const foreign = Object.entries(catalogues[language]).filter(
        ([, message]) => !languageNeutral(message) && !script.test(message),
      );
      // A few messages may be Latin on purpose (JA uses "OK"); they must stay rare.
      expect(foreign.length / cnKeys.length).toBeLessThan(0.03);
    },
  );

  it.each(['TW', 'JA', 'TH', 'VI'] as const)('gives %s its own wording rather than a copy of CN or EN', (language) => {
    const copied = cnKeys.filter((key) => {
      const message = catalogues[language][key] ?? '';
      return (
        !languageNeutral(message) &&
        (message === catalogues.EN[key] || (language !== 'TW' && message === cn[key as keyof typeof cn]))
      );
    });
    expect(copied.length / cnKeys.length).toBeLessThan(0.03);
  });

  it('writes Vietnamese with its diacritics', () => {
    const plain = Object.values(catalogues.VI).filter(
      (message) =>
        !languageNeutral(message) &&
        !/[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i.test(message),
    );
    expect(plain.length / cnKeys.length).toBeLessThan(0.05);
  });

  it('gives TW Traditional characters, not Simplified ones copied from CN', () => {
    const sameAsCn = cnKeys.filter(
      (key) =>
        /[\u4e00-\u9fff]{4}/.test(cn[key as keyof typeof cn]) && catalogues.TW[key] === cn[key as keyof typeof cn],
    );
    expect(sameAsCn.length / cnKeys.length).toBeLessThan(0.1);
  });
});

describe('the domain lists', () => {
  it('name every domain file of each language folder (run `pnpm --filter @platform/i18n keys` after adding one)', async () => {
    // @ts-expect-error: a plain .mjs script of this package, without types
    const { catalogueFolder, domainsSource, LANGUAGES } = await import('../../scripts/catalogue.domains.mjs');
    const root = fileURLToPath(new URL('../..', import.meta.url));
    for (const language of LANGUAGES as string[]) {
      const folder = catalogueFolder(root, language);
      expect(readFileSync(join(folder, 'domains.generated.ts'), 'utf8'), language).toBe(
        domainsSource(folder, language),
      );
    }
  });
});
