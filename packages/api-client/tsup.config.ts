import { libraryConfig } from '../../tsup.shared.ts';

// Two entries: the client (small, for browsers and Node) and the contract (schemas, for servers, tests and tools).
export default libraryConfig({ entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' } });
