import { packageTestConfig } from '../../vitest.shared.ts';

// Validating openapi.json takes several seconds on a busy 2-core machine (the shared 60 s limit holds it).
export default packageTestConfig({ coverage: 95 });
