import { defineConfig, mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// Each file starts its own sandbox, from one database the global setup seeds for the run; the packaging test packs,
// installs and runs Node scripts. The timeouts catch hangs.
export default mergeConfig(
  packageTestConfig({ testTimeout: 120_000 }),
  defineConfig({ test: { globalSetup: ['src/snapshot.global-setup.ts'] } }),
);
