// What a set of the kit's exports costs a page, minified and gzipped, with React left out (every page pays for React
// anyway). Built from source through the barrel, as the site imports it, so the figures also show that importing one
// export does not pull in the rest.

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { vanillaExtract } from '../../../vite.shared.ts';

const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** Budgets from ARCHITECTURE.md: the whole home route (React included), and any lazy route chunk, gzipped. */
export const budgets = { homeRouteKb: 150, lazyChunkKb: 50 };

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A module that re-exports `names` from the barrel; no names re-exports the whole package. */
function virtualEntry(names: readonly string[]): Plugin {
  const source =
    names.length === 0
      ? `import * as kit from ${JSON.stringify(index)}; export default kit;`
      : `export { ${names.join(', ')} } from ${JSON.stringify(index)};`;
  return {
    name: 'size-entry',
    resolveId: (id) => (id === 'size-entry' ? '\0size-entry' : undefined),
    load: (id) => (id === '\0size-entry' ? source : undefined),
  };
}

/** Gzipped bytes of JS and of CSS for the exports `names` (all of them when empty). */
export async function measureKit(names: readonly string[]): Promise<{ js: number; css: number }> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [virtualEntry(names), ...vanillaExtract()],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: false,
      rollupOptions: {
        input: 'size-entry',
        // Keep the entry's exports: an app build would drop them and with them everything measured.
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        output: { format: 'es' },
      },
    },
  });
  let js = 0;
  let css = 0;
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!('output' in result)) continue;
    for (const file of result.output) {
      const content = file.type === 'chunk' ? file.code : file.source;
      const gz = gzipSync(typeof content === 'string' ? content : Buffer.from(content)).length;
      if (file.fileName.endsWith('.js')) js += gz;
      else if (file.fileName.endsWith('.css')) css += gz;
    }
  }
  return { js, css };
}
