// Prints the size of the built entry and of each language chunk against the lazy-chunk budget of ARCHITECTURE.md,
// and fails when a language is no longer a chunk of its own behind a dynamic import() (tsup `splitting` lost).
// Run after `pnpm --filter @platform/i18n build`: `pnpm --filter @platform/i18n bench`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const lazyChunkBudget = 50 * 1024; // "any lazy route chunk, gzipped: at most 50 kB"
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sizes = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

let failed = false;
for (const [format, entry] of [
  ['ESM', 'index.js'],
  ['CJS', 'index.cjs'],
]) {
  const source = readFileSync(join(dist, entry), 'utf8');
  const chunks = [...source.matchAll(/(CN|TW|JA|EN|TH|VI): \(\) => import\(["']\.\/([^"']+)["']\)/g)];
  const staticImports = [...source.matchAll(/(?:from\s*|require\()["']\.\/([^"']+)["']/g)].map((match) => match[1]);
  const entrySize = sizes(entry);
  console.log(
    `${format} ${entry.padEnd(22)} ${kb(entrySize.raw).padStart(9)} raw ${kb(entrySize.gzip).padStart(8)} gzip`,
  );
  if (chunks.length !== 6) {
    console.log(`  FAIL: expected 6 language chunks behind import(), found ${chunks.length}`);
    failed = true;
  }
  for (const [, language, file] of chunks) {
    const { raw, gzip } = sizes(file);
    const statically = staticImports.includes(file);
    const verdict = statically ? 'FAIL: also imported statically' : gzip <= lazyChunkBudget ? 'ok' : 'OVER';
    if (statically) failed = true;
    console.log(
      `  ${language} ${file.padEnd(19)} ${kb(raw).padStart(9)} raw ${kb(gzip).padStart(8)} gzip (budget ${kb(lazyChunkBudget)}) ${verdict}`,
    );
  }
}
process.exitCode = failed ? 1 : 0;
