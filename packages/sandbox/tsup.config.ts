import { libraryConfig } from '../../tsup.shared.ts';

// The library builds for ESM and CJS; the CLI is ESM only (top-level await).
export default [
  libraryConfig({ entry: ['src/index.ts'], clean: false }),
  libraryConfig({ entry: ['src/cli.ts'], format: ['esm'], dts: false, clean: false }),
];
