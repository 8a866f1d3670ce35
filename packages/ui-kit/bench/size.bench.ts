// `pnpm --filter @platform/ui-kit bench`: what each part of the kit costs a page, minified and gzipped, with React
// left out (every page pays for React anyway). Built from source through the barrel, as the site imports it, so the
// figures also show that importing one component does not pull in the rest.

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { vanillaExtract } from '../../../vite.shared.ts';

const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** Budgets from ARCHITECTURE.md: the whole home route, and any lazy route chunk. */
const budgets = { homeRouteKb: 150, lazyChunkKb: 50 };

const entries: Record<string, string[]> = {
  'Button alone': ['Button'],
  'Text fields + password': ['TextField', 'TextArea', 'PasswordField'],
  'Select (Radix)': ['Select'],
  'Checkbox + radio group': ['Checkbox', 'RadioGroup'],
  'Dialog + ConfirmDialog': ['Dialog', 'ConfirmDialog'],
  'Toast stack': ['ToastProvider', 'useToast'],
  Tabs: ['Tabs'],
  Pagination: ['Pagination'],
  Carousel: ['Carousel'],
  'Image picker': ['ImagePicker'],
  'QR code': ['QrCode'],
  SafeHtml: ['SafeHtml'],
  'Floating button': ['FloatingButton'],
  'All primitives': [
    'Badge',
    'Button',
    'Carousel',
    'Checkbox',
    'ConfirmDialog',
    'CountdownText',
    'Dialog',
    'EmptyState',
    'FloatingButton',
    'I18nProvider',
    'IconButton',
    'ImagePicker',
    'LoadingCover',
    'Pagination',
    'PasswordField',
    'QrCode',
    'RadioGroup',
    'SafeHtml',
    'Select',
    'Skeleton',
    'Tabs',
    'TextArea',
    'TextField',
    'ToastProvider',
  ],
  'Whole package (with widgets)': [],
};

function virtualEntry(names: string[]): Plugin {
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function measure(names: string[]) {
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
  const results = Array.isArray(output) ? output : [output];
  let js = 0;
  let css = 0;
  for (const result of results) {
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

const rows: string[] = [];
for (const [label, names] of Object.entries(entries)) {
  const { js, css } = await measure(names);
  rows.push(`${label.padEnd(30)} ${kb(js).padStart(7)} kB JS ${kb(css).padStart(6)} kB CSS`);
}
console.log('@platform/ui-kit, minified + gzipped, React excluded');
console.log(rows.join('\n'));
console.log(
  `budget: the whole home route ${budgets.homeRouteKb} kB of JS gzipped (React included); a lazy route chunk ${budgets.lazyChunkKb} kB`,
);
