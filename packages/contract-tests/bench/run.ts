// Benchmarks of @platform/api-client against ARCHITECTURE.md's budgets: client overhead against bare fetch on
// loopback, encryption cost of a login payload, the client's gzipped size without ky. They print figures beside the
// budgets and never fail on them. Run: pnpm --filter @platform/contract-tests bench
import { benchEncryption } from './encryption.bench';
import { benchOverhead } from './overhead.bench';
import { benchSize } from './size.bench';

const { startSandbox } = await import('@platform/sandbox');

await benchSize();
await benchEncryption();
const sandbox = await startSandbox({ port: 0 });
try {
  await benchOverhead(sandbox);
} finally {
  await sandbox.close();
}
