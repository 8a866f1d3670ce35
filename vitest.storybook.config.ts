// Every story runs as a test in Debian's Chromium: it must render, pass its play function and pass axe. It runs once
// per merchant theme (one Vitest project per apps/merchant-*), so colour contrast is checked in every theme; the rules
// that do not read colours run under the first theme only (storyA11y in ui-kit's storybook.preview.tsx).
import { readdirSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './apps/e2e/src/chromium.ts';

const merchants = readdirSync(new URL('./apps', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('merchant-'))
  .map((entry) => entry.name.slice('merchant-'.length))
  .sort();

/**
 * Every other theme runs the story files in the opposite order. Some play functions wait in real time (a toast's
 * five seconds, a carousel's interval); in the same order both themes waited at once and the machine sat idle for a
 * fifth of the run, in opposite orders one theme's waits meet the other's work.
 */
class AlternatingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const names = [...new Set(sorted.map((file) => file.project.name))].sort();
    return names.flatMap((name, index) => {
      const own = sorted.filter((file) => file.project.name === name);
      return index % 2 === 0 ? own : own.reverse();
    });
  }
}

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the run on a cold cache.
  optimizeDeps: {
    entries: ['packages/*/src/**/*.stories.tsx', '.storybook/preview.tsx'],
    include: [
      // Imported by code that the vanilla-extract plugin generates, so the scanner cannot see it.
      '@platform/ui-kit > @vanilla-extract/recipes/createRuntimeFn',
      '@platform/ui-kit > @vanilla-extract/dynamic',
      // What the ui-kit components and stories import (listed so that a cold cache never meets one mid-run).
      '@platform/ui-kit > @radix-ui/react-checkbox',
      '@platform/ui-kit > @radix-ui/react-dialog',
      '@platform/ui-kit > @radix-ui/react-radio-group',
      '@platform/ui-kit > @radix-ui/react-select',
      '@platform/ui-kit > @radix-ui/react-tabs',
      '@platform/ui-kit > @radix-ui/react-toast',
      '@platform/ui-kit > embla-carousel-react',
      '@platform/ui-kit > qrcode',
      '@platform/ui-kit > dompurify',
      // The widgets read @platform/countdown's machines with valtio's React binding.
      '@platform/ui-kit > valtio/react',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'storybook/test',
      '@storybook/react-vite',
      '@storybook/addon-a11y/preview',
      '@storybook/addon-docs/preview',
    ],
  },
  test: {
    // A story's render, play function and axe pass take seconds on a 2-core machine running every suite at once; the
    // first story of a file also waits for its modules, which took over 60 s once while the browser tests ran beside.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { sequencer: AlternatingSequencer },
    // One page a theme for every story file instead of a fresh iframe a file: each story mounts in its own root and is
    // unmounted after it (the Storybook plugin's render), so files share only loaded modules. Measured alone on 2
    // cores: 160 s with a page a file (35 s of it set-up), 95 s so.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
    projects: merchants.map((merchant) => ({
      extends: true,
      // Read by packages/ui-kit/src/storybook/storybook.preview.tsx as the initial theme.
      define: { __STORYBOOK_THEME__: JSON.stringify(merchant) },
      test: { name: `storybook-${merchant}` },
    })),
  },
});
