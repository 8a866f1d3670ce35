// No key is unused: every message key of the catalogue is shown somewhere by the product. A key counts as used when
// the source of a package or app (tests and stories aside) names it in quotes, when the code builds it from a prefix
// (`lobby.gameType.${type}`), when the server sends it (the serverErrors domain, looked up by `errorCode`), or when the
// spec names it for a screen that a later issue builds (listed below, each with its place in the spec).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../messages.keys';
import { serverErrors } from './cn/serverErrors';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    const product = /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name);
    return product ? [path] : [];
  });
}

function productSource(): string {
  const roots = ['packages', 'apps'].flatMap((top) =>
    readdirSync(join(repo, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(repo, top, entry.name, 'src')),
  );
  return roots
    .flatMap((root) => {
      try {
        return sourceFiles(root);
      } catch {
        return [];
      }
    })
    .filter((path) => !path.includes(join('i18n', 'src', 'catalogues')) && !path.endsWith('.generated.ts'))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

describe('message key usage', () => {
  const source = productSource();
  // Prefixes of keys built in code: `seo.${path}.title`, `contract_product_${type}`...
  const prefixes = [...source.matchAll(/`([A-Za-z]+(?:[._][A-Za-z]+)*[._])\$\{/g)].map((match) => match[1] as string);
  const serverSent = new Set(Object.keys(serverErrors));

  it('finds the product source and the prefixes it builds keys from', () => {
    expect(source).toContain("from '@platform/i18n'");
    expect(prefixes).toEqual(expect.arrayContaining(['lobby.gameType.', 'seo.']));
  });

  it('shows every key somewhere in the product', () => {
    const unused = messageKeys.filter(
      (key) =>
        !serverSent.has(key) &&
        !source.includes(`'${key}'`) &&
        !source.includes(`"${key}"`) &&
        !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
