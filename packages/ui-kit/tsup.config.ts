import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { libraryConfig } from '../../tsup.shared.ts';

// vanilla-extract styles compile to one static stylesheet, dist/index.css, that consumers import once.
export default libraryConfig({
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  external: ['react', 'react-dom', /^@radix-ui\//],
});
