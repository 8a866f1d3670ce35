// The one Vite set-up of the repository: workspace packages are read from their TypeScript source (the
// `@platform/source` export condition) everywhere, including inside vanilla-extract's own compiler.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type UserConfig } from 'vite';

export const sourceCondition = '@platform/source';

/**
 * Adds the source condition to every Vite environment. A plugin rather than `resolve.conditions`, because
 * vanilla-extract evaluates `.css.ts` files in a Vite server of its own that replaces the `ssr` options; without it,
 * a theme would be compiled against a package's dist while the components use its source, and the variables would
 * not match.
 */
export function platformSource(): Plugin {
  return {
    name: 'platform-source',
    enforce: 'pre',
    configEnvironment(name) {
      const defaults = name === 'client' ? defaultClientConditions : defaultServerConditions;
      return { resolve: { conditions: [sourceCondition, ...defaults] } };
    },
  };
}

/** vanilla-extract, with `platformSource` carried into its compiler. */
export function vanillaExtract(): Plugin[] {
  const plugins = vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'platform-source' });
  return [platformSource(), ...(Array.isArray(plugins) ? plugins : [plugins])] as Plugin[];
}

/** Where the apps' API calls go in `vite dev`; `npm start` serves the built apps from the sandbox instead. */
const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export function merchantViteConfig(overrides: UserConfig = {}) {
  const proxy = Object.fromEntries(
    ['/wps', '/lgw', '/res', '/ws'].map((path) => [path, { target: sandboxUrl, ws: true }]),
  );
  return defineConfig({
    plugins: [react(), ...vanillaExtract()],
    server: { proxy },
    preview: { proxy },
    build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
    ...overrides,
  });
}
