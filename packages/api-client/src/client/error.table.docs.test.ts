import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorTable } from './error.table';
import { renderErrorTableMarkdown, withErrorTable } from './error.table.docs';

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md'), 'utf8');

describe('the README error table', () => {
  it('is the exported table (run `pnpm --filter @platform/api-client readme` after changing it)', () => {
    expect(withErrorTable(readme)).toBe(readme);
  });

  it('has one line per row of the table', () => {
    const rows = renderErrorTableMarkdown()
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| code') && !line.startsWith('| ---'));
    expect(rows).toHaveLength(Object.keys(errorTable).length);
  });

  it('refuses a README without the markers', () => {
    expect(() => withErrorTable('# no table')).toThrow(/markers/);
  });
});
