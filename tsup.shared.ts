// The one tsup set-up of every published package: ESM + CJS + d.ts, tree-shaken, with source maps.
import { defineConfig, type Options } from 'tsup';

export function libraryConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    // tsup's d.ts build sets baseUrl, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    splitting: false,
    ...overrides,
  });
}
