import { libraryConfig } from '../../tsup.shared.ts';

export default libraryConfig({ entry: ['src/index.ts', 'src/cli.ts'] });
