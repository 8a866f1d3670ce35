// What makes a merchant site installable and usable offline, read from the merchant's own folder: its name
// (package.json's `merchant` block), its colours (src/theme.tokens.ts) and its artwork (public/favicon.svg). Nothing
// here names a merchant. vite-plugin-pwa writes the web app manifest, renders the PNG icons from the favicon
// (@vite-pwa/assets-generator, sharp) and builds the service worker (packages/site/pwa/sw.ts) with the
// precache list of the build it belongs to; `offlinePage` adds the merchant's offline page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minimal2023Preset, type Preset } from '@vite-pwa/assets-generator/config';
import { type Plugin, type PluginOption, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { OfflineWords } from './packages/site/src/app/offline.words.ts';

/** What a merchant folder says about the installed app. */
export interface MerchantApp {
  code: string;
  displayName: string;
  /** The merchant's brand tokens (the subset the manifest and the offline page use). */
  color: {
    surface: string;
    text: string;
    textMuted: string;
    brand: string;
    onBrand: string;
    focus: string;
    chrome: string;
  };
  font: { body: string; heading: string };
  /** The `lang` of the app's index.html: the manifest's language. */
  lang: string;
}

/**
 * Imports a TypeScript module of the workspace. `sourcePlugin` is vite.shared.ts's `platformSource`, so the workspace
 * packages are read from source as in the apps' builds (passed in: vite.shared.ts imports this file).
 */
async function importSource<T>(path: string, sourcePlugin: Plugin): Promise<T> {
  const { module } = await runnerImport<T>(path, { configFile: false, plugins: [sourcePlugin], logLevel: 'error' });
  return module;
}

export async function readMerchantApp(root: string, sourcePlugin: Plugin): Promise<MerchantApp> {
  const { merchant } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
    merchant: { code: string; displayName: string };
  };
  const { tokens } = await importSource<{ tokens: Pick<MerchantApp, 'color' | 'font'> }>(
    `${root}/src/theme.tokens.ts`,
    sourcePlugin,
  );
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(readFileSync(`${root}/index.html`, 'utf8'))?.[1] ?? 'zh-CN';
  return { code: merchant.code, displayName: merchant.displayName, color: tokens.color, font: tokens.font, lang };
}

/** Each language's words for the offline page, from the @platform/i18n catalogues. */
async function offlineWords(sourcePlugin: Plugin): Promise<Record<string, OfflineWords>> {
  const words = await importSource<typeof import('./packages/site/src/app/offline.words.ts')>(
    fileURLToPath(new URL('./packages/site/src/app/offline.words.ts', import.meta.url)),
    sourcePlugin,
  );
  return words.offlineWords;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page a navigation gets when the network is gone: the merchant's crest, colours and name, a line in the
 * player's language and a Retry that loads the same address again. Static (the app's code may not be cached), with
 * its script in a file of its own: the sites' Content-Security-Policy runs no inline script.
 */
export function offlinePageHtml(app: MerchantApp, words: Record<string, OfflineWords>): string {
  const cn = words.CN as OfflineWords;
  const { color, font } = app;
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${color.chrome}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(`${cn['offline.title']} · ${app.displayName}`)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${color.surface};
        color: ${color.text}; font-family: ${font.body}, sans-serif; }
      main { max-width: 28rem; padding: 32px 24px; text-align: center; }
      img { width: 72px; height: 72px; }
      h1 { font-family: ${font.heading}, serif; font-size: 1.5rem; margin: 16px 0 8px; }
      p { color: ${color.textMuted}; line-height: 1.5; margin: 0 0 24px; }
      .brand { color: ${color.text}; font-weight: 700; margin: 8px 0 0; }
      button { min-width: 120px; min-height: 44px; padding: 0 24px; border: 0; border-radius: 6px; font: inherit;
        font-weight: 700; background: ${color.brand}; color: ${color.onBrand}; cursor: pointer; }
      button:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" />
      <p class="brand">${escapeHtml(app.displayName)}</p>
      <h1 data-key="offline.title">${escapeHtml(cn['offline.title'])}</h1>
      <p data-key="offline.body">${escapeHtml(cn['offline.body'])}</p>
      <button type="button" id="retry" data-key="common.retry">${escapeHtml(cn['common.retry'])}</button>
    </main>
    <script type="application/json" id="offline-words">${JSON.stringify(words).replace(/</g, '\\u003c')}</script>
    <script src="/offline.js"></script>
  </body>
</html>
`;
}

/** The emitted files of the offline page: the page, and its script (packages/site/pwa/offline-page.js). */
export function offlinePage(app: MerchantApp, sourcePlugin: Plugin): Plugin {
  return {
    name: 'platform-offline-page',
    apply: 'build',
    async generateBundle() {
      const words = await offlineWords(sourcePlugin);
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePageHtml(app, words) });
      this.emitFile({
        type: 'asset',
        fileName: 'offline.js',
        source: readFileSync(new URL('./packages/site/pwa/offline-page.js', import.meta.url), 'utf8'),
      });
    },
  };
}

/**
 * The PWA plugins of the merchant build in `root` (`sourcePlugin`: see `importSource`): manifest, icons, service worker and offline page.
 * The icons: `public/favicon.svg` rendered at 64, 192 and 512 px (transparent), a maskable 512 px and Apple's 180 px
 * on the merchant's surface colour with the safe zone's padding; nothing to commit beyond the favicon.
 */
export async function merchantPwa(root: string, sourcePlugin: Plugin): Promise<PluginOption[]> {
  const app = await readMerchantApp(root, sourcePlugin);
  const padded = { padding: 0.3, resizeOptions: { background: app.color.surface } };
  return [
    offlinePage(app, sourcePlugin),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: fileURLToPath(new URL('./packages/site/pwa/', import.meta.url)),
      filename: 'sw.ts',
      // The worker's address (sw.js) is what the site registers; the sandbox serves it with no-cache.
      injectManifest: {
        // The shell only: the page, the entry chunk and CSS (named `index` by merchantCodeSplitting), the fonts, the
        // icons and the offline page. Route chunks are kept as the player loads them, never all fetched up front.
        globPatterns: ['index.html', 'offline.{html,js}', 'assets/index-*.{js,css}', 'assets/*.woff2', 'favicon.svg'],
        // Vite's hashed names are revisions of their own.
        dontCacheBustURLsMatching: /^assets\//,
      },
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: app.displayName,
        short_name: app.displayName,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: app.lang,
        theme_color: app.color.chrome,
        background_color: app.color.surface,
      },
      pwaAssets: {
        config: false,
        image: 'public/favicon.svg',
        overrideManifestIcons: true,
        preset: {
          ...minimal2023Preset,
          transparent: { sizes: [64, 192, 512], favicons: [] },
          maskable: { sizes: [512], ...padded },
          apple: { sizes: [180], ...padded },
        } satisfies Preset,
      },
    }),
  ];
}
