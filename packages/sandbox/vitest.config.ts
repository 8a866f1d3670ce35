import { defineConfig, mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

const postgresTest = 'test/postgres.test.ts';
const base = packageTestConfig({ testTimeout: 120_000 });

// Two projects: every test on the embedded database (opened from one seeded snapshot), and the real-PostgreSQL test
// with its own global setup, which starts and stops a PostgreSQL server. The second does not extend the first, so
// its include list stays its own.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      hookTimeout: 120_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'sandbox',
            exclude: ['**/node_modules/**', '**/dist/**', postgresTest],
            globalSetup: ['test/snapshot.global-setup.ts'],
            // One module cache per worker process instead of one per file: every file builds its own sandbox (its
            // own database, clock and server) and nothing here replaces a module or a global, so files share
            // nothing but compiled code, above all PGlite's WebAssembly. 148 core-seconds become 84.
            isolate: false,
          },
        },
        {
          plugins: base.plugins,
          test: {
            name: 'postgres',
            environment: 'node',
            include: [postgresTest],
            testTimeout: 120_000,
            hookTimeout: 120_000,
            globalSetup: ['test/postgres.global-setup.ts'],
          },
        },
      ],
    },
  }),
);
