// What the widgets cost a page, minified and gzipped, React left out (every page pays for React anyway), built from
// source through the package barrel as the site imports them. Run from the repository root:
//   node --conditions=@platform/source --import tsx packages/ui-kit/src/widgets/widgets.size.bench.ts
// It prints each group beside the budgets of ARCHITECTURE.md (home route 150 kB with React; lazy chunk 50 kB).

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { vanillaExtract } from '../../../../vite.shared.ts';

const index = fileURLToPath(new URL('../index.ts', import.meta.url));
const budgets = { homeRouteKb: 150, lazyChunkKb: 50 };

/** The groups a route would import together. */
const groups: Record<string, { names: string[]; budgetKb: number }> = {
  'Home shell (info bar, language, banners, entry block, cards)': {
    names: ['InfoBar', 'LanguagePicker', 'BannerCarousel', 'GamesEntryBlock', 'GameCategoryCard', 'I18nProvider'],
    budgetKb: budgets.homeRouteKb,
  },
  'Login widget': { names: ['LoginWidget'], budgetKb: budgets.lazyChunkKb },
  'Registration form (/register)': { names: ['RegistrationForm'], budgetKb: budgets.lazyChunkKb },
  'Password + second-factor dialogs': {
    names: ['ForgotPasswordDialog', 'ChangePasswordDialog', 'SecondFactorDialog'],
    budgetKb: budgets.lazyChunkKb,
  },
  'Lobby (/electron: grid, strip, popup)': {
    names: ['GameGrid', 'VendorStrip', 'GamePopup', 'GameTile'],
    budgetKb: budgets.lazyChunkKb,
  },
  'Notice list (SafeHtml, DOMPurify)': { names: ['NoticeList'], budgetKb: budgets.lazyChunkKb },
  'Modals (domain, hot games, deposit)': {
    names: ['UnavailableDomainModal', 'HotGamesModal', 'DepositPrompt'],
    budgetKb: budgets.lazyChunkKb,
  },
};

function virtualEntry(names: string[]): Plugin {
  const source = `export { ${names.join(', ')} } from ${JSON.stringify(index)};`;
  return {
    name: 'widgets-size-entry',
    resolveId: (id) => (id === 'size-entry' ? '\0size-entry' : undefined),
    load: (id) => (id === '\0size-entry' ? source : undefined),
  };
}

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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('@platform/ui-kit widgets, minified + gzipped, React excluded');
for (const [label, { names, budgetKb }] of Object.entries(groups)) {
  const { js, css } = await measure(names);
  console.log(`${label.padEnd(62)} ${kb(js).padStart(6)} kB JS ${kb(css).padStart(5)} kB CSS   budget ${budgetKb} kB`);
}
