// Rewrites the error table of README.md from `errorTable` (src/client/error.table.ts). A test fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withErrorTable } from '../src/client/error.table.docs';

const readme = join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
writeFileSync(readme, withErrorTable(readFileSync(readme, 'utf8')));
process.stdout.write('README.md: error table rewritten\n');
