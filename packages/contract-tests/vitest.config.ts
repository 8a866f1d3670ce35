import { packageTestConfig } from '../../vitest.shared.ts';

// Each file starts its own sandbox (PGlite, about 5 s); the packaging test packs, installs and runs Node scripts.
export default packageTestConfig({ testTimeout: 60_000 });
