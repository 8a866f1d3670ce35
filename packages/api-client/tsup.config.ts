import { join } from 'node:path';
import type { Options } from 'tsup';
import { libraryConfig } from '../../tsup.shared.ts';

/**
 * The client imports @platform/crypto on first use (src/client/crypto.import.ts), so browser apps get it as a chunk of
 * its own. The CommonJS build takes crypto.import.cjs.ts instead: a plain `require`, loading crypto's CommonJS build.
 * (tsup runs esbuild in ESM for both formats when it tree-shakes; the output extension tells the CommonJS build.)
 */
const requireCryptoInCommonJs: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'require-crypto-in-commonjs',
  setup(build) {
    if (build.initialOptions.outExtension?.['.js'] !== '.cjs') return;
    build.onResolve({ filter: /^\.\/crypto\.import$/ }, (args) => ({
      path: join(args.resolveDir, 'crypto.import.cjs.ts'),
    }));
  },
};

// Two entries: the client (small, for browsers and Node) and the contract (schemas, for servers, tests and tools).
export default libraryConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  esbuildPlugins: [requireCryptoInCommonJs],
});
