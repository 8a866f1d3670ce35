// Every story runs as a test in Debian's Chromium: it must render, pass its play function and pass axe.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './apps/e2e/src/chromium.ts';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the run on a cold cache.
  optimizeDeps: {
    entries: ['packages/*/src/**/*.stories.tsx', '.storybook/preview.tsx'],
    include: [
      // Imported by code that the vanilla-extract plugin generates, so the scanner cannot see it.
      '@platform/ui-kit > @vanilla-extract/recipes/createRuntimeFn',
      '@platform/ui-kit > @vanilla-extract/dynamic',
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
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
