import { packageTestConfig } from '../../vitest.shared.ts';

// Validating openapi.json takes several seconds on a busy 2-core machine.
export default packageTestConfig({ coverage: 95, testTimeout: 30_000 });
