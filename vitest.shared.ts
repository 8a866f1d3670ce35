// The one Vitest set-up of every package: workspace packages resolve to their TypeScript source
// (the `@platform/source` export condition, see vite.shared.ts), so tests never need a build first.
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { platformSource, vanillaExtract } from './vite.shared.ts';

export interface PackageTestOptions {
  /** @default 'node' */
  environment?: 'node' | 'jsdom';
  /** Line coverage the package must keep; undefined turns coverage off. */
  coverage?: number;
  setupFiles?: string[];
  /** Compile `.css.ts` files (ui-kit, site). */
  styles?: boolean;
  plugins?: ViteUserConfig['plugins'];
  testTimeout?: number;
  include?: string[];
  exclude?: string[];
}

export function packageTestConfig(options: PackageTestOptions = {}) {
  const { environment = 'node', coverage, setupFiles = [], plugins = [], testTimeout = 10_000 } = options;
  return defineConfig({
    plugins: [...(options.styles ? vanillaExtract() : [platformSource()]), ...plugins],
    test: {
      environment,
      setupFiles,
      testTimeout,
      // Set-up hooks (a beforeAll that compiles lazy chunks, a server start) get the same room as the tests.
      hookTimeout: testTimeout,
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: options.exclude ?? ['**/node_modules/**', '**/dist/**'],
      passWithNoTests: true,
      coverage:
        coverage === undefined
          ? { enabled: false }
          : {
              enabled: true,
              provider: 'v8',
              include: ['src/**/*.ts'],
              exclude: ['src/**/*.test.ts', 'src/**/*.stories.tsx', 'src/**/index.ts', 'src/**/*.d.ts'],
              reporter: ['text-summary'],
              thresholds: { lines: coverage },
            },
    },
  });
}
